import Foundation

protocol CheckoutViewModelDelegate: AnyObject {
  func checkoutViewModelDidFinish(_ viewModel: CheckoutViewModel)
}

/// Places the order and reports progress as the view's state.
final class CheckoutViewModel {
  weak var delegate: CheckoutViewModelDelegate?
  var onStateChange: ((CheckoutView.State) -> Void)?
  private let orders: OrderStoring
  private let priceFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    return formatter
  }()

  init(orders: OrderStoring) {
    self.orders = orders
  }

  func placeOrder(total: Decimal) {
    onStateChange?(.placing)
    orders.place(total: total) { [weak self] result in
      guard let strongSelf = self else { return }
      switch result {
      case .success:
        strongSelf.delegate?.checkoutViewModelDidFinish(strongSelf)
      case .failure:
        let amount = strongSelf.priceFormatter.string(from: total as NSDecimalNumber) ?? ""
        strongSelf.onStateChange?(.failed(amount: amount))
      }
    }
  }
}
