import UIKit

// Breaks the standards on purpose: Canon reports each of these.
class CartViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    title = "Your cart"
    CartManager.instance.refresh()
  }

  func didTapCheckout() {
    let alert = UIAlertController(title: "Checkout", message: nil, preferredStyle: .alert)
    present(alert, animated: true)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
}
