import UIKit

/// Shows the checkout state; knows nothing of the view model.
final class CheckoutView: UIView {
  enum State {
    case placing
    case failed(amount: String)
  }

  private let statusLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    nil
  }

  func render(state: State) {
    switch state {
    case .placing:
      statusLabel.text = L10n.Checkout.placing
    case .failed(let amount):
      statusLabel.text = L10n.Checkout.failed(amount)
    }
  }

  private func setup() {
    addSubview(statusLabel)
  }
}
