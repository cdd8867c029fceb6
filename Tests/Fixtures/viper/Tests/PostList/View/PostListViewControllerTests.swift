import XCTest

final class PostListViewControllerTests: XCTestCase {
  func testThatViewNotifiesPresenterWhenLoaded() {
    // Given
    let output = PostListViewOutputMock()
    let view = PostListViewController()
    view.output = output
    // When
    view.loadViewIfNeeded()
    // Then
    XCTAssertTrue(output.didTriggerViewReady)
  }
}

final class PostListViewOutputMock: PostListViewOutput {
  var didTriggerViewReady = false
  var selectedIndex: Int?
  func didTriggerViewReadyEvent() { didTriggerViewReady = true }
  func didSelectPost(at index: Int) { selectedIndex = index }
}
