import XCTest

final class ChatRouterTests: XCTestCase {
  func testThatChatRouterExists() {
    // Given
    let type: Any.Type = ChatRouter.self
    // When
    let name = String(describing: type)
    // Then
    XCTAssertEqual(name, "ChatRouter")
  }
}
