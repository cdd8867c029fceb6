/// A store whose entities can also be changed (G0: upper layers fetch, update or delete).
public protocol MutableEntityStore<Entity>: EntityStore {
  /// Creates or updates `entity`; returns the stored version (a remote may fill fields in).
  func save(_ entity: Entity) async throws -> Entity

  /// Deletes the entity with `id`.
  func delete(id: Entity.ID) async throws
}
