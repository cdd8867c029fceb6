import UIKit

protocol ProfileViewControllerDelegate: AnyObject {
  func editProfileRequested()
}

final class ProfileViewController: UIViewController {
  weak var delegate: ProfileViewControllerDelegate?
  private let viewModel: ProfileViewModel

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    viewModel.delegate = self
    title = L10n.profileTitle
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func loadView() {
    let profileView = ProfileView()
    profileView.delegate = self
    view = profileView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel.loadProfile()
  }
}

// MARK: - ProfileViewModelDelegate
extension ProfileViewController: ProfileViewModelDelegate {
  func didSet(state: ProfileView.State) {
    customView.render(state: state)
  }
}

extension ProfileViewController: ProfileViewDelegate {
  func editButtonTouched() {
    delegate?.editProfileRequested()
  }
}

extension ProfileViewController: HasCustomView {
  typealias CustomView = ProfileView
}
