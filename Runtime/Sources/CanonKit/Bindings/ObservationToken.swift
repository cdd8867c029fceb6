import Observation

/// Keeps an observation started by ``observe(_:onChange:)`` (or an error subscription made by
/// ``ErrorBroadcast/onError(_:)``) alive; releasing it stops it.
///
/// The token owns the closures, and the pending observation only holds the token weakly,
/// so releasing the token also releases whatever the closures captured (views, labels).
@MainActor
public final class ObservationToken {
  private var trackOnce: (@MainActor (ObservationToken) -> Void)?
  // The subscription object of a token that is not an observation (an error handler).
  private var retained: AnyObject?

  init(retaining subscription: AnyObject) {
    retained = subscription
  }

  init<Value>(read: @escaping @MainActor () -> Value, apply: @escaping @MainActor (Value) -> Void) {
    trackOnce = { token in
      let value = withObservationTracking(read) { [weak token] in
        // Observation calls this before the change is stored, on the mutating thread:
        // read the new value on the next main-actor turn.
        Task { @MainActor [weak token] in token?.track() }
      }
      apply(value)
    }
    track()
  }

  /// Whether the observation still runs (``cancel()`` was not called).
  public var isActive: Bool { trackOnce != nil || retained != nil }

  /// Stops the observation now, without waiting for the token to be released.
  public func cancel() {
    trackOnce = nil
    retained = nil
  }

  private func track() {
    trackOnce?(self)
  }
}

/// Calls `onChange` with the value `read` returns now, then again after every change of the
/// observable properties `read` used, until the returned token is released or cancelled.
///
/// This is the bridge from `@Observable` view models to UIKit views:
/// ```swift
/// tokens.append(observe { viewModel.title } onChange: { [label] in label.text = $0 })
/// ```
/// Changes are delivered asynchronously on the main actor; several changes made in one
/// main-actor turn are delivered once, with the latest value.
@MainActor
public func observe<Value>(
  _ read: @escaping @MainActor () -> Value,
  onChange: @escaping @MainActor (Value) -> Void
) -> ObservationToken {
  ObservationToken(read: read, apply: onChange)
}
