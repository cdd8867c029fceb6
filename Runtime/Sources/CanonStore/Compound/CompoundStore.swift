import Logging

/// The one store upper layers see (G0): it fronts a remote store and a local cache and applies
/// an explicit ``FetchPolicy`` to every read. Whatever the remote returns is written to the cache.
///
/// ```swift
/// let bananas = CompoundStore(remote: BananaAPI(), cache: SQLiteCache<Banana>(database: db))
/// for try await snapshot in bananas.snapshotsOfAll(policy: .cacheThenNetwork) {
///     render(snapshot.value)   // cached bananas first, then fresh ones
/// }
/// ```
///
/// The remote is the source of truth and the cache is best effort: a cache that cannot be read
/// is a miss, and a failed cache write after a successful remote call is logged (`warning`,
/// through `logger`) but never fails the call.
public struct CompoundStore<Remote: EntityStore, Cache: EntityCache>: EntityStore
where Cache.Entity == Remote.Entity {
  /// The entity both stores provide.
  public typealias Entity = Remote.Entity

  // Internal rather than private: the write side lives in its own file.
  let remote: Remote
  let cache: Cache
  let logger: Logger

  /// The policy of ``fetchAll()`` and ``fetch(id:)``, the plain ``EntityStore`` reads.
  public let defaultPolicy: FetchPolicy

  /// Fronts `remote` with `cache`.
  public init(
    remote: Remote, cache: Cache, defaultPolicy: FetchPolicy = .networkFirst,
    logger: Logger = Logger(label: "canon.store")
  ) {
    self.remote = remote
    self.cache = cache
    self.defaultPolicy = defaultPolicy
    self.logger = logger
  }

  /// The collection as `policy` delivers it: one snapshot, or two for ``FetchPolicy/cacheThenNetwork``.
  ///
  /// The sequence throws the remote's error when no snapshot can stand in for it (nothing
  /// cached, or `cacheThenNetwork` after the cached snapshot). Steps run as the consumer
  /// iterates, in its task.
  public func snapshotsOfAll(policy: FetchPolicy) -> StoreSnapshots<[Entity]> {
    let remote = self.remote
    return collectionSnapshots(.all, policy: policy) { try await remote.fetchAll() }
  }

  /// The entity with `id` as `policy` delivers it; a `nil` value means the remote has none (and
  /// the cached copy, if any, is removed).
  ///
  /// An entity read on its own is cached for later single reads but never joins a collection.
  public func snapshots(id: Entity.ID, policy: FetchPolicy) -> StoreSnapshots<Entity?> {
    let remote = self.remote
    let cache = self.cache
    return StoreSnapshots(
      policy: policy,
      cached: { since in try await cache.cached(id: id, syncedSince: since).map { Optional($0) } },
      fetchRemote: { try await remote.fetch(id: id) },
      store: { entity in
        if let entity {
          try await cache.update(entity)
        } else {
          try await cache.remove(id: id)
        }
      },
      reportCacheFailure: reporter()
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

  func collectionSnapshots(
    _ collection: CollectionKey, policy: FetchPolicy,
    fetchRemote: @escaping @Sendable () async throws -> [Entity]
  ) -> StoreSnapshots<[Entity]> {
    let cache = self.cache
    return StoreSnapshots(
      policy: policy,
      cached: { since in try await cache.cachedAll(in: collection, syncedSince: since) },
      fetchRemote: fetchRemote,
      store: { try await cache.replaceAll(with: $0, in: collection) },
      reportCacheFailure: reporter()
    )
  }

  func reporter() -> @Sendable (String, any Error) -> Void {
    let logger = self.logger
    let store = Entity.storeName
    return { message, error in
      logger.warning("\(message)", metadata: ["store": "\(store)", "error": "\(error)"])
    }
  }

  static func last<Value>(of snapshots: StoreSnapshots<Value>) async throws -> Value? {
    var last: Value?
    for try await snapshot in snapshots { last = snapshot.value }
    return last
  }
}

extension CompoundStore: QueryableEntityStore where Remote: QueryableEntityStore {
  /// The remote's query parameters.
  public typealias Query = Remote.Query

  /// The entities matching `query` as `policy` delivers them; each query's result is cached as a
  /// collection of its own (G0's "bananas for this monkey").
  public func snapshotsOfAll(matching query: Query, policy: FetchPolicy) throws
    -> StoreSnapshots<[Entity]>
  {
    let remote = self.remote
    return collectionSnapshots(try CollectionKey(query: query), policy: policy) {
      try await remote.fetchAll(matching: query)
    }
  }

  /// The freshest result of `query` that `policy` delivers.
  public func fetchAll(matching query: Query, policy: FetchPolicy) async throws -> [Entity] {
    try await Self.last(of: snapshotsOfAll(matching: query, policy: policy)) ?? []
  }

  /// The result of `query` read with ``defaultPolicy``.
  public func fetchAll(matching query: Query) async throws -> [Entity] {
    try await fetchAll(matching: query, policy: defaultPolicy)
  }
}
