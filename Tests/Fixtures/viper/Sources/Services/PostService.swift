/// Reads the posts of the app's feeds.
protocol PostService: AnyObject {
  /// The cached posts of a feed, newest first.
  func obtainPosts(feedId: String) -> [String]
}
