import UIKit

/// Runs the checkout flow: owns its screens and tells its parent when the flow is over.
final class CheckoutCoordinator {
  weak var delegate: CheckoutCoordinatorDelegate?
  private let navigationController: UINavigationController
  private let orders: OrderStoring

  init(navigationController: UINavigationController, orders: OrderStoring) {
    self.navigationController = navigationController
    self.orders = orders
  }

  func start() {
    let viewModel = CheckoutViewModel(orders: orders)
    viewModel.delegate = self
    navigationController.pushViewController(CheckoutViewController(viewModel: viewModel), animated: true)
  }
}

// MARK: - CheckoutViewModelDelegate

extension CheckoutCoordinator: CheckoutViewModelDelegate {
  func checkoutViewModelDidFinish(_ viewModel: CheckoutViewModel) {
    navigationController.popViewController(animated: true)
    delegate?.checkoutCoordinatorDidFinish(self)
  }
}

protocol CheckoutCoordinatorDelegate: AnyObject {
  func checkoutCoordinatorDidFinish(_ coordinator: CheckoutCoordinator)
}
