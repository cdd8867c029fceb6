/// Where a ``CompoundStore`` reads from, and in which order.
public enum FetchPolicy: Sendable, CaseIterable {
  /// The cache if it has the data, otherwise the remote (whose result is then cached).
  case cacheFirst
  /// The remote (cached on success); the cache only if the remote fails.
  case networkFirst
  /// The cached data at once if there is any, then the remote's: two snapshots.
  case cacheThenNetwork
}
