/// The conversation of one chat.
protocol ChatViewInput: AnyObject {
  /// Shows the messages.
  func updateWithMessages(_ messages: [String])
}
