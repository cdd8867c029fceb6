import CanonStore
import Foundation
import GRDB

/// An ``EntityCache`` kept in a ``CacheDatabase``: survives relaunches, shared by entity types.
///
/// Rows are filed under `Entity.storeName` and `Entity.schemaVersion`: after a version bump the
/// old rows are never served and are dropped at the next write. A row that no longer decodes is
/// a miss; it is purged, with the sync marks of the collections that listed it, so the next
/// remote read rewrites it.
public struct SQLiteCache<Entity: StoreEntity>: EntityCache {
  private let database: CacheDatabase

  /// A cache of `Entity` values in `database`.
  public init(database: CacheDatabase) {
    self.database = database
  }

  /// The cached `collection` in its remote order, or `nil`; see ``EntityCache``.
  public func cachedAll(in collection: CollectionKey, syncedSince: Date?) async throws -> [Entity]?
  {
    let store = Entity.storeName
    let rows = try await database.queue.read { db in
      try Self.collectionRows(db, store: store, collection: collection, syncedSince: syncedSince)
    }
    guard let rows else { return nil }
    let decoded = rows.map { (id: $0.id, entity: try? Self.decode($0.payload)) }
    let unreadable = decoded.filter { $0.entity == nil }.map(\.id)
    guard unreadable.isEmpty else {
      try await purge(ids: unreadable)
      return nil
    }
    return decoded.compactMap(\.entity)
  }

  /// The cached entity with `id`, or `nil`; see ``EntityCache``.
  public func cached(id: Entity.ID, syncedSince: Date?) async throws -> Entity? {
    let store = Entity.storeName
    let version = Entity.schemaVersion
    let key = try Self.key(for: id)
    let payload = try await database.queue.read { db -> Data? in
      guard try Self.storedVersion(db, store: store) == version else { return nil }
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT payload, syncedAt FROM canonEntity WHERE store = ? AND id = ?",
          arguments: [store, key])
      else { return nil }
      if let syncedSince, (row["syncedAt"] as Double) < syncedSince.timeIntervalSince1970 {
        return nil
      }
      return row["payload"]
    }
    guard let payload else { return nil }
    guard let entity = try? Self.decode(payload) else {
      try await purge(ids: [key])
      return nil
    }
    return entity
  }

  /// Replaces the cached `collection` with `entities` and marks it synchronised now.
  ///
  /// Only the collection's membership changes: the entities it no longer lists are dropped
  /// unless another collection lists them or they were cached on their own (``update(_:)``).
  public func replaceAll(with entities: [Entity], in collection: CollectionKey) async throws {
    let store = Entity.storeName
    let version = Entity.schemaVersion
    let rows = try entities.map { (key: try Self.key(for: $0.id), payload: try Self.encode($0)) }
    let now = Date().timeIntervalSince1970
    try await database.queue.write { db in
      try Self.dropRowsOfOtherVersions(db, store: store, version: version)
      try db.execute(
        sql: "DELETE FROM canonMember WHERE store = ? AND collection = ?",
        arguments: [store, collection.rawValue])
      for (position, row) in rows.enumerated() {
        try Self.upsert(db, store: store, key: row.key, payload: row.payload, now: now)
        try db.execute(
          sql:
            "INSERT OR REPLACE INTO canonMember (store, collection, id, position) VALUES (?, ?, ?, ?)",
          arguments: [store, collection.rawValue, row.key, position])
      }
      try db.execute(
        sql: """
          DELETE FROM canonEntity WHERE store = ? AND NOT standalone
          AND id NOT IN (SELECT id FROM canonMember WHERE store = ?)
          """,
        arguments: [store, store])
      try db.execute(
        sql: "INSERT OR REPLACE INTO canonSync (store, collection, syncedAt) VALUES (?, ?, ?)",
        arguments: [store, collection.rawValue, now])
    }
  }

  /// Inserts or updates one entity; a new one goes at the end of the whole collection.
  public func save(_ entity: Entity) async throws {
    try await write(entity) { db, store, key in
      let all = CollectionKey.all.rawValue
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO canonMember (store, collection, id, position)
          VALUES (?, ?, ?, (SELECT COALESCE(MAX(position) + 1, 0) FROM canonMember
                            WHERE store = ? AND collection = ?))
          """,
        arguments: [store, all, key, store, all])
    }
  }

  /// Updates the cached copy of an entity fetched on its own, without adding it to a collection;
  /// it stays cached when the collections listing it are replaced without it.
  public func update(_ entity: Entity) async throws {
    try await write(entity) { db, store, key in
      try db.execute(
        sql: "UPDATE canonEntity SET standalone = 1 WHERE store = ? AND id = ?",
        arguments: [store, key])
    }
  }

  /// Writes one entity's row, dropping rows of other schema versions first, then runs `also`
  /// (with the store's name and the entity's key) in the same transaction.
  private func write(
    _ entity: Entity, also: @escaping @Sendable (Database, String, String) throws -> Void
  ) async throws {
    let store = Entity.storeName
    let version = Entity.schemaVersion
    let key = try Self.key(for: entity.id)
    let payload = try Self.encode(entity)
    let now = Date().timeIntervalSince1970
    try await database.queue.write { db in
      try Self.dropRowsOfOtherVersions(db, store: store, version: version)
      try Self.upsert(db, store: store, key: key, payload: payload, now: now)
      try also(db, store, key)
    }
  }

  /// Removes the entity with `id` from the cache and from every collection.
  public func remove(id: Entity.ID) async throws {
    let store = Entity.storeName
    let key = try Self.key(for: id)
    try await database.queue.write { db in
      try db.execute(
        sql: "DELETE FROM canonEntity WHERE store = ? AND id = ?", arguments: [store, key])
      try db.execute(
        sql: "DELETE FROM canonMember WHERE store = ? AND id = ?", arguments: [store, key])
    }
  }

  /// The cached `collection` now and after every change of it, as an async sequence (GRDB's
  /// `ValueObservation`): `nil` while it was never stored or cannot be read. It ends when the
  /// consuming task is cancelled.
  public func observeAll(in collection: CollectionKey = .all) -> AsyncValueObservation<[Entity]?> {
    let store = Entity.storeName
    return ValueObservation.tracking { db -> [Entity]? in
      guard
        let rows = try Self.collectionRows(
          db, store: store, collection: collection, syncedSince: nil)
      else { return nil }
      // A row that does not decode makes the collection a miss, as in `cachedAll`; reads
      // cannot purge it, the next `cachedAll` or remote write does.
      let entities = rows.compactMap { try? Self.decode($0.payload) }
      return entities.count == rows.count ? entities : nil
    }
    .values(in: database.queue)
  }

  // MARK: - SQL

  private static func collectionRows(
    _ db: Database, store: String, collection: CollectionKey, syncedSince: Date?
  ) throws -> [(id: String, payload: Data)]? {
    guard try storedVersion(db, store: store) == Entity.schemaVersion else { return nil }
    guard
      let syncedAt = try Double.fetchOne(
        db, sql: "SELECT syncedAt FROM canonSync WHERE store = ? AND collection = ?",
        arguments: [store, collection.rawValue])
    else { return nil }
    if let syncedSince, syncedAt < syncedSince.timeIntervalSince1970 { return nil }
    return try Row.fetchAll(
      db,
      sql: """
        SELECT e.id, e.payload FROM canonMember m
        JOIN canonEntity e ON e.store = m.store AND e.id = m.id
        WHERE m.store = ? AND m.collection = ? ORDER BY m.position
        """,
      arguments: [store, collection.rawValue]
    ).map { (id: $0["id"], payload: $0["payload"]) }
  }

  private static func storedVersion(_ db: Database, store: String) throws -> Int? {
    try Int.fetchOne(db, sql: "SELECT version FROM canonSchema WHERE store = ?", arguments: [store])
  }

  private static func dropRowsOfOtherVersions(_ db: Database, store: String, version: Int) throws {
    guard try storedVersion(db, store: store) != version else { return }
    for table in ["canonEntity", "canonMember", "canonSync"] {
      try db.execute(sql: "DELETE FROM \(table) WHERE store = ?", arguments: [store])
    }
    try db.execute(
      sql: "INSERT OR REPLACE INTO canonSchema (store, version) VALUES (?, ?)",
      arguments: [store, version])
  }

  private static func upsert(
    _ db: Database, store: String, key: String, payload: Data, now: Double
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO canonEntity (store, id, payload, syncedAt) VALUES (?, ?, ?, ?)
        ON CONFLICT (store, id) DO UPDATE SET payload = excluded.payload, syncedAt = excluded.syncedAt
        """,
      arguments: [store, key, payload, now])
  }

  /// Deletes unreadable rows and unmarks the collections that listed them, so they are misses
  /// until the remote rewrites them.
  private func purge(ids: [String]) async throws {
    let store = Entity.storeName
    try await database.queue.write { db in
      for id in ids {
        try db.execute(
          sql: """
            DELETE FROM canonSync WHERE store = ? AND collection IN
            (SELECT collection FROM canonMember WHERE store = ? AND id = ?)
            """,
          arguments: [store, store, id])
        try db.execute(
          sql: "DELETE FROM canonEntity WHERE store = ? AND id = ?", arguments: [store, id])
      }
    }
  }

  // Ids are stored as their JSON text so any Codable id (Int, String, UUID) keys a row.
  private static func key(for id: Entity.ID) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(id), as: UTF8.self)
  }

  private static func encode(_ entity: Entity) throws -> Data {
    try JSONEncoder().encode(entity)
  }

  private static func decode(_ payload: Data) throws -> Entity {
    try JSONDecoder().decode(Entity.self, from: payload)
  }
}
