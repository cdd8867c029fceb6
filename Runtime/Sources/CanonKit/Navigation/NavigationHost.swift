/// What a ``NavigationService`` needs from the UI layer; an app implements it with UIKit
/// (a navigation controller and window) in its UI target.
///
/// The host also tells the service when the user changed the UI on their own: when a screen goes
/// away through the back button, a back swipe or an interactive dismissal, it calls
/// ``NavigationService/userDidLeave(screenOf:)`` with that screen's view model (from
/// `navigationController(_:didShow:animated:)` or `presentationControllerDidDismiss(_:)`).
/// Reporting a screen the service already removed is harmless, so the host can report every pop.
@MainActor
public protocol NavigationHost: AnyObject {
  /// Builds the view for `viewModel` (chosen from its type) and shows it with `style`; throws if
  /// it cannot (no view for that view model, nothing to present from), and the service then
  /// leaves its stack as it was.
  func show(_ viewModel: AnyObject, style: PresentationStyle, animated: Bool) throws

  /// Removes the top screen, which had been shown with `style` (pop a push, dismiss a present);
  /// throws if it cannot.
  func dismiss(shownWith style: PresentationStyle, animated: Bool) throws
}
