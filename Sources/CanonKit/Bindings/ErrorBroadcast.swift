import Foundation

/// Fans errors out to every current subscriber of a ``Command``'s `errors`.
///
/// A lock-protected box rather than main-actor state, so the command's deinit and the streams'
/// termination handlers (which run on any thread) can use it synchronously.
final class ErrorBroadcast: @unchecked Sendable {
  private let lock = NSLock()
  private var nextID = 0
  private var subscribers: [Int: AsyncStream<any Error>.Continuation] = [:]

  func subscribe() -> AsyncStream<any Error> {
    let (stream, continuation) = AsyncStream.makeStream(of: (any Error).self)
    let id = lock.withLock {
      nextID += 1
      subscribers[nextID] = continuation
      return nextID
    }
    continuation.onTermination = { [weak self] _ in
      self?.lock.withLock { _ = self?.subscribers.removeValue(forKey: id) }
    }
    return stream
  }

  func send(_ error: any Error) {
    for continuation in lock.withLock({ Array(subscribers.values) }) {
      continuation.yield(error)
    }
  }

  var subscriberCount: Int { lock.withLock { subscribers.count } }

  func finish() {
    for continuation in lock.withLock({ Array(subscribers.values) }) {
      continuation.finish()
    }
  }

  deinit { finish() }
}
