import XCTest
@testable import Shop

final class CartTests: XCTestCase {
  func testTotal() {
    let cart = Cart()
    cart.add(Product(name: "Tea", cents: 250))
    XCTAssertEqual(cart.total, "2.50")
  }
}
