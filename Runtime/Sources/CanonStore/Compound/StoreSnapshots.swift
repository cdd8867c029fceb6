import Foundation

/// The snapshots one read of a ``CompoundStore`` delivers, as an async sequence.
///
/// It is pull-based: each step (cache read, remote fetch) runs in the consumer's task when the
/// consumer asks for the next snapshot. There is no background task to outlive the loop:
/// leaving the loop early skips the remaining steps, cancelling the consumer cancels the fetch,
/// and the sequence releases the stores as soon as it finished.
///
/// The cache never stands in the way of the remote: a cache that cannot be read is a miss, and
/// a cache write that fails after a successful remote read is reported to the store's logger,
/// not to the consumer, who gets the fresh value.
public struct StoreSnapshots<Value: Sendable>: AsyncSequence, Sendable {
  /// Each element is a value and where it came from.
  public typealias Element = StoreSnapshot<Value>

  let policy: FetchPolicy
  /// Reads the cache; the date is the oldest synchronisation accepted (`nil`: any).
  let cached: @Sendable (Date?) async throws -> Value?
  let fetchRemote: @Sendable () async throws -> Value
  let store: @Sendable (Value) async throws -> Void
  let reportCacheFailure: @Sendable (String, any Error) -> Void

  /// Starts a new read; every iterator performs the read anew.
  public func makeAsyncIterator() -> Iterator {
    Iterator(steps: self)
  }

  fileprivate func refresh() async throws -> Element {
    let value = try await fetchRemote()
    do {
      try await store(value)
    } catch {
      reportCacheFailure("cache write failed; the fresh value is delivered anyway", error)
    }
    return StoreSnapshot(value: value, source: .remote)
  }

  /// The cached value, or `nil` when there is none or it cannot be read (reported, not thrown).
  fileprivate func readCache(syncedSince: Date? = nil) async throws -> Value? {
    do {
      return try await cached(syncedSince)
    } catch where !isCancellation(error) {
      reportCacheFailure("cache read failed; treated as a miss", error)
      return nil
    }
  }

  /// Runs the policy's steps one snapshot at a time.
  public struct Iterator: AsyncIteratorProtocol {
    // Dropped as soon as no step is left, which releases the stores it captured.
    private var steps: StoreSnapshots?
    private var refreshesNext = false

    fileprivate init(steps: StoreSnapshots) {
      self.steps = steps
    }

    /// The next snapshot, `nil` when the read is over; throws the remote's error when no
    /// cached snapshot can stand in for it, and cancellation as it is.
    public mutating func next() async throws -> Element? {
      guard let steps else { return nil }
      do {
        if refreshesNext {
          self.steps = nil
          return try await steps.refresh()
        }
        switch steps.policy {
        case .cacheFirst, .cacheFirstWithin:
          self.steps = nil
          let oldest: Date? =
            if case .cacheFirstWithin(let maxAge) = steps.policy {
              Date().addingTimeInterval(-maxAge.timeInterval)
            } else { nil }
          if let value = try await steps.readCache(syncedSince: oldest) {
            return StoreSnapshot(value: value, source: .cache)
          }
          return try await steps.refresh()
        case .networkFirst:
          self.steps = nil
          do {
            return try await steps.refresh()
          } catch where !isCancellation(error) && !Task.isCancelled {
            guard let value = try await steps.readCache() else { throw error }
            return StoreSnapshot(value: value, source: .cache)
          }
        case .cacheThenNetwork:
          if let value = try await steps.readCache() {
            refreshesNext = true
            return StoreSnapshot(value: value, source: .cache)
          }
          self.steps = nil
          return try await steps.refresh()
        }
      } catch {
        self.steps = nil
        throw error
      }
    }
  }
}

extension Duration {
  fileprivate var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

/// Whether `error` means the work was cancelled: `CancellationError` or `URLError.cancelled`
/// (matched by domain and code, so CanonStore needs no FoundationNetworking on Linux).
func isCancellation(_ error: any Error) -> Bool {
  if error is CancellationError { return true }
  let nsError = error as NSError
  return nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled
}
