import Dispatch

/// Work started on another thread now and waited for later: what the engine can do on a core a
/// phase leaves idle (parts of the project index are built on one thread), or what the command
/// line can do while the main thread has the run's only work (opening and closing the cache).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
  // Written once by the worker before it leaves `done`; read only after waiting on `done`.
  private var value: Value?
  private let done = DispatchGroup()

  public init(_ body: @escaping @Sendable () -> Value) {
    done.enter()
    DispatchQueue.global(qos: .userInitiated).async {
      self.value = body()
      self.done.leave()
    }
  }

  /// The value, once the work is done.
  public func wait() -> Value {
    done.wait()
    guard let value else { preconditionFailure("background work ended without a value") }
    return value
  }
}
