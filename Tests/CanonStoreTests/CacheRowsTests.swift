import CanonStore
import CanonStoreSQLite
import CanonTesting
import Foundation
import Testing

/// Two entity types with the same name, as two modules would declare them.
private enum Catalog {
  struct Item: StoreEntity, Equatable {
    let id: Int
    let title: String
  }
}
private enum Cart {
  struct Item: StoreEntity, Equatable {
    let id: Int
    let quantity: Int
  }
}

/// `Banana` after an app update that changed what its fields mean.
private struct BananaV2: StoreEntity, Equatable {
  static var storeName: String { Banana.storeName }
  static var schemaVersion: Int { 2 }
  let id: Int
  let name: String
}

private struct MonkeyQuery: Codable, Hashable, Sendable {
  let monkey: String
}

/// A remote that answers queries: which bananas a monkey may eat.
private struct MonkeyRemote: QueryableEntityStore {
  let calls = CallRecorder<String>()
  func fetchAll() async throws -> [Banana] { fresh + stale }
  func fetch(id: Int) async throws -> Banana? { nil }
  func fetchAll(matching query: MonkeyQuery) async throws -> [Banana] {
    calls.record(query.monkey)
    return query.monkey == "Koko" ? [fresh[0]] : stale
  }
}

struct CacheRowsTests {
  @Test func storeNamesAreQualifiedSoSameNamedTypesDoNotShareRows() async throws {
    let database = try CacheDatabase()
    let catalog = SQLiteCache<Catalog.Item>(database: database)
    let cart = SQLiteCache<Cart.Item>(database: database)

    try await catalog.replaceAll(with: [Catalog.Item(id: 1, title: "Cavendish")])
    try await cart.replaceAll(with: [Cart.Item(id: 1, quantity: 3)])

    #expect(Catalog.Item.storeName != Cart.Item.storeName)
    #expect(Banana.storeName == "CanonStoreTests.Banana")
    #expect(try await catalog.cachedAll() == [Catalog.Item(id: 1, title: "Cavendish")])
    #expect(try await cart.cached(id: 1) == Cart.Item(id: 1, quantity: 3))
  }

  @Test func privateTypeNamesAreStableAcrossBuilds() {
    #expect(!Catalog.Item.storeName.contains("unknown context"), "\(Catalog.Item.storeName)")
    #expect(Catalog.Item.storeName.hasSuffix("Catalog.Item"))
  }

  @Test func aSchemaVersionBumpDropsTheTypesRows() async throws {
    let database = try CacheDatabase()
    try await SQLiteCache<Banana>(database: database).replaceAll(with: fresh)
    let bumped = SQLiteCache<BananaV2>(database: database)

    #expect(try await bumped.cachedAll() == nil)
    #expect(try await bumped.cached(id: 1) == nil)
    try await bumped.update(BananaV2(id: 7, name: "Red"))
    #expect(try await SQLiteCache<Banana>(database: database).cached(id: 1) == nil)
  }

  @Test func aSingleEntityFetchDoesNotAddItToTheCachedCollection() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)
    let remote = RemoteStub(bananas: fresh)

    _ = try await CompoundStore(remote: remote, cache: cache).fetch(id: 2, policy: .networkFirst)

    #expect(try await cache.cachedAll() == stale)
    #expect(try await cache.cached(id: 2) == fresh[1])
  }

  @Test func aRemoteNilRemovesTheCachedEntity() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)

    let banana = try await CompoundStore(remote: RemoteStub(bananas: fresh), cache: cache)
      .fetch(id: 9, policy: .networkFirst)

    #expect(banana == nil)
    #expect(try await cache.cached(id: 9) == nil)
    #expect(try await cache.cachedAll() == [])
  }

  @Test func cacheFirstWithAMaxAgeRefetchesDataOlderThanThat() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)
    try await Task.sleep(for: .milliseconds(50))
    let remote = RemoteStub(bananas: fresh)
    let store = CompoundStore(remote: remote, cache: cache)

    // An hour: a loaded CI machine once took over a minute to get here from the write.
    let young = try await store.fetchAll(policy: .cacheFirst(maxAge: .seconds(3600)))
    let old = try await store.fetchAll(policy: .cacheFirst(maxAge: .milliseconds(10)))
    let single = try await store.fetch(id: 1, policy: .cacheFirst(maxAge: .seconds(3600)))

    #expect(young == stale)
    #expect(old == fresh)
    #expect(single == fresh[0])
    expectCalls(remote.calls, .exactly([.fetchAll]))
  }

  @Test func queryResultsAreCachedApartPerQuery() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let remote = MonkeyRemote()
    let store = CompoundStore(remote: remote, cache: cache)

    let koko = try await store.fetchAll(matching: MonkeyQuery(monkey: "Koko"), policy: .cacheFirst)
    let bubbles = try await store.fetchAll(matching: MonkeyQuery(monkey: "Bubbles"), policy: .cacheFirst)
    let kokoAgain = try await store.fetchAll(matching: MonkeyQuery(monkey: "Koko"), policy: .cacheFirst)

    #expect(koko == [fresh[0]])
    #expect(bubbles == stale)
    #expect(kokoAgain == [fresh[0]])
    expectCalls(remote.calls, .exactly(["Koko", "Bubbles"]))
    #expect(try await cache.cachedAll() == nil, "queries do not fill the whole collection")
  }

  @Test func observingTheCacheDeliversTheCurrentCollectionThenEachChange() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    var values = cache.observeAll().makeAsyncIterator()

    #expect(try await values.next() == .some(nil))
    try await cache.replaceAll(with: stale)
    #expect(try await values.next() == stale)
    try await cache.save(Banana(id: 3, name: "Red"))
    #expect(try await values.next() == stale + [Banana(id: 3, name: "Red")])
  }
}
