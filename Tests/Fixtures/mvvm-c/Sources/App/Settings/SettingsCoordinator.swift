import UIKit

final class SettingsCoordinator: Coordinator {
  init() {
    let viewModel = SettingsViewModel()
    let viewController = SettingsViewController(viewModel: viewModel)
    super.init(rootViewController: viewController)
    viewController.delegate = self
  }
}

extension SettingsCoordinator: SettingsViewControllerDelegate {
  func didTapLogout() {}
}
