import CanonStore
import CanonStoreSQLite
import Testing

/// An in-memory remote that assigns names on save, like a server filling fields in.
private actor BananaServer: MutableEntityStore {
  private var bananas: [Int: Banana] = [:]
  private let isOnline: Bool

  init(isOnline: Bool = true) { self.isOnline = isOnline }

  func fetchAll() async throws -> [Banana] { bananas.values.sorted { $0.id < $1.id } }
  func fetch(id: Int) async throws -> Banana? { bananas[id] }

  func save(_ entity: Banana) async throws -> Banana {
    guard isOnline else { throw Offline() }
    let saved = Banana(id: entity.id, name: entity.name.capitalized)
    bananas[entity.id] = saved
    return saved
  }

  func delete(id: Int) async throws {
    guard isOnline else { throw Offline() }
    bananas[id] = nil
  }
}

struct MutationTests {
  @Test func saveGoesThroughTheRemoteAndCachesWhatItReturned() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let store = CompoundStore(remote: BananaServer(), cache: cache)

    let saved = try await store.save(Banana(id: 4, name: "red"))

    #expect(saved == Banana(id: 4, name: "Red"))
    #expect(try await cache.cached(id: 4) == saved)
  }

  @Test func deleteRemovesFromTheRemoteAndTheCache() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let store = CompoundStore(remote: BananaServer(), cache: cache)
    _ = try await store.save(Banana(id: 4, name: "red"))

    try await store.delete(id: 4)

    #expect(try await cache.cached(id: 4) == nil)
    #expect(try await store.fetch(id: 4, policy: .networkFirst) == nil)
  }

  @Test func aFailingRemoteLeavesTheCacheUntouched() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    try await cache.replaceAll(with: stale)
    let store = CompoundStore(remote: BananaServer(isOnline: false), cache: cache)

    await #expect(throws: Offline.self) { try await store.save(Banana(id: 4, name: "red")) }
    await #expect(throws: Offline.self) { try await store.delete(id: 9) }

    #expect(try await cache.cachedAll() == stale)
  }
}
