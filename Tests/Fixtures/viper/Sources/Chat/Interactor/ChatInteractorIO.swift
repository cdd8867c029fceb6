/// The conversation of one chat.
protocol ChatInteractorInput: AnyObject {
  /// Asks for the chat's messages.
  func obtainMessages()

  /// Sends a message.
  func sendMessage(_ text: String, completion: @escaping (Bool) -> Void)
}

/// The conversation of one chat.
protocol ChatInteractorOutput: AnyObject {
  func messagesLoaded(_ messages: [String])
}
