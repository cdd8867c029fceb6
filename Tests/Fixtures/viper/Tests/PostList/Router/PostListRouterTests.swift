import UIKit
import XCTest

final class PostListRouterTests: XCTestCase {
  func testThatRouterOpensPostModule() {
    // Given
    let navigation = UINavigationController(rootViewController: UIViewController())
    let router = PostListRouter()
    router.transitionHandler = navigation.topViewController
    // When
    router.openPostModule(postId: "42")
    // Then
    XCTAssertEqual(navigation.viewControllers.count, 2)
  }
}
