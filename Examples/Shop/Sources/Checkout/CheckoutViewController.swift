import UIKit

/// Hosts the checkout view and forwards what the user does to the view model.
final class CheckoutViewController: UIViewController {
  private let viewModel: CheckoutViewModel
  private let checkoutView = CheckoutView()

  init(viewModel: CheckoutViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    nil
  }

  override func loadView() {
    view = checkoutView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel.onStateChange = { [weak self] state in
      guard let strongSelf = self else { return }
      strongSelf.checkoutView.render(state: state)
    }
  }
}
