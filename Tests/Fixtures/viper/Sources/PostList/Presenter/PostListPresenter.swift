/// The list of posts of one feed of the app; used as an embedded module.
final class PostListPresenter {
  weak var view: PostListViewInput?
  var router: PostListRouterInput
  var interactor: PostListInteractorInput
  private var state = PostListState()

  init(router: PostListRouterInput, interactor: PostListInteractorInput) {
    self.router = router
    self.interactor = interactor
  }
}

// MARK: - PostListModuleInput

extension PostListPresenter: PostListModuleInput {
  func configure(withFeedId feedId: String) {
    state.feedId = feedId
  }
}

// MARK: - PostListViewOutput

extension PostListPresenter: PostListViewOutput {
  func didTriggerViewReadyEvent() {
    interactor.obtainPosts(feedId: state.feedId)
  }

  func didSelectPost(at index: Int) {
    router.openPostModule(postId: state.posts[index])
  }
}

// MARK: - PostListInteractorOutput

extension PostListPresenter: PostListInteractorOutput {
  func didObtainPosts(_ posts: [String]) {
    state.posts = posts
    view?.updateWithPosts(posts)
  }
}
