import XCTest

final class PostListPresenterTests: XCTestCase {
  func testThatPresenterAsksForPostsWhenViewIsReady() {
    // Given
    let interactor = PostListInteractorInputMock()
    let presenter = PostListPresenter(router: PostListRouterInputMock(), interactor: interactor)
    presenter.configure(withFeedId: "news")
    // When
    presenter.didTriggerViewReadyEvent()
    // Then
    XCTAssertEqual(interactor.requestedFeedId, "news")
  }
}

final class PostListInteractorInputMock: PostListInteractorInput {
  var requestedFeedId: String?
  func obtainPosts(feedId: String) { requestedFeedId = feedId }
}

final class PostListRouterInputMock: PostListRouterInput {
  var openedPostId: String?
  func openPostModule(postId: String) { openedPostId = postId }
}
