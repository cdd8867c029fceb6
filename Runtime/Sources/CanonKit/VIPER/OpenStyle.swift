/// How a ``TransitionHandler`` shows a module it opens.
public enum OpenStyle: Sendable, Equatable {
  /// Pushed on the current navigation stack.
  case push
  /// Presented modally.
  case present
}
