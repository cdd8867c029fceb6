// Modal presentation, as UIKit documents it:
// - `present` is handled by the presenter's outermost parent (a navigation controller presents,
//   not the screen in it) and refused, with a message, when that one already presents;
// - `dismiss` on a presenter dismisses what it presented and everything presented above it; on a
//   presented view controller (or a child of one) it asks its presenter to do so;
// - only a user's swipe-down of a sheet (`simulateUserSwipeDown()`, not in UIKit) tells the
//   presentation controller's delegate: a dismissal made in code does not.

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
// UIKit's are optional requirements; a delegate implements the ones it needs.
extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Manages one presented view controller; it exists (and takes a delegate) before the
/// presentation, as UIKit's does.
@MainActor open class UIPresentationController: NSObject {
  public unowned let presentedViewController: UIViewController
  public var presentingViewController: UIViewController? { presentedViewController.presenter }
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
  }
}

extension UIViewController {
  /// The presentation controller of this view controller or of the presented parent it is in.
  public var presentationController: UIPresentationController? {
    if presenter == nil, let parent { return parent.presentationController }
    if let presentationStorage { return presentationStorage }
    let made = UIPresentationController(presentedViewController: self, presenting: nil)
    presentationStorage = made
    return made
  }

  /// The outermost parent: the one that presents and is presented.
  var outermost: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  func performPresentation(of presented: UIViewController, completion: (() -> Void)?) {
    let host = outermost
    precondition(
      presented.presenter == nil && presented.parent == nil,
      "Application tried to present modally a view controller \(presented) that is already presented or in a parent.")
    if let current = host.presentedViewController {
      print("Attempt to present \(presented) on \(host) which is already presenting \(current).")
      return
    }
    host.presentedViewController = presented
    presented.presenter = host
    presented.loadViewIfNeeded()
    completion?()
  }

  func performDismissal(completion: (() -> Void)?) {
    let host = outermost
    if host.presentedViewController != nil {
      host.dismissPresented()
    } else if let presenter = host.presenter {
      presenter.dismissPresented()
    }
    completion?()
  }

  /// Dismisses what this (outermost) view controller presented, from the top down.
  func dismissPresented() {
    guard let presented = presentedViewController else { return }
    presented.dismissPresented()
    presentedViewController = nil
    presented.presenter = nil
  }

  /// Stand-in only (UIKit has no such method): the user swipes down the sheet this view controller
  /// is (or is in). As on a device, nothing happens to a full-screen presentation or to a sheet
  /// under another one; a sheet that is modal in presentation, or whose delegate refuses, stays
  /// and its delegate hears of the attempt; otherwise the sheet is dismissed and its delegate is
  /// told `presentationControllerWillDismiss` then `presentationControllerDidDismiss`.
  public func simulateUserSwipeDown() {
    let sheet = outermost
    guard let presenter = sheet.presenter, let controller = sheet.presentationController else {
      preconditionFailure("\(sheet) is not presented: there is no sheet to swipe down.")
    }
    guard sheet.presentedViewController == nil,
      ![.fullScreen, .overFullScreen].contains(sheet.modalPresentationStyle)
    else { return }
    let delegate = controller.delegate
    if sheet.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return
    }
    delegate?.presentationControllerWillDismiss(controller)
    presenter.dismissPresented()
    delegate?.presentationControllerDidDismiss(controller)
  }
}
