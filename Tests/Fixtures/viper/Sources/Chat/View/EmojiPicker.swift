import UIKit

/// A row of emoji to add to a message.
final class EmojiPicker: UIView {}
