import UIKit

final class MonkeyViewController: UIViewController {
  var viewModel: MonkeyViewModel!
  @IBOutlet weak var nameLabel: UILabel!

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = viewModel.monkey?.name
  }

  func showBananas(of monkey: Monkey) {
    navigationController?.pushViewController(UIViewController(), animated: true)
  }
}

extension MonkeyViewController: UITextFieldDelegate {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
  }
}
