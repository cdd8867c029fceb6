import CanonStore
import CanonStoreSQLite
import Testing

/// What upper layers know of a banana, as an app declares it.
protocol BananaType: Sendable {
  var id: Int { get }
  var name: String { get }
}

extension Banana: BananaType {}

extension Banana: ExposedEntity {
  var exposed: any BananaType { self }
  init(exposed banana: any BananaType) { self.init(id: banana.id, name: banana.name) }
}

/// The store view models hold, as an app declares it.
protocol BananaStoreType: MutableExposedEntityStore where Exposed == any BananaType, ID == Int {}
extension ExposingStore: BananaStoreType where Base: MutableEntityStore, Base.Entity == Banana {}

/// A banana an upper layer made (a stub, an edit) without knowing the struct.
private struct EditedBanana: BananaType {
  let id: Int
  let name: String
}

/// A remote that keeps what it is given.
private actor BananaShelf: MutableEntityStore {
  private(set) var bananas: [Banana]
  init(_ bananas: [Banana]) { self.bananas = bananas }
  func fetchAll() async throws -> [Banana] { bananas }
  func fetch(id: Int) async throws -> Banana? { bananas.first { $0.id == id } }
  func save(_ entity: Banana) async throws -> Banana {
    bananas.removeAll { $0.id == entity.id }
    bananas.append(entity)
    return entity
  }
  func delete(id: Int) async throws { bananas.removeAll { $0.id == id } }
}

struct ExposedEntityTests {
  @Test func aCompoundStoreHandsItsEntitiesOutThroughTheirProtocol() async throws {
    let cache = SQLiteCache<Banana>(database: try CacheDatabase())
    let bananas = CompoundStore(remote: RemoteStub(bananas: fresh), cache: cache).exposed

    let all: [any BananaType] = try await bananas.fetchAll()
    let one: (any BananaType)? = try await bananas.fetch(id: 2)

    #expect(all.map(\.name) == ["Cavendish", "Plantain"])
    #expect(one?.name == "Plantain")
    #expect(try await cache.cachedAll() == fresh, "the model still caches the structs")
  }

  @Test func savingAProtocolValueStoresTheEntityItDescribes() async throws {
    let shelf = BananaShelf(stale)
    let store: any BananaStoreType = shelf.exposed

    let saved = try await store.save(EditedBanana(id: 3, name: "Red"))
    try await store.delete(id: 9)

    #expect(saved.id == 3 && saved.name == "Red")
    #expect(await shelf.bananas == [Banana(id: 3, name: "Red")])
    #expect(try await store.fetchAll().map(\.id) == [3])
  }
}
