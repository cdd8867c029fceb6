import Swinject
import UIKit

final class DetailViewController: UIViewController {
  private let viewModel: DetailViewModelProtocol
  private let resolver: Resolver

  init(viewModel: DetailViewModelProtocol, resolver: Resolver) {
    self.viewModel = viewModel
    self.resolver = resolver
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    if let user = (UIApplication.shared.delegate as? AppDelegate).flatMap({ _ in AppDelegate.currentUser }) {
      navigationItem.prompt = user.name
    }
  }

  @objc private func showMap() {
    let map = resolver.resolve(MapViewController.self)!
    present(map, animated: true)
  }
}
