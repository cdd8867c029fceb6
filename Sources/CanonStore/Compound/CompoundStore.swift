/// The one store upper layers see (G0): it fronts a remote store and a local cache and applies
/// an explicit ``FetchPolicy`` to every read. Whatever the remote returns is written to the cache.
///
/// ```swift
/// let bananas = CompoundStore(remote: BananaAPI(), cache: SQLiteCache<Banana>(database: db))
/// for try await snapshot in bananas.snapshotsOfAll(policy: .cacheThenNetwork) {
///     render(snapshot.value)   // cached bananas first, then fresh ones
/// }
/// ```
public struct CompoundStore<Remote: EntityStore, Cache: EntityCache>: EntityStore
where Cache.Entity == Remote.Entity {
  /// The entity both stores provide.
  public typealias Entity = Remote.Entity

  // Internal rather than private: the write side lives in its own file.
  let remote: Remote
  let cache: Cache

  /// The policy of ``fetchAll()`` and ``fetch(id:)``, the plain ``EntityStore`` reads.
  public let defaultPolicy: FetchPolicy

  /// Fronts `remote` with `cache`.
  public init(remote: Remote, cache: Cache, defaultPolicy: FetchPolicy = .networkFirst) {
    self.remote = remote
    self.cache = cache
    self.defaultPolicy = defaultPolicy
  }

  /// The collection as `policy` delivers it: one snapshot, or two for ``FetchPolicy/cacheThenNetwork``.
  ///
  /// The sequence throws the remote's error when no snapshot can stand in for it (nothing
  /// cached, or `cacheThenNetwork` after the cached snapshot). Steps run as the consumer
  /// iterates, in its task.
  public func snapshotsOfAll(policy: FetchPolicy) -> StoreSnapshots<[Entity]> {
    let remote = self.remote
    let cache = self.cache
    return StoreSnapshots(
      policy: policy,
      cached: { try await cache.cachedAll() },
      fetchRemote: { try await remote.fetchAll() },
      store: { try await cache.replaceAll(with: $0) }
    )
  }

  /// The entity with `id` as `policy` delivers it; a `nil` value means the remote has none.
  public func snapshots(id: Entity.ID, policy: FetchPolicy) -> StoreSnapshots<Entity?> {
    let remote = self.remote
    let cache = self.cache
    return StoreSnapshots(
      policy: policy,
      cached: { try await cache.cached(id: id).map { Optional($0) } },
      fetchRemote: { try await remote.fetch(id: id) },
      store: { entity in if let entity { try await cache.save(entity) } }
    )
  }

  /// The freshest collection `policy` delivers (for `cacheThenNetwork`, the remote's).
  public func fetchAll(policy: FetchPolicy) async throws -> [Entity] {
    try await Self.last(of: snapshotsOfAll(policy: policy)) ?? []
  }

  /// The freshest entity with `id` that `policy` delivers.
  public func fetch(id: Entity.ID, policy: FetchPolicy) async throws -> Entity? {
    try await Self.last(of: snapshots(id: id, policy: policy)) ?? nil
  }

  /// The collection read with ``defaultPolicy``.
  public func fetchAll() async throws -> [Entity] {
    try await fetchAll(policy: defaultPolicy)
  }

  /// The entity with `id` read with ``defaultPolicy``.
  public func fetch(id: Entity.ID) async throws -> Entity? {
    try await fetch(id: id, policy: defaultPolicy)
  }

  private static func last<Value>(of snapshots: StoreSnapshots<Value>) async throws -> Value? {
    var last: Value?
    for try await snapshot in snapshots { last = snapshot.value }
    return last
  }
}
