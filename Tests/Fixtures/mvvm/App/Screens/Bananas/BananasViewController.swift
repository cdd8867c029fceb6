import UIKit

final class BananasViewController: UIViewController {
  private let viewModel: BananasViewModelType
  @IBOutlet private weak var tableView: UITableView!

  init(viewModel: BananasViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.titleText
  }
}

// MARK: - UITableViewDataSource
extension BananasViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.bananaNames.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "banana", for: indexPath)
    cell.textLabel?.text = viewModel.bananaNames[indexPath.row]
    return cell
  }
}
