// A navigation controller's stack, as UIKit documents it: its view controllers are its children
// (`navigationController` of each is it), the root cannot be popped, pushing one already in the
// stack is an error, and the delegate hears `willShow` then `didShow` with the new top view
// controller after every push, pop and change of the stack that changes the top. The user's Back
// button and edge swipe pop with `popViewController(animated: true)`: `simulateUserPop()` (not in
// UIKit) does what they do.

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}
// UIKit's are optional requirements; a delegate implements the ones it needs.
extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    replaceStack(with: [rootViewController])
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
  public required init?(coder: NSCoder) { nil }

  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The stack, root first; setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }
  open var topViewController: UIViewController? { children.last }
  /// What is on screen: what the navigation controller presents, else its top view controller.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(!children.contains { $0 === viewController }, "Pushing the same view controller instance more than once is not supported (\(viewController)).")
    precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported.")
    addChild(viewController)
    didChangeTop(animated: animated)
  }

  @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = children.last else { return nil }
    top.removeFromParent()
    didChangeTop(animated: animated)
    return top
  }

  @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = children.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure("Tried to pop to a view controller that doesn't exist (\(viewController)).")
    }
    let popped = Array(children[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    for controller in popped { controller.removeFromParent() }
    didChangeTop(animated: animated)
    return popped
  }

  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let top = children.last
    replaceStack(with: viewControllers)
    if children.last !== top { didChangeTop(animated: animated) }
  }

  /// Stand-in only (UIKit has no such method): the user taps Back or swipes from the screen's
  /// edge, which pops the top view controller as `popViewController(animated: true)` does.
  public func simulateUserPop() {
    precondition(children.count > 1, "There is no Back on the root view controller.")
    popViewController(animated: true)
  }

  private func replaceStack(with viewControllers: [UIViewController]) {
    for (index, controller) in viewControllers.enumerated() {
      precondition(!viewControllers[..<index].contains { $0 === controller }, "A view controller is in the stack twice (\(controller)).")
      precondition(!(controller is UINavigationController), "Pushing a navigation controller is not supported.")
    }
    for controller in children where !viewControllers.contains(where: { $0 === controller }) {
      controller.removeFromParent()
    }
    for controller in viewControllers { addChild(controller) }
    children = viewControllers
  }

  private func didChangeTop(animated: Bool) {
    guard let top = children.last else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
    top.loadViewIfNeeded()
    delegate?.navigationController(self, didShow: top, animated: animated)
  }
}
