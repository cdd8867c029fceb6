/// The list of posts of one feed of the app; used as an embedded module.
protocol PostListViewOutput: AnyObject {
  /// The view is loaded and ready to show posts.
  func didTriggerViewReadyEvent()

  /// The user selected a post.
  ///
  /// - Parameter index: the post's row.
  func didSelectPost(at index: Int)
}
