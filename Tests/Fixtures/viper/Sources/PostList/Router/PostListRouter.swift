import UIKit

/// The list of posts of one feed of the app; used as an embedded module.
final class PostListRouter {
  weak var transitionHandler: UIViewController?
}

// MARK: - PostListRouterInput

extension PostListRouter: PostListRouterInput {
  func openPostModule(postId: String) {
    let post = UIViewController()
    post.title = postId
    transitionHandler?.show(post, sender: nil)
  }
}
