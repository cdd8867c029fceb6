import XCTest

final class PostListAssemblyTests: XCTestCase {
  func testThatAssemblyBuildsPostListViewController() {
    // Given
    let assembly = PostListAssembly(postService: PostServiceStub(posts: []))
    // When
    let module = assembly.viewPostListModule()
    // Then
    XCTAssertTrue(module.view is PostListViewController)
  }
}
