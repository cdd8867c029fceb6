import Foundation

/// Local storage for one kind of entity, as a ``CompoundStore`` uses it.
///
/// It tells "never synchronised" (`nil`) apart from "synchronised, and empty" (`[]`), so
/// that an empty remote collection is a valid cache hit. A cache that cannot read what it holds
/// (a payload that no longer decodes) answers as if it had nothing: a miss, never an error that
/// would keep the app from reaching the remote.
///
/// `SQLiteCache` (the CanonStoreSQLite product, through GRDB) keeps entities across launches;
/// an app that links only CanonStore brings no database with it.
public protocol EntityCache<Entity>: Sendable {
  /// The entity this cache keeps.
  associatedtype Entity: StoreEntity

  /// The cached `collection` in its remote order, or `nil` if it was never stored, was stored
  /// before `syncedSince`, or cannot be read.
  func cachedAll(in collection: CollectionKey, syncedSince: Date?) async throws -> [Entity]?

  /// The cached entity with `id`, or `nil` if there is none, it was stored before `syncedSince`,
  /// or it cannot be read.
  func cached(id: Entity.ID, syncedSince: Date?) async throws -> Entity?

  /// Replaces the cached `collection` with `entities` and marks it synchronised now.
  func replaceAll(with entities: [Entity], in collection: CollectionKey) async throws

  /// Inserts or updates one entity the app created or changed: it keeps its place in the
  /// collections it is in, and a new one is added at the end of the whole collection.
  func save(_ entity: Entity) async throws

  /// Updates the cached copy of an entity fetched on its own; it is never added to a collection.
  func update(_ entity: Entity) async throws

  /// Removes the entity with `id` from the cache and from every collection.
  func remove(id: Entity.ID) async throws
}

extension EntityCache {
  /// The whole cached collection, however old; see ``cachedAll(in:syncedSince:)``.
  public func cachedAll() async throws -> [Entity]? {
    try await cachedAll(in: .all, syncedSince: nil)
  }

  /// The cached entity with `id`, however old; see ``cached(id:syncedSince:)``.
  public func cached(id: Entity.ID) async throws -> Entity? {
    try await cached(id: id, syncedSince: nil)
  }

  /// Replaces the whole collection; see ``replaceAll(with:in:)``.
  public func replaceAll(with entities: [Entity]) async throws {
    try await replaceAll(with: entities, in: .all)
  }
}
