import CanonStore
import CanonTesting
import XCTest

final class StoreLeakTests: XCTestCase {
  func testTheDatabaseIsReleasedOnceStoresAndSequencesAreDone() async throws {
    let database = try CacheDatabase()
    trackForLeaks(database)
    let bananas = CompoundStore(
      remote: RemoteStub(bananas: fresh), cache: SQLiteCache<Banana>(database: database))

    let snapshots = await collect(bananas.snapshotsOfAll(policy: .cacheThenNetwork))

    XCTAssertEqual(snapshots.snapshots.map(\.source), [.remote])
  }
}
