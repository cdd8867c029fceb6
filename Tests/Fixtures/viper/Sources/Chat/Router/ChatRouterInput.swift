/// The conversation of one chat.
protocol ChatRouterInput: AnyObject {
  /// Leaves the chat.
  func closeChat()

  /// Shows the profile of the chat's author.
  func showAuthorProfile()
}
