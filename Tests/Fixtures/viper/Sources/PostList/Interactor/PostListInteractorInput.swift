/// The list of posts of one feed of the app; used as an embedded module.
protocol PostListInteractorInput: AnyObject {
  /// Asks for the posts of a feed; the answer comes through `didObtainPosts(_:)`.
  ///
  /// - Parameter feedId: the feed whose posts to obtain.
  func obtainPosts(feedId: String)
}
