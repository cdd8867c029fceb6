import UIKit

/// The conversation of one chat.
final class ChatViewController: UIViewController {
  var output: ChatViewOutput!
  private let emojiPicker = EmojiPicker()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(emojiPicker)
    output.didTriggerViewReadyEvent()
  }

  @objc private func send() {
    output.didTouchSend()
  }
}

// MARK: - ChatViewInput

extension ChatViewController: ChatViewInput {
  func updateWithMessages(_ messages: [String]) {
    title = messages.last
  }
}
