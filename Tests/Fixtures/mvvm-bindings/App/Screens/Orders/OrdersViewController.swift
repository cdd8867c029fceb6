import UIKit

final class OrdersViewController: UIViewController {
  let model: OrdersViewModel
  @IBOutlet private weak var headerLabel: UILabel!
  private let tableView = UITableView()

  init(model: OrdersViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func showDetails() {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    show(storyboard.instantiateViewController(withIdentifier: "OrderDetails"), sender: self)
  }
}

final class OrderCell: UITableViewCell {
  var order: Order?
}

final class BadgeView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    heightAnchor.constraint(equalToConstant: 20).isActive = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }
}

final class OrderDetailsViewController: UIViewController {}
