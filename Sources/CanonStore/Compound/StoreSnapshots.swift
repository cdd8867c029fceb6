/// The snapshots one read of a ``CompoundStore`` delivers, as an async sequence.
///
/// It is pull-based: each step (cache read, remote fetch) runs in the consumer's task when the
/// consumer asks for the next snapshot. There is no background task to outlive the loop:
/// leaving the loop early skips the remaining steps, cancelling the consumer cancels the fetch,
/// and the sequence releases the stores as soon as it finished.
public struct StoreSnapshots<Value: Sendable>: AsyncSequence, Sendable {
  /// Each element is a value and where it came from.
  public typealias Element = StoreSnapshot<Value>

  let policy: FetchPolicy
  let cached: @Sendable () async throws -> Value?
  let fetchRemote: @Sendable () async throws -> Value
  let store: @Sendable (Value) async throws -> Void

  /// Starts a new read; every iterator performs the read anew.
  public func makeAsyncIterator() -> Iterator {
    Iterator(steps: self)
  }

  fileprivate func refresh() async throws -> Element {
    let value = try await fetchRemote()
    try await store(value)
    return StoreSnapshot(value: value, source: .remote)
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
    /// cached snapshot can stand in for it.
    public mutating func next() async throws -> Element? {
      guard let steps else { return nil }
      do {
        if refreshesNext {
          self.steps = nil
          return try await steps.refresh()
        }
        switch steps.policy {
        case .cacheFirst:
          self.steps = nil
          if let value = try await steps.cached() {
            return StoreSnapshot(value: value, source: .cache)
          }
          return try await steps.refresh()
        case .networkFirst:
          self.steps = nil
          do {
            return try await steps.refresh()
          } catch {
            guard let value = try await steps.cached() else { throw error }
            return StoreSnapshot(value: value, source: .cache)
          }
        case .cacheThenNetwork:
          if let value = try await steps.cached() {
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
