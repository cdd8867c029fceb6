import UIKit

protocol ProfileViewDelegate: AnyObject {
  func editButtonTouched()
}

final class ProfileView: UIView {
  enum State {
    case loading
    case loaded(name: String)
    case failed(Error)
  }

  weak var delegate: ProfileViewDelegate?

  private let nameLabel: UILabel = {
    let label = UILabel()
    label.numberOfLines = 0
    return label
  }()

  private let avatarView: UIImageView = {
    let imageView = UIImageView()
    imageView.image = Asset.avatarPlaceholder.image
    return imageView
  }()

  private let editButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle(L10n.profileEdit, for: .normal)
    return button
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  private func setup() {
    setupAvatarView()
    setupNameLabel()
    setupEditButton()
  }

  private func setupAvatarView() {
    addSubview(avatarView)
  }

  private func setupNameLabel() {
    addSubview(nameLabel)
  }

  private func setupEditButton() {
    addSubview(editButton)
    editButton.addTarget(self, action: #selector(editButtonTouched), for: .touchUpInside)
  }

  @objc private func editButtonTouched() {
    delegate?.editButtonTouched()
  }

  func render(state: State) {
    switch state {
    case .loading:
      nameLabel.text = L10n.profileLoading
    case .loaded(let name):
      nameLabel.text = name
    case .failed(let error):
      nameLabel.text = error.localizedDescription
    }
  }
}
