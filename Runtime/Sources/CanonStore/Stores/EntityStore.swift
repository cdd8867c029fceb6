/// A source of one kind of entity (G0's Store), typed by that entity: an API client, a cache,
/// or a ``CompoundStore`` fronting both. Upper layers depend on this protocol only.
public protocol EntityStore<Entity>: Sendable {
  /// The entity this store provides.
  associatedtype Entity: StoreEntity

  /// Every entity of the collection, in the store's order.
  func fetchAll() async throws -> [Entity]

  /// The entity with `id`, or `nil` if the store has none.
  func fetch(id: Entity.ID) async throws -> Entity?
}
