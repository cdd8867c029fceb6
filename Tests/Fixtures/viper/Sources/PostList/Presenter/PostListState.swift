/// The list of posts of one feed of the app; used as an embedded module.
struct PostListState {
  var feedId = ""
  var posts: [String] = []
}
