/// Where a ``CompoundStore`` reads from, and in which order.
public enum FetchPolicy: Sendable, Equatable, CaseIterable {
  /// The cache if it has the data, otherwise the remote (whose result is then cached).
  case cacheFirst
  /// The cache if it has data synchronised less than `maxAge` ago, otherwise the remote.
  case cacheFirstWithin(maxAge: Duration)
  /// The remote (cached on success); the cache only if the remote fails (not if it was cancelled).
  case networkFirst
  /// The cached data at once if there is any, then the remote's: two snapshots.
  case cacheThenNetwork

  /// The policies without a parameter (``cacheFirstWithin(maxAge:)`` with one hour stands for
  /// the freshness-bound one).
  public static var allCases: [FetchPolicy] {
    [.cacheFirst, .cacheFirstWithin(maxAge: .seconds(3600)), .networkFirst, .cacheThenNetwork]
  }

  /// `cacheFirst(maxAge:)`: the cache if its data is younger than `maxAge`, otherwise the remote.
  public static func cacheFirst(maxAge: Duration) -> FetchPolicy {
    .cacheFirstWithin(maxAge: maxAge)
  }
}
