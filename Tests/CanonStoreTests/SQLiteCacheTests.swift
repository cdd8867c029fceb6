import CanonStore
import CanonStoreSQLite
import Foundation
import Testing

struct SQLiteCacheTests {
  @Test func survivesClosingAndReopeningTheFile() async throws {
    let file = TemporaryDatabaseFile()
    defer { file.remove() }
    do {
      let cache = SQLiteCache<Banana>(database: try CacheDatabase(path: file.path))
      try await cache.replaceAll(with: fresh)
    }

    let reopened = SQLiteCache<Banana>(database: try CacheDatabase(path: file.path))

    #expect(try await reopened.cachedAll() == fresh)
    #expect(try await reopened.cached(id: 2) == fresh[1])
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test func tellsNeverStoredFromStoredEmpty() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    #expect(try await cache.cachedAll() == nil)

    try await cache.replaceAll(with: [])

    #expect(try await cache.cachedAll() == [])
  }

  @Test func replaceAllDropsEntitiesNoLongerInTheCollection() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)

    try await cache.replaceAll(with: fresh)

    #expect(try await cache.cachedAll() == fresh)
    #expect(try await cache.cached(id: 9) == nil)
  }

  @Test func replacingACollectionKeepsEntitiesCachedOnTheirOwn() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let alone = Banana(id: 7, name: "Lady Finger")
    try await cache.update(alone)
    try await cache.replaceAll(with: stale)

    try await cache.replaceAll(with: fresh)
    try await cache.replaceAll(with: [fresh[0]], in: try CollectionKey(query: "ripe"))

    #expect(try await cache.cached(id: 7) == alone, "fetched on its own, it is in no collection")
    #expect(try await cache.cachedAll() == fresh, "the collection does not gain it")
    #expect(try await cache.cached(id: 9) == nil, "dropped from the only collection listing it")
  }

  @Test func anEntityListedByACollectionAndCachedOnItsOwnOutlivesTheCollection() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: fresh)
    try await cache.update(Banana(id: 2, name: "Plantain (ripe)"))

    try await cache.replaceAll(with: [])

    #expect(try await cache.cached(id: 2) == Banana(id: 2, name: "Plantain (ripe)"))
    #expect(try await cache.cached(id: 1) == nil)
    #expect(try await cache.cachedAll() == [])
  }

  @Test func replacingAQueryDropsTheEntitiesNoCollectionListsAnyMore() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let ripe = try CollectionKey(query: "ripe")
    try await cache.replaceAll(with: fresh)
    try await cache.replaceAll(with: stale, in: ripe)

    try await cache.replaceAll(with: [fresh[1]], in: ripe)

    #expect(try await cache.cached(id: 9) == nil)
    #expect(try await cache.cached(id: 2) == fresh[1])
    #expect(try await cache.cachedAll() == fresh)
  }

  @Test func saveUpdatesInPlaceAndAppendsNewEntities() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: fresh)

    try await cache.save(Banana(id: 1, name: "Cavendish (ripe)"))
    try await cache.save(Banana(id: 3, name: "Red"))

    #expect(try await cache.cachedAll()?.map(\.name) == ["Cavendish (ripe)", "Plantain", "Red"])
  }

  @Test func keepsEntityTypesApartInOneDatabase() async throws {
    struct Monkey: StoreEntity, Equatable {
      let id: String
      let name: String
    }
    let database = try CacheDatabase()
    let bananas = SQLiteCache<Banana>(database: database)
    let monkeys = SQLiteCache<Monkey>(database: database)

    try await bananas.replaceAll(with: fresh)
    try await monkeys.replaceAll(with: [Monkey(id: "1", name: "Koko")])

    #expect(try await bananas.cachedAll() == fresh)
    #expect(try await monkeys.cached(id: "1")?.name == "Koko")
    #expect(Monkey.storeName.hasPrefix("CanonStoreTests.") && Monkey.storeName.hasSuffix(".Monkey"))
  }
}
