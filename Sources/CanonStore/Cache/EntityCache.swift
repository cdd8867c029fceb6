/// Local storage for one kind of entity, as a ``CompoundStore`` uses it.
///
/// It tells "never synchronised" (`nil`) apart from "synchronised, and empty" (`[]`), so
/// that an empty remote collection is a valid cache hit.
public protocol EntityCache<Entity>: Sendable {
  /// The entity this cache keeps.
  associatedtype Entity: StoreEntity

  /// The cached collection in its remote order, or `nil` if it was never stored.
  func cachedAll() async throws -> [Entity]?

  /// The cached entity with `id`, or `nil`.
  func cached(id: Entity.ID) async throws -> Entity?

  /// Replaces the whole cached collection with `entities` and marks it synchronised.
  func replaceAll(with entities: [Entity]) async throws

  /// Inserts or updates one entity, keeping the position it already had.
  func save(_ entity: Entity) async throws

  /// Removes the entity with `id`, if cached.
  func remove(id: Entity.ID) async throws
}
