/// The conversation of one chat.
final class ChatInteractor {
  var output: ChatInteractorOutput?
  private var messages: [String] = []
}

// MARK: - ChatInteractorInput

extension ChatInteractor: ChatInteractorInput {
  func obtainMessages() {
    output?.messagesLoaded(messages)
  }

  func sendMessage(_ text: String, completion: @escaping (Bool) -> Void) {
    messages.append(text)
    completion(true)
  }
}
