/// The list of posts of one feed of the app; used as an embedded module.
protocol PostListInteractorOutput: AnyObject {
  /// The posts of the feed were obtained.
  ///
  /// - Parameter posts: the posts, newest first.
  func didObtainPosts(_ posts: [String])
}
