/// The conversation of one chat.
protocol ChatViewOutput: AnyObject {
  /// The view is loaded.
  func didTriggerViewReadyEvent()

  /// The user touched the send button.
  func didTouchSend()
}
