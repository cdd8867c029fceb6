import ShopKit

struct Checkout {
  let cart: Cart
}
