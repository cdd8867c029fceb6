/// What a ``NavigationService`` needs from the UI layer; an app implements it with UIKit
/// (a navigation controller and window) in its UI target.
@MainActor
public protocol NavigationHost: AnyObject {
  /// Builds the view for `viewModel` (chosen from its type) and shows it with `style`.
  func show(_ viewModel: AnyObject, style: PresentationStyle, animated: Bool)

  /// Removes the top screen, which had been shown with `style` (pop a push, dismiss a present).
  func dismiss(shownWith style: PresentationStyle, animated: Bool)
}
