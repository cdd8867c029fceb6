import CanonStore
import CanonStoreSQLite
import Foundation
import Testing

// The README's CanonStore example, compiled as written; ReadmeExamplesTests checks the text matches.

private struct BananaQuery: Codable, Hashable, Sendable {
  let monkey: String
}

private struct BananaAPI: QueryableEntityStore {
  func fetchAll() async throws -> [Banana] { fresh }
  func fetch(id: Int) async throws -> Banana? { fresh.first { $0.id == id } }
  func fetchAll(matching query: BananaQuery) async throws -> [Banana] { [fresh[0]] }
}

private final class Screen: @unchecked Sendable {
  var rendered: [[Banana]] = []
  func render(_ bananas: [Banana]) { rendered.append(bananas) }
}

struct ReadmeStoreExampleTests {
  @Test func theReadmeExampleRuns() async throws {
    let file = TemporaryDatabaseFile()
    defer { file.remove() }
    let cacheURL = URL(fileURLWithPath: file.path)
    let screen = Screen()
    func render(_ bananas: [Banana]) { screen.render(bananas) }

    let database = try CacheDatabase(path: cacheURL.path)
    let bananas = CompoundStore(remote: BananaAPI(), cache: SQLiteCache<Banana>(database: database))
    for try await snapshot in bananas.snapshotsOfAll(policy: .cacheThenNetwork) {
      render(snapshot.value)   // the cached value first, then the fresh one
    }
    let recent = try await bananas.fetchAll(policy: .cacheFirst(maxAge: .seconds(300)))
    let forKoko = try await bananas.fetchAll(matching: BananaQuery(monkey: "Koko"), policy: .networkFirst)

    #expect(screen.rendered == [fresh])
    #expect(recent == fresh)
    #expect(forKoko == [fresh[0]])
  }
}
