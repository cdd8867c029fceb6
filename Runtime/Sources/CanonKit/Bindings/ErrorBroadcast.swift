import Foundation

/// Fans errors out to every current subscriber: the `errors` of a ``Command``, or a view model's
/// own error signal that no command owns (G1 asks view models for one).
///
/// ```swift
/// @Observable @MainActor final class FeedViewModel {
///     @ObservationIgnored let errors = ErrorBroadcast()
///     func refresh() async {
///         do { items = try await api.feed() } catch { errors.send(error) }
///     }
/// }
/// // In the view controller, for as long as it keeps the token:
/// tokens.append(viewModel.errors.onError { [weak self] in self?.showAlert($0) })
/// ```
///
/// Errors sent while nobody subscribes are dropped. Cancellation (``isCancellation(_:)``) is never
/// delivered: it is not an error to show.
///
/// A lock-protected box rather than main-actor state, so that its deinit and the streams'
/// termination handlers (which run on any thread) can use it synchronously.
public final class ErrorBroadcast: @unchecked Sendable {
  private let lock = NSLock()
  private var nextID = 0
  private var streams: [Int: AsyncStream<any Error>.Continuation] = [:]
  // Weak: the token returned by `onError` owns the handler, so releasing it ends the subscription
  // and releases what the handler captured, whatever holds the broadcast.
  private var handlers: [Int: Weak<ErrorHandler>] = [:]

  /// Creates a broadcast with no subscriber.
  public init() {}

  /// Calls `handler` on the main actor with every error sent from now on, until the returned token
  /// is released or cancelled. Keep the token where the view keeps its observation tokens.
  @MainActor
  public func onError(_ handler: @escaping @MainActor (any Error) -> Void) -> ObservationToken {
    let subscription = ErrorHandler(handle: handler)
    lock.withLock {
      nextID += 1
      handlers[nextID] = Weak(subscription)
    }
    return ObservationToken(retaining: subscription)
  }

  /// A new async sequence of the errors sent from now on; it finishes when the broadcast is
  /// deallocated. Prefer ``onError(_:)`` in views: a task looping over this sequence keeps whatever
  /// it captured alive until then.
  public func subscribe() -> AsyncStream<any Error> {
    let (stream, continuation) = AsyncStream.makeStream(of: (any Error).self)
    let id = lock.withLock {
      nextID += 1
      streams[nextID] = continuation
      return nextID
    }
    continuation.onTermination = { [weak self] _ in
      self?.lock.withLock { _ = self?.streams.removeValue(forKey: id) }
    }
    return stream
  }

  /// Delivers `error` to every subscriber, unless it is a cancellation.
  @MainActor
  public func send(_ error: any Error) {
    guard !isCancellation(error) else { return }
    let (continuations, live) = lock.withLock {
      handlers = handlers.filter { $0.value.object != nil }
      return (Array(streams.values), handlers.sorted { $0.key < $1.key }.compactMap(\.value.object))
    }
    for continuation in continuations { continuation.yield(error) }
    for handler in live { handler.handle(error) }
  }

  /// How many subscribers (sequences and handlers) are still alive.
  public var subscriberCount: Int {
    lock.withLock { streams.count + handlers.values.filter { $0.object != nil }.count }
  }

  deinit {
    for continuation in lock.withLock({ Array(streams.values) }) {
      continuation.finish()
    }
  }
}

/// What an ``ErrorBroadcast/onError(_:)`` token keeps alive: the handler.
@MainActor
final class ErrorHandler {
  let handle: @MainActor (any Error) -> Void
  init(handle: @escaping @MainActor (any Error) -> Void) { self.handle = handle }
}

/// A weak reference, to keep subscribers in a collection without owning them.
struct Weak<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
