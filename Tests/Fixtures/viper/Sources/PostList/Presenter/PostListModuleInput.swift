/// The list of posts of one feed of the app; used as an embedded module.
protocol PostListModuleInput: AnyObject {
  /// Shows the posts of a feed.
  ///
  /// - Parameter feedId: the feed to show.
  func configure(withFeedId feedId: String)
}
