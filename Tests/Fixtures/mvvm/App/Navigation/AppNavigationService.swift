import UIKit

final class AppNavigationService {
  private let navigationController: UINavigationController
  private let store: BananaStore

  init(navigationController: UINavigationController, store: BananaStore) {
    self.navigationController = navigationController
    self.store = store
  }

  func showBananas(of monkey: MonkeyType) {
    let viewModel = BananasViewModel(monkey: monkey, store: store, navigation: self)
    navigationController.pushViewController(BananasViewController(viewModel: viewModel), animated: true)
  }
}
