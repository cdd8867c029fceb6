/// Why a ``NavigationService`` did not perform a transition it was asked for.
///
/// A host's own errors (no view for a view model) reach the caller as the host threw them.
public enum NavigationError: Error, Equatable {
  /// The ``NavigationHost`` was released (the window is gone): nothing can be shown.
  case hostReleased
}
