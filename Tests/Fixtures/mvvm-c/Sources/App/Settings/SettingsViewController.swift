import UIKit

protocol SettingsViewControllerDelegate: AnyObject {
  func didTapLogout()
}

final class SettingsViewController: UIViewController, UITableViewDelegate {
  weak var delegate: SettingsViewControllerDelegate?
  private let viewModel: SettingsViewModel

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Settings"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func loadView() {
    view = SettingsView(viewModel: viewModel)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(named: "logout"), style: .plain, target: nil, action: nil)
  }

  func confirmLogout() {
    let alert = UIAlertController(title: nil, message: "Log out?", preferredStyle: .alert)
    present(alert, animated: true)
    UIView.animate(withDuration: 0.2, animations: {
      self.view.alpha = 0.5
    }) { _ in
      self.delegate?.didTapLogout()
    }
  }
}

// SettingsViewModel delegate
extension SettingsViewController: SettingsViewModelDelegate {
  func settingsChanged() {}
}

protocol SettingsViewModelDelegate: AnyObject {
  func settingsChanged()
}
