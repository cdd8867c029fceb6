import CanonStore
import CanonStoreSQLite
import CanonTesting
import Foundation
import Testing

/// The shape `Banana` had in the previous app version: same store name, another payload.
private struct OldBanana: StoreEntity {
  static var storeName: String { Banana.storeName }
  let id: Int
  let weight: Double
}

/// A cache whose writes fail (a full disk, a read-only file), reads go to a real cache.
private struct FailingWritesCache: EntityCache {
  let base: SQLiteCache<Banana>
  struct DiskFull: Error {}
  func cachedAll(in collection: CollectionKey, syncedSince: Date?) async throws -> [Banana]? {
    try await base.cachedAll(in: collection, syncedSince: syncedSince)
  }
  func cached(id: Int, syncedSince: Date?) async throws -> Banana? {
    try await base.cached(id: id, syncedSince: syncedSince)
  }
  func replaceAll(with entities: [Banana], in collection: CollectionKey) async throws {
    throw DiskFull()
  }
  func save(_ entity: Banana) async throws { throw DiskFull() }
  func update(_ entity: Banana) async throws { throw DiskFull() }
  func remove(id: Int) async throws { throw DiskFull() }
}

/// A cache whose reads fail outright (an I/O error).
private struct UnreadableCache: EntityCache {
  struct IOError: Error {}
  func cachedAll(in collection: CollectionKey, syncedSince: Date?) async throws -> [Banana]? {
    throw IOError()
  }
  func cached(id: Int, syncedSince: Date?) async throws -> Banana? { throw IOError() }
  func replaceAll(with entities: [Banana], in collection: CollectionKey) async throws {}
  func save(_ entity: Banana) async throws {}
  func update(_ entity: Banana) async throws {}
  func remove(id: Int) async throws {}
}

/// A remote that was cancelled mid-request.
private struct CancelledRemote: EntityStore {
  func fetchAll() async throws -> [Banana] { throw CancellationError() }
  func fetch(id: Int) async throws -> Banana? { throw CancellationError() }
}

/// A remote whose saves and deletes succeed.
private struct AcceptingServer: MutableEntityStore {
  func fetchAll() async throws -> [Banana] { fresh }
  func fetch(id: Int) async throws -> Banana? { nil }
  func save(_ entity: Banana) async throws -> Banana { entity }
  func delete(id: Int) async throws {}
}

struct CacheHealingTests {
  @Test(arguments: [FetchPolicy.cacheFirst, .cacheThenNetwork])
  func rowsThatNoLongerDecodeAreMissesRewrittenFromTheRemote(policy: FetchPolicy) async throws {
    let database = try CacheDatabase()
    try await SQLiteCache<OldBanana>(database: database).replaceAll(
      with: [OldBanana(id: 1, weight: 0.2)])
    let cache = SQLiteCache<Banana>(database: database)
    let remote = RemoteStub(bananas: fresh)

    let result = await collect(CompoundStore(remote: remote, cache: cache).snapshotsOfAll(policy: policy))

    #expect(result.error == nil)
    #expect(result.snapshots == [StoreSnapshot(value: fresh, source: .remote)])
    #expect(try await cache.cachedAll() == fresh)
  }

  @Test func anEntityThatNoLongerDecodesIsAMissPurgedFromTheCache() async throws {
    let database = try CacheDatabase()
    try await SQLiteCache<OldBanana>(database: database).replaceAll(
      with: [OldBanana(id: 1, weight: 0.2)])
    let cache = SQLiteCache<Banana>(database: database)

    #expect(try await cache.cached(id: 1) == nil)
    #expect(try await cache.cachedAll() == nil, "the collection listing it is a miss too")
    let bananas = try await CompoundStore(remote: RemoteStub(bananas: fresh), cache: cache)
      .fetch(id: 1, policy: .cacheFirst)
    #expect(bananas == fresh[0])
  }

  @Test func aCacheThatCannotBeReadDoesNotBlockTheRemote() async throws {
    for policy in FetchPolicy.allCases {
      let store = CompoundStore(remote: RemoteStub(bananas: fresh), cache: UnreadableCache())
      #expect(try await store.fetchAll(policy: policy) == fresh, "\(policy)")
    }
  }

  @Test func networkFirstReturnsTheFreshValueWhenCachingItFails() async throws {
    let logs = LogRecorder()
    let cache = FailingWritesCache(base: SQLiteCache(database: try CacheDatabase()))
    let store = CompoundStore(
      remote: RemoteStub(bananas: fresh), cache: cache, logger: logs.logger())

    let result = await collect(store.snapshotsOfAll(policy: .networkFirst))

    #expect(result.error == nil)
    #expect(result.snapshots == [StoreSnapshot(value: fresh, source: .remote)])
    #expect(logs.entries.contains { $0.level == .warning && $0.metadata["error"] == "DiskFull()" })
  }

  @Test func saveAndDeleteThatSucceededRemotelyDoNotFailBecauseTheCacheDid() async throws {
    let cache = FailingWritesCache(base: SQLiteCache(database: try CacheDatabase()))
    let store = CompoundStore(remote: AcceptingServer(), cache: cache)

    let saved = try await store.save(Banana(id: 3, name: "Red"))
    try await store.delete(id: 3)

    #expect(saved == Banana(id: 3, name: "Red"))
  }

  @Test func networkFirstStopsOnCancellationInsteadOfReturningCachedData() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)

    let result = await collect(
      CompoundStore(remote: CancelledRemote(), cache: cache).snapshotsOfAll(policy: .networkFirst))

    #expect(result.snapshots.isEmpty)
    #expect(result.error is CancellationError)
  }

  @Test func aCorruptDatabaseFileIsMovedAsideAndTheAppKeepsWorking() async throws {
    let file = TemporaryDatabaseFile()
    defer { file.remove() }
    var generator = SystemRandomNumberGenerator()
    let noise = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
    try noise.write(to: URL(fileURLWithPath: file.path))

    let database = try CacheDatabase(path: file.path)
    let cache = SQLiteCache<Banana>(database: database)
    let bananas = try await CompoundStore(remote: RemoteStub(bananas: fresh), cache: cache)
      .fetchAll(policy: .cacheFirst)

    #expect(bananas == fresh)
    #expect(try await cache.cachedAll() == fresh)
    let aside = try #require(database.movedAsidePath)
    defer { try? FileManager.default.removeItem(atPath: aside) }
    #expect(FileManager.default.contents(atPath: aside) == noise)
  }
}
