import UIKit

final class FriendCell: UITableViewCell {
  var viewModel: FriendCellViewModel? {
    didSet { textLabel?.text = viewModel?.name }
  }
}
