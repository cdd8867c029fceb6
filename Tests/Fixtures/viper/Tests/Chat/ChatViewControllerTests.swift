import XCTest

final class ChatViewControllerTests: XCTestCase {
  func testThatChatViewControllerExists() {
    // Given
    let type: Any.Type = ChatViewController.self
    // When
    let name = String(describing: type)
    // Then
    XCTAssertEqual(name, "ChatViewController")
  }
}
