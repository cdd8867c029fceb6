import UIKit

final class SettingsView: UIView, UITableViewDataSource {
  enum State {
    case loading
    case loaded([String])
  }

  private let viewModel: SettingsViewModel
  private let tableView = UITableView()
  private var rows: [String] = []

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
    super.init(frame: .zero)
    addSubview(tableView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  func show(_ state: State) {
    if case .loaded(let rows) = state {
      self.rows = rows
      tableView.reloadData()
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}
