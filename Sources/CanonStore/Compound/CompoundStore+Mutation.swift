extension CompoundStore: MutableEntityStore where Remote: MutableEntityStore {
  /// Saves through the remote, then caches what the remote returned.
  ///
  /// The remote is the source of truth: if it fails, the cache is left untouched.
  public func save(_ entity: Entity) async throws -> Entity {
    let saved = try await remote.save(entity)
    try await cache.save(saved)
    return saved
  }

  /// Deletes through the remote, then removes the entity from the cache.
  public func delete(id: Entity.ID) async throws {
    try await remote.delete(id: id)
    try await cache.remove(id: id)
  }
}
