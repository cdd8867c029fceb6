import UIKit

// Breaks the standards on purpose: Canon reports each of these.
protocol CartManagerDelegate: class {
  func cartDidChange()
}

final class CartManager {
  static let instance = CartManager()
  var delegate: CartManagerDelegate?
  let MAX_ITEMS = 20
  var onChange: (() -> Void)?

  func refresh() {
    onChange = {
      self.delegate?.cartDidChange()
    }
  }

  func label(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    return formatter.string(from: date)
  }
}
