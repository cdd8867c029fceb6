import CanonStore
import CanonStoreSQLite
import CanonTesting
import Foundation
import Testing

struct CompoundStoreTests {
  private func store(_ remote: RemoteStub, _ cache: SQLiteCache<Banana>) -> CompoundStore<
    RemoteStub, SQLiteCache<Banana>
  > {
    CompoundStore(remote: remote, cache: cache)
  }

  @Test func cacheFirstFetchesTheRemoteOnceThenServesTheCache() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let remote = RemoteStub(bananas: fresh)

    let first = await collect(store(remote, cache).snapshotsOfAll(policy: .cacheFirst))
    let second = await collect(store(remote, cache).snapshotsOfAll(policy: .cacheFirst))

    #expect(first.snapshots == [StoreSnapshot(value: fresh, source: .remote)])
    #expect(second.snapshots == [StoreSnapshot(value: fresh, source: .cache)])
    expectCalls(remote.calls, .exactly([.fetchAll]))
  }

  @Test func cacheFirstServesAReopenedCacheFileWithoutTheRemote() async throws {
    let file = TemporaryDatabaseFile()
    defer { file.remove() }
    _ = try await store(
      RemoteStub(bananas: fresh), SQLiteCache(database: try CacheDatabase(path: file.path))
    )
    .fetchAll(policy: .networkFirst)
    let offline = RemoteStub.failing()

    let bananas = try await store(
      offline, SQLiteCache(database: try CacheDatabase(path: file.path))
    )
    .fetchAll(policy: .cacheFirst)

    #expect(bananas == fresh)
    expectCalls(offline.calls, .nothing)
  }

  @Test func networkFirstPrefersTheRemoteAndCachesIt() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)

    let result = await collect(
      store(RemoteStub(bananas: fresh), cache).snapshotsOfAll(policy: .networkFirst))

    #expect(result.snapshots == [StoreSnapshot(value: fresh, source: .remote)])
    #expect(try await cache.cachedAll() == fresh)
  }

  @Test func networkFirstFallsBackToTheCacheWhenTheRemoteFails() async throws {
    let file = TemporaryDatabaseFile()
    defer { file.remove() }
    try await SQLiteCache<Banana>(database: try CacheDatabase(path: file.path)).replaceAll(
      with: stale)

    let result = await collect(
      store(.failing(), SQLiteCache(database: try CacheDatabase(path: file.path))).snapshotsOfAll(
        policy: .networkFirst)
    )

    #expect(result.snapshots == [StoreSnapshot(value: stale, source: .cache)])
    #expect(result.error == nil)
  }

  @Test func everyPolicyThrowsTheRemoteErrorWhenNothingIsCached() async throws {
    for policy in FetchPolicy.allCases {
      let cache = SQLiteCache<Banana>(database: try CacheDatabase())

      let result = await collect(store(.failing(), cache).snapshotsOfAll(policy: policy))

      #expect(result.snapshots.isEmpty, "\(policy)")
      #expect(result.error as? Offline == Offline(), "\(policy)")
    }
  }

  @Test func cacheThenNetworkDeliversTheCacheThenTheRemoteAndUpdatesTheCache() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)

    let result = await collect(
      store(RemoteStub(bananas: fresh), cache).snapshotsOfAll(policy: .cacheThenNetwork))

    #expect(
      result.snapshots == [
        StoreSnapshot(value: stale, source: .cache),
        StoreSnapshot(value: fresh, source: .remote),
      ])
    #expect(try await cache.cachedAll() == fresh)
  }

  @Test func cacheThenNetworkDeliversTheCacheThenTheRemoteError() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)

    let result = await collect(store(.failing(), cache).snapshotsOfAll(policy: .cacheThenNetwork))

    #expect(result.snapshots == [StoreSnapshot(value: stale, source: .cache)])
    #expect(result.error as? Offline == Offline())
    #expect(try await cache.cachedAll() == stale)
  }

  @Test func singleEntityReadsFollowThePoliciesToo() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let remote = RemoteStub(bananas: fresh)
    let bananas = store(remote, cache)

    #expect(try await bananas.fetch(id: 2, policy: .cacheFirst) == fresh[1])
    #expect(try await bananas.fetch(id: 2, policy: .cacheFirst) == fresh[1])
    #expect(try await bananas.fetch(id: 5, policy: .networkFirst) == nil)
    let offline = await collect(store(.failing(), cache).snapshots(id: 2, policy: .networkFirst))

    expectCalls(remote.calls, .exactly([.fetch(id: 2), .fetch(id: 5)]))
    #expect(offline.snapshots == [StoreSnapshot(value: fresh[1], source: .cache)])
  }

  @Test func eachIterationReadsAnew() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let remote = RemoteStub(bananas: fresh)
    let snapshots = store(remote, cache).snapshotsOfAll(policy: .cacheThenNetwork)

    let first = await collect(snapshots)
    let second = await collect(snapshots)

    #expect(first.snapshots.map(\.source) == [.remote])
    #expect(second.snapshots.map(\.source) == [.cache, .remote])
    expectCalls(remote.calls, .exactly([.fetchAll, .fetchAll]))
  }

  @Test func upperLayersSeeOnlyAnEntityStoreUsingTheDefaultPolicy() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)
    let bananas: any EntityStore<Banana> = CompoundStore(
      remote: RemoteStub.failing(), cache: cache, defaultPolicy: .cacheFirst)

    #expect(try await bananas.fetchAll() == stale)
    #expect(try await bananas.fetch(id: 9) == stale[0])
  }

  @Test func skipsTheRemoteFetchWhenTheConsumerStopsAfterTheCachedSnapshot() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)
    let remote = RemoteStub(bananas: fresh)

    for try await snapshot in store(remote, cache).snapshotsOfAll(policy: .cacheThenNetwork) {
      #expect(snapshot.source == .cache)
      break
    }

    expectCalls(remote.calls, .nothing)
    #expect(try await cache.cachedAll() == stale)
  }
}
