import ShopKit

enum CartEvents {
  static func added(to cart: Cart) -> String {
    "added \(cart.items.count)"
  }
}
