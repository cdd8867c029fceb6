import UIKit

/// Owns a view controller and decides where the app goes from it.
class Coordinator {
  let rootViewController: UIViewController
  private(set) var children: [Coordinator] = []

  init(rootViewController: UIViewController) {
    self.rootViewController = rootViewController
  }

  func start(_ child: Coordinator) {
    children.append(child)
  }
}
