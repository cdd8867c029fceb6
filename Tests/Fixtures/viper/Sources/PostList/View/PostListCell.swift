import UIKit

/// The cell that shows one post briefly in the list.
final class PostListCell: UITableViewCell {
  static let reuseIdentifier = "PostListCell"
}
