/// The list of posts of one feed of the app; used as an embedded module.
protocol PostListViewInput: AnyObject {
  /// Shows the posts.
  ///
  /// - Parameter posts: the posts, newest first.
  func updateWithPosts(_ posts: [String])
}
