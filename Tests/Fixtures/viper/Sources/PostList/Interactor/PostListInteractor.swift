/// The list of posts of one feed of the app; used as an embedded module.
final class PostListInteractor {
  weak var output: PostListInteractorOutput?
  private let postService: PostService

  init(postService: PostService) {
    self.postService = postService
  }
}

// MARK: - PostListInteractorInput

extension PostListInteractor: PostListInteractorInput {
  func obtainPosts(feedId: String) {
    let posts = postService.obtainPosts(feedId: feedId)
    output?.didObtainPosts(posts)
  }
}
