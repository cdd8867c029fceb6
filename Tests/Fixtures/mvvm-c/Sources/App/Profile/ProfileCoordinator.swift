import UIKit

final class ProfileCoordinator: Coordinator {
  private let client: HTTPClient

  init(client: HTTPClient) {
    self.client = client
    let viewModel = ProfileViewModel(client: client)
    let viewController = ProfileViewController(viewModel: viewModel)
    super.init(rootViewController: viewController)
    viewController.delegate = self
  }
}

extension ProfileCoordinator: ProfileViewControllerDelegate {
  func editProfileRequested() {
    start(SettingsCoordinator())
  }
}
