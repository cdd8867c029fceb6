/// The list of posts of one feed of the app; used as an embedded module.
protocol PostListRouterInput: AnyObject {
  /// Opens the post module for one post.
  ///
  /// - Parameter postId: the post to open.
  func openPostModule(postId: String)
}
