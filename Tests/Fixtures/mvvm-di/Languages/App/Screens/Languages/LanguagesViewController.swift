import UIKit

typealias DetailViewControllerFactory = (Language) -> DetailViewController

final class LanguagesViewController: UITableViewController {
  private let viewModel: LanguagesViewModeling
  private let makeDetail: DetailViewControllerFactory

  init(viewModel: LanguagesViewModeling, makeDetail: @escaping DetailViewControllerFactory) {
    self.viewModel = viewModel
    self.makeDetail = makeDetail
    super.init(style: .plain)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    Task { [weak self] in
      await self?.viewModel.load()
      self?.tableView.reloadData()
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.languages.count
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = makeDetail(viewModel.languages[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }
}
