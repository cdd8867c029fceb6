import XCTest
@testable import Wallet

final class BalanceTests: XCTestCase {
  func testTotal() {
    XCTAssertEqual(Balance(total: Money(cents: 5)).total.cents, 5)
  }
}
