import XCTest

final class PostListInteractorTests: XCTestCase {
  func testThatInteractorReportsObtainedPosts() {
    // Given
    let service = PostServiceStub(posts: ["first"])
    let output = PostListInteractorOutputMock()
    let interactor = PostListInteractor(postService: service)
    interactor.output = output
    // When
    interactor.obtainPosts(feedId: "news")
    // Then
    XCTAssertEqual(output.obtainedPosts, ["first"])
  }
}

final class PostServiceStub: PostService {
  let posts: [String]
  init(posts: [String]) { self.posts = posts }
  func obtainPosts(feedId: String) -> [String] { posts }
}

final class PostListInteractorOutputMock: PostListInteractorOutput {
  var obtainedPosts: [String]?
  func didObtainPosts(_ posts: [String]) { obtainedPosts = posts }
}
