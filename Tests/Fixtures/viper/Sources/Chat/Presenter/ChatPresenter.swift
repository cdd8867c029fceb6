/// The conversation of one chat.
final class ChatPresenter {
  var view: ChatViewInput?
  var router: ChatRouterInput
  var interactor: ChatInteractorInput
  var posts: PostListModuleInput?
  private var state = ChatState()

  init(router: ChatRouterInput, interactor: ChatInteractorInput) {
    self.router = router
    self.interactor = interactor
  }
}

// MARK: - ChatViewOutput

extension ChatPresenter: ChatViewOutput {
  func didTriggerViewReadyEvent() {
    interactor.obtainMessages()
    posts?.configure(withFeedId: "chat")
  }

  func didTouchSend() {
    guard !state.isDraftEmpty() else { return }
    interactor.sendMessage(state.draft) { _ in }
    router.closeChat()
  }
}

// MARK: - ChatInteractorOutput

extension ChatPresenter: ChatInteractorOutput {
  func messagesLoaded(_ messages: [String]) {
    view?.updateWithMessages(messages)
  }
}
