import UIKit

/// The conversation of one chat.
final class ChatRouter {
  weak var transitionHandler: UIViewController?
}

// MARK: - ChatRouterInput

extension ChatRouter: ChatRouterInput {
  func closeChat() {
    transitionHandler?.dismiss(animated: true)
  }

  func showAuthorProfile() {}
}
