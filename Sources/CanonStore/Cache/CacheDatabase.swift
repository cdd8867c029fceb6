import GRDB

/// The SQLite database (through GRDB) that ``SQLiteCache``s of every entity type share.
///
/// Entities are stored as JSON payloads in one table keyed by store name and id, so adding an
/// entity type needs no migration.
public final class CacheDatabase: Sendable {
  let queue: DatabaseQueue

  /// Opens (or creates) the database file at `path` and brings its schema up to date.
  public init(path: String) throws {
    queue = try DatabaseQueue(path: path)
    try Self.migrator.migrate(queue)
  }

  /// Opens a private in-memory database, for previews and tests that need no file.
  public init() throws {
    queue = try DatabaseQueue()
    try Self.migrator.migrate(queue)
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1 entities") { db in
      try db.execute(
        sql: """
          CREATE TABLE canonEntity (
              store TEXT NOT NULL,
              id TEXT NOT NULL,
              position INTEGER NOT NULL,
              payload BLOB NOT NULL,
              PRIMARY KEY (store, id)
          );
          CREATE TABLE canonSync (
              store TEXT PRIMARY KEY NOT NULL,
              syncedAt DOUBLE NOT NULL
          );
          """)
    }
    return migrator
  }
}
