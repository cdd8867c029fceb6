import UIKit

/// The list of posts of one feed of the app; used as an embedded module.
final class PostListAssembly {
  private let postService: PostService

  init(postService: PostService) {
    self.postService = postService
  }

  /// Builds the module: its view controller, with the VIPER stack behind it.
  ///
  /// - Returns: the view controller, and the input to configure the module with.
  func viewPostListModule() -> (view: UIViewController, input: PostListModuleInput) {
    let view = PostListViewController()
    let interactor = PostListInteractor(postService: postService)
    let router = PostListRouter()
    let presenter = PostListPresenter(router: router, interactor: interactor)
    view.output = presenter
    presenter.view = view
    interactor.output = presenter
    router.transitionHandler = view
    return (view, presenter)
  }
}
