import Foundation
import GRDB

/// An ``EntityCache`` kept in a ``CacheDatabase``: survives relaunches, shared by entity types.
public struct SQLiteCache<Entity: StoreEntity>: EntityCache {
  private let database: CacheDatabase

  /// A cache of `Entity` values in `database`.
  public init(database: CacheDatabase) {
    self.database = database
  }

  /// The cached collection in its remote order, or `nil` if it was never stored.
  public func cachedAll() async throws -> [Entity]? {
    let store = Entity.storeName
    let payloads: [Data]? = try await database.queue.read { db in
      guard
        try Bool.fetchOne(db, sql: "SELECT 1 FROM canonSync WHERE store = ?", arguments: [store])
          != nil
      else {
        return nil
      }
      return try Data.fetchAll(
        db,
        sql: "SELECT payload FROM canonEntity WHERE store = ? ORDER BY position",
        arguments: [store]
      )
    }
    return try payloads?.map(Self.decode)
  }

  /// The cached entity with `id`, or `nil`.
  public func cached(id: Entity.ID) async throws -> Entity? {
    let store = Entity.storeName
    let key = try Self.key(for: id)
    let payload = try await database.queue.read { db in
      try Data.fetchOne(
        db,
        sql: "SELECT payload FROM canonEntity WHERE store = ? AND id = ?",
        arguments: [store, key]
      )
    }
    return try payload.map(Self.decode)
  }

  /// Replaces the whole cached collection with `entities` and marks it synchronised.
  public func replaceAll(with entities: [Entity]) async throws {
    let store = Entity.storeName
    let rows = try entities.map { (try Self.key(for: $0.id), try Self.encode($0)) }
    try await database.queue.write { db in
      try db.execute(sql: "DELETE FROM canonEntity WHERE store = ?", arguments: [store])
      for (position, row) in rows.enumerated() {
        try db.execute(
          sql:
            "INSERT OR REPLACE INTO canonEntity (store, id, position, payload) VALUES (?, ?, ?, ?)",
          arguments: [store, row.0, position, row.1]
        )
      }
      try db.execute(
        sql: "INSERT OR REPLACE INTO canonSync (store, syncedAt) VALUES (?, ?)",
        arguments: [store, Date().timeIntervalSince1970]
      )
    }
  }

  /// Inserts or updates one entity, keeping the position it already had (new ones go last).
  public func save(_ entity: Entity) async throws {
    let store = Entity.storeName
    let key = try Self.key(for: entity.id)
    let payload = try Self.encode(entity)
    try await database.queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO canonEntity (store, id, position, payload)
          VALUES (?, ?, (SELECT COALESCE(MAX(position) + 1, 0) FROM canonEntity WHERE store = ?), ?)
          ON CONFLICT (store, id) DO UPDATE SET payload = excluded.payload
          """,
        arguments: [store, key, store, payload]
      )
    }
  }

  /// Removes the entity with `id`, if cached.
  public func remove(id: Entity.ID) async throws {
    let store = Entity.storeName
    let key = try Self.key(for: id)
    try await database.queue.write { db in
      try db.execute(
        sql: "DELETE FROM canonEntity WHERE store = ? AND id = ?", arguments: [store, key])
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
