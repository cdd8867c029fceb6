/// How a new screen is shown by a ``NavigationHost``.
public enum PresentationStyle: String, Sendable, CaseIterable {
  /// Pushed on the current navigation stack.
  case push
  /// Presented modally above the current screen.
  case present
  /// Replaces the whole hierarchy (e.g. after log-in).
  case setRoot
}
