import Foundation
import GRDB
import Logging

/// The SQLite database (through GRDB) that ``SQLiteCache``s of every entity type share.
///
/// Entities are stored as JSON payloads in one table keyed by store name and id, so adding an
/// entity type needs no migration. Collections (the whole one and each query's) list ids in
/// order in another table, so an entity fetched alone never joins a collection, and replacing a
/// collection drops only the entities that neither another collection lists nor were cached alone.
///
/// It is a cache: a file that is not a database or is corrupt is moved aside
/// (`<path>.corrupt-<date>`) and a new one is created, so the app keeps working and refetches.
public final class CacheDatabase: Sendable {
  let queue: DatabaseQueue

  /// Where a corrupt file was moved when this database was opened, or `nil`.
  public let movedAsidePath: String?

  /// Opens (or creates) the database file at `path` and brings its schema up to date; a corrupt
  /// or foreign file is moved aside and replaced by a new database.
  public init(path: String, logger: Logger = Logger(label: "canon.store")) throws {
    do {
      queue = try Self.open(path: path)
      movedAsidePath = nil
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    {
      let aside = "\(path).corrupt-\(Int(Date().timeIntervalSince1970))"
      logger.error(
        "cache database unreadable; moved aside and recreated",
        metadata: ["path": "\(path)", "movedTo": "\(aside)", "error": "\(error)"])
      try Self.moveAside(path: path, to: aside)
      queue = try Self.open(path: path)
      movedAsidePath = aside
    }
  }

  /// Opens a private in-memory database, for previews and tests that need no file.
  public init() throws {
    queue = try DatabaseQueue()
    try Self.migrator.migrate(queue)
    movedAsidePath = nil
  }

  private static func open(path: String) throws -> DatabaseQueue {
    let queue = try DatabaseQueue(path: path)
    // Opening does not read the file; the migration is the first statement that does.
    try migrator.migrate(queue)
    return queue
  }

  private static func moveAside(path: String, to aside: String) throws {
    let files = FileManager.default
    try files.moveItem(atPath: path, toPath: aside)
    for suffix in ["-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
      try files.moveItem(atPath: path + suffix, toPath: aside + suffix)
    }
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
    // Qualified store names, schema versions, collections apart from entities, per-row sync
    // dates. Rows stored under v1's unqualified names are dropped: it is a cache.
    migrator.registerMigration("v2 collections and versions") { db in
      try db.execute(
        sql: """
          DROP TABLE canonEntity;
          DROP TABLE canonSync;
          CREATE TABLE canonEntity (
              store TEXT NOT NULL,
              id TEXT NOT NULL,
              payload BLOB NOT NULL,
              syncedAt DOUBLE NOT NULL,
              PRIMARY KEY (store, id)
          );
          CREATE TABLE canonMember (
              store TEXT NOT NULL,
              collection TEXT NOT NULL,
              id TEXT NOT NULL,
              position INTEGER NOT NULL,
              PRIMARY KEY (store, collection, id)
          );
          CREATE TABLE canonSync (
              store TEXT NOT NULL,
              collection TEXT NOT NULL,
              syncedAt DOUBLE NOT NULL,
              PRIMARY KEY (store, collection)
          );
          CREATE TABLE canonSchema (
              store TEXT PRIMARY KEY NOT NULL,
              version INTEGER NOT NULL
          );
          """)
    }
    // Entities cached on their own (`update`) are marked, so that replacing a collection keeps
    // them when no collection lists them any more.
    migrator.registerMigration("v3 entities cached on their own") { db in
      try db.execute(
        sql: "ALTER TABLE canonEntity ADD COLUMN standalone BOOLEAN NOT NULL DEFAULT 0")
    }
    return migrator
  }
}
