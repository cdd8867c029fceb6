import UIKit

final class PersonViewController: UIViewController {
  private let viewModel: PersonViewModel
  private var personView: PersonView { view as! PersonView }

  init(person: Person) {
    viewModel = PersonViewModel(person: person, friends: [])
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func loadView() {
    view = PersonView(frame: .zero)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    personView.nameLabel.text = viewModel.fullName
    personView.birthDateLabel.text = viewModel.birthDate
  }
}
