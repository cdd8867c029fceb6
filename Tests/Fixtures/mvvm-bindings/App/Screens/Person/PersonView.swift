import UIKit

final class PersonView: UIView {
  let nameLabel = UILabel()
  let birthDateLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(nameLabel)
    addSubview(birthDateLabel)
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
      birthDateLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
      nameLabel.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }
}
