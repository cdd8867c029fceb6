extension CompoundStore: MutableEntityStore where Remote: MutableEntityStore {
  /// Saves through the remote, then caches what the remote returned.
  ///
  /// The remote is the source of truth: if it fails, the cache is left untouched and the error
  /// thrown. Once it succeeded the call succeeds: a failed cache write is logged, and the stale
  /// cached copy is removed if possible (a caller told "failed" would retry and duplicate).
  public func save(_ entity: Entity) async throws -> Entity {
    let saved = try await remote.save(entity)
    do {
      try await cache.save(saved)
    } catch {
      reporter()("cache write after a remote save failed; the save succeeded", error)
      try? await cache.remove(id: saved.id)
    }
    return saved
  }

  /// Deletes through the remote, then removes the entity from the cache (best effort, as ``save(_:)``).
  public func delete(id: Entity.ID) async throws {
    try await remote.delete(id: id)
    do {
      try await cache.remove(id: id)
    } catch {
      reporter()("cache removal after a remote delete failed; the delete succeeded", error)
    }
  }
}
