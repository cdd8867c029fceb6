import XCTest

final class ChatAssemblyTests: XCTestCase {
  func testThatChatAssemblyExists() {
    // Given
    let type: Any.Type = ChatAssembly.self
    // When
    let name = String(describing: type)
    // Then
    XCTAssertEqual(name, "ChatAssembly")
  }
}
