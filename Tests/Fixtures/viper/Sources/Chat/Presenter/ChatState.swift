/// The conversation of one chat.
struct ChatState {
  var draft = ""

  func isDraftEmpty() -> Bool {
    draft.isEmpty
  }
}
