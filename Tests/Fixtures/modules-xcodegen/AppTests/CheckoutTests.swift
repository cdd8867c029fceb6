import XCTest
@testable import App

final class CheckoutTests: XCTestCase {
  func testCart() {
    XCTAssertEqual(Checkout(cart: Cart(items: ["Tea"])).cart.items, ["Tea"])
  }
}
