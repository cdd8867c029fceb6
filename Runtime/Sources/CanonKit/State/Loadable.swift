/// The state of content that is loaded asynchronously, for views that render a loading state.
public enum Loadable<Value> {
  /// Nothing requested yet.
  case idle
  /// A load is running.
  case loading
  /// The content is available.
  case loaded(Value)
  /// The last load failed.
  case failed(any Error)

  /// Runs `operation` and captures its outcome as `.loaded` or `.failed`.
  ///
  /// A cancelled load (``isCancellation(_:)``: `CancellationError`, `URLError.cancelled`) is not a
  /// failure: the state is `.idle`, so a view shows no error for a screen the user left or a
  /// refresh that was replaced.
  ///
  /// It runs on the caller's actor, so a view model can load into its own state.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching operation: () async throws -> Value
  ) async {
    do {
      self = .loaded(try await operation())
    } catch where isCancellation(error) {
      self = .idle
    } catch {
      self = .failed(error)
    }
  }

  /// The content when loaded, otherwise `nil`.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// The error when failed, otherwise `nil`.
  public var error: (any Error)? {
    if case .failed(let error) = self { return error }
    return nil
  }

  /// Whether a load is running.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Transforms the loaded content, keeping every other state as is.
  public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> Loadable<NewValue>
  {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .loaded(let value): .loaded(try transform(value))
    case .failed(let error): .failed(error)
    }
  }
}

extension Loadable: Sendable where Value: Sendable {}
