/// A value a ``CompoundStore`` delivered, with where it came from.
public struct StoreSnapshot<Value> {
  /// Where a snapshot's value was read.
  public enum Source: Sendable, Equatable {
    /// The local cache.
    case cache
    /// The remote store.
    case remote
  }

  /// The entities (or entity) read.
  public let value: Value
  /// Where they were read.
  public let source: Source

  /// A snapshot of `value` read from `source` (public so that stubs of stores can make them).
  public init(value: Value, source: Source) {
    self.value = value
    self.source = source
  }
}

extension StoreSnapshot: Sendable where Value: Sendable {}
extension StoreSnapshot: Equatable where Value: Equatable {}
