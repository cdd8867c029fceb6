import UIKit

/// The conversation of one chat.
final class ChatAssembly {
  /// Builds the module's view controller with its VIPER stack.
  func viewChatModule() -> UIViewController {
    let view = ChatViewController()
    let presenter = presenterChatModule()
    view.output = presenter
    presenter.view = view
    return view
  }

  /// Builds the module's presenter.
  func presenterChatModule() -> ChatPresenter {
    let interactor = ChatInteractor()
    let presenter = ChatPresenter(router: ChatRouter(), interactor: interactor)
    interactor.output = presenter
    return presenter
  }
}
