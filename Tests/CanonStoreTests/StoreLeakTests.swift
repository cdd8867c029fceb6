import CanonStore
import CanonStoreSQLite
import CanonTesting
import Testing

struct StoreLeakTests {
  /// The consumer still holds the finished iterator; only the sequence dropping its steps can
  /// release the stores (the database is otherwise referenced by nothing).
  @Test func aFinishedIteratorReleasesTheStoresItRead() async throws {
    var database: CacheDatabase? = try CacheDatabase()
    let probe = LeakProbe(database!)
    var iterator = CompoundStore(
      remote: RemoteStub(bananas: fresh), cache: SQLiteCache<Banana>(database: database!)
    ).snapshotsOfAll(policy: .cacheThenNetwork).makeAsyncIterator()
    database = nil

    #expect(try await iterator.next()?.source == .remote)
    #expect(try await iterator.next() == nil)

    #expect(probe.isReleased)
  }

  /// Same when the consumer stops after the cached snapshot and the read fails.
  @Test func anIteratorThatThrewReleasesTheStores() async throws {
    var database: CacheDatabase? = try CacheDatabase()
    let probe = LeakProbe(database!)
    var iterator = CompoundStore(
      remote: RemoteStub.failing(), cache: SQLiteCache<Banana>(database: database!)
    ).snapshotsOfAll(policy: .networkFirst).makeAsyncIterator()
    database = nil

    await #expect(throws: Offline.self) { try await iterator.next() }

    #expect(probe.isReleased)
  }
}
