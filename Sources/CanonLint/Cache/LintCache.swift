import Foundation
import GRDB

/// Where lint results are kept between runs: one SQLite database (through GRDB) in the cache
/// folder, shared by every project and every `canon` running at once.
///
/// SQLite rather than a file per entry: two runs at once on one cache are serialised by its
/// locks (WAL: readers never wait), a run's entries are written in one transaction (all or
/// none), and the oldest entries are found and pruned with one query. The first run on an empty
/// folder makes the database whole without the log, and puts it in place (`NewDatabase`).
///
/// Nothing read from it is trusted blindly: each entry carries a hash of its key and bytes,
/// checked before it is decoded; an entry that fails the check or does not decode is a miss, and
/// the run writes it again. A database file that SQLite cannot open is moved aside and made anew.
/// Every failure of the cache costs speed, never a finding: the run goes on without it.
public final class LintCache: Sendable {
  /// The database file inside the cache folder.
  public static let fileName = "canon-cache.sqlite"
  /// The layout of the database; another value is dropped and made anew.
  static let schemaVersion = 13
  /// Past this many bytes, the least recently used entries are pruned (mastodon-ios, 900 files
  /// with every preset, takes 6 MB).
  public static let defaultMaximumSize = 256 << 20

  public let path: String
  let engine: String
  let maximumSize: Int
  private let database = ReplaceablePool()

  /// Opens the cache in `directory` (made if missing), for results of the engine `engine`
  /// (`EngineIdentity.current(version:)`). A database that is not there yet is not made here:
  /// the first run to store its entries makes it whole (`NewDatabase`).
  public init(directory: String, engine: String, maximumSize: Int = LintCache.defaultMaximumSize)
    throws
  {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    path = (directory as NSString).appendingPathComponent(Self.fileName)
    self.engine = engine
    self.maximumSize = maximumSize
    _ = try database.pool(at: path)
  }

  /// Opens the database at `path`; a damaged one is moved aside and made anew.
  fileprivate static func openOrReplace(_ path: String) throws -> DatabasePool {
    do {
      return try open(path)
    } catch let error as DatabaseError where isDamage(error) {
      return try replace(path)
    }
  }

  /// Moves a damaged database aside and makes a new one. Nothing in it can be trusted; it is
  /// moved aside rather than deleted, in case someone wants to see what happened to it.
  private static func replace(_ path: String) throws -> DatabasePool {
    try? FileManager.default.removeItem(atPath: path + ".damaged")
    try? FileManager.default.moveItem(atPath: path, toPath: path + ".damaged")
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    return try open(path)
  }

  /// Runs `body` on the database; when SQLite finds it damaged (a file truncated or overwritten
  /// while this run had it open), replaces it and runs `body` once more on the new one.
  ///
  /// Throws `NoDatabaseYet` when no run has made the database.
  private func using<T>(_ body: (DatabasePool) throws -> T) throws -> T {
    guard let pool = try database.pool(at: path) else { throw NoDatabaseYet() }
    do {
      return try body(pool)
    } catch let error as DatabaseError where Self.isDamage(error) {
      return try body(database.replace(pool) { try Self.replace(path) })
    }
  }

  private static func open(_ path: String) throws -> DatabasePool {
    var configuration = Configuration()
    // Another run writing its entries holds the lock for milliseconds; wait for it.
    configuration.busyMode = .timeout(10)
    configuration.label = "canon-cache"
    configuration.prepareDatabase { db in
      try preparePages(db)
      // No sync to the disk, ever: durability a cache does not need. On the shared 2-core CI
      // machine, waiting on the disk added 16 ms (best of 15) to storing a cold run's entries,
      // 3% of a 0.55 s cold run, and 1.5 ms (best) to 55 ms (median) to a one-edit run's
      // store (docs/performance.md). A crash of `canon` loses nothing (the system holds
      // what was written); a crash of the system may lose the last entries or damage the file,
      // and either is found (SQLite's damage errors; each entry's checksum covers its key and
      // bytes) and costs a miss, never a finding.
      try db.execute(sql: "PRAGMA synchronous = OFF")
    }
    let pool = try DatabasePool(path: path, configuration: configuration)
    // GRDB sets NORMAL again once it has switched the database to the write-ahead log.
    try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = OFF") }
    try pool.write(makeSchema)
    return pool
  }

  /// Large pages: an entry is a few kilobytes, and with SQLite's default 4 KB pages each
  /// spilled into overflow pages, written twice (log, then database) a page at a time; a cold
  /// run's 900 entries took 4,700 writes and 35 ms, now 250 writes and 12 ms. Only a new
  /// database takes the size.
  static func preparePages(_ db: Database) throws {
    try db.execute(sql: "PRAGMA page_size = 65536")
  }

  /// Makes the tables, dropping those of another schema version.
  static func makeSchema(_ db: Database) throws {
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    if version != schemaVersion {
      try db.execute(sql: "DROP TABLE IF EXISTS entry")
      try db.execute(sql: "DROP TABLE IF EXISTS fact_reads")
      try db.execute(sql: "PRAGMA user_version = \(schemaVersion)")
    }
    // Entries in a rowid table, found by key through its index: new rows go at the end of the
    // table's B-tree. Keyed by the key itself (hashes, so random places), each insert of
    // kilobytes split and rebalanced full pages: 92.8 M instructions to store a cold run's
    // entries, now 68.4 M, and the file is 5.1 MB, not 6.0.
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS entry (
          id INTEGER PRIMARY KEY,
          key TEXT NOT NULL UNIQUE,
          data BLOB NOT NULL,
          checksum TEXT NOT NULL,
          used INTEGER NOT NULL
        )
        """)
    try db.execute(sql: "CREATE INDEX IF NOT EXISTS entry_used ON entry(used)")
    // Per engine and configuration: the rules whose facts conditions read (`FactReads`).
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS fact_reads (
          key TEXT PRIMARY KEY NOT NULL,
          rules TEXT NOT NULL
        ) WITHOUT ROWID
        """)
  }

  private static func isDamage(_ error: DatabaseError) -> Bool {
    [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode)
  }

  /// The entry stored under `key`, if there is one whose bytes are as written.
  func entry(_ key: String) -> CacheEntry? {
    data(key).flatMap { try? CacheEntry(bytes: Array($0)) }
  }

  /// The bytes stored under each of `keys` that the cache has and whose checksum holds, read in
  /// one transaction (a transaction per file was a third of an unchanged run).
  func data(forKeys keys: [String]) -> [String: Data] {
    var found: [String: Data] = [:]
    // SQLite takes at most 32,766 parameters a statement.
    let chunks = stride(from: 0, to: keys.count, by: 500).map {
      Array(keys[$0..<min($0 + 500, keys.count)])
    }
    _ = try? using { pool in
      try pool.read { db in
        for chunk in chunks {
          let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
          let rows = try Row.fetchCursor(
            db, sql: "SELECT key, data, checksum FROM entry WHERE key IN (\(marks))",
            arguments: StatementArguments(chunk))
          while let row = try rows.next() {
            guard let key = row["key"] as String?, let data = row["data"] as Data?,
              let checksum = row["checksum"] as String?,
              Self.checksum(of: data, key: key) == checksum
            else { continue }
            found[key] = data
          }
        }
      }
    }
    return found
  }

  /// The bytes stored under `key`, if their checksum holds.
  private func data(_ key: String) -> Data? {
    guard
      let row = try? using({ pool in
        try pool.read { db in
          try Row.fetchOne(
            db, sql: "SELECT data, checksum FROM entry WHERE key = ?", arguments: [key])
        }
      }),
      let data = row["data"] as Data?, let checksum = row["checksum"] as String?,
      Self.checksum(of: data, key: key) == checksum
    else { return nil }
    return data
  }

  /// The findings of a run stored under `key` (`CacheKeys.run`), if its bytes are as written.
  func run(_ key: String) -> CachedRun? {
    guard let data = data(key) else { return nil }
    var reader = ByteReader(Array(data))
    guard let violations = try? reader.array({ try Violation(from: &$0) }),
      let lintedFiles = try? reader.strings(), reader.isAtEnd
    else { return nil }
    return CachedRun(violations: violations, lintedFiles: lintedFiles)
  }

  /// The rules whose facts conditions read in earlier runs with the configuration `key`; `nil`
  /// when no run with it stored anything.
  func factRules(_ key: String) -> Set<String>? {
    let rules = try? using { pool in
      try pool.read { db in
        try String.fetchOne(db, sql: "SELECT rules FROM fact_reads WHERE key = ?", arguments: [key])
      }
    }
    return (rules ?? nil).map { Set($0.split(separator: "\n").map(String.init)) }
  }

  /// Stores `entries`, adds `factRules` to the rules kept for `factKey`, and marks `used` as
  /// used now, in one transaction, then prunes the least recently used entries if the database
  /// grew past its limit. Returns the error that kept them from being stored, if any (the run's
  /// results are not affected).
  @discardableResult
  func store(
    _ entries: [(key: String, data: Data)], factRules: (key: String, rules: Set<String>)?,
    used: [String]
  ) -> Error? {
    let batches = EntryBatches()
    batches.add(entries.map { StoredEntry(key: $0.key, data: $0.data) })
    batches.close()
    return store(batches, factRules: factRules, used: used)
  }

  /// Stores the entries of `batches` as they come, until it is closed: as `store(_:…)`. When no
  /// run has made the database yet, this one makes it (`NewDatabase`).
  func store(
    _ batches: EntryBatches, factRules: (key: String, rules: Set<String>)?, used: [String]
  ) -> Error? {
    let now = Int(Date().timeIntervalSince1970)
    do {
      guard try database.pool(at: path) != nil else {
        try NewDatabase.store(batches, factRules: factRules, now: now, in: self)
        return nil
      }
      try using { pool in
        try pool.write { db in
          try Self.write(batches, factRules: factRules, used: used, now: now, in: db)
        }
      }
      try pruneIfNeeded()
      return nil
    } catch {
      return error
    }
  }

  /// Writes the entries of `batches`, the rules conditions read and when the entries `used`
  /// were used, in `db`'s transaction.
  static func write(
    _ batches: EntryBatches, factRules: (key: String, rules: Set<String>)?,
    used: [String], now: Int, in db: Database
  ) throws {
    if let factRules { try record(factRules, in: db) }
    let insert = try db.makeStatement(
      sql: "INSERT OR REPLACE INTO entry(key, data, checksum, used) VALUES (?, ?, ?, ?)")
    // Each batch is taken, and freed once stored. If SQLite found the database damaged and it
    // was made anew, this starts again from the first batch: those taken before are empty,
    // their entries lost with the damaged database (a miss each, next run).
    var position = 0
    while let batch = batches.take(at: position) {
      position += 1
      for entry in batch {
        try insert.execute(arguments: [entry.key, entry.data, entry.checksum, now])
      }
    }
    try touch(used, now: now, in: db)
  }

  /// Adds `factRules` to the rules kept for its key: a union, as another run at once may have
  /// learnt other rules.
  private static func record(_ factRules: (key: String, rules: Set<String>), in db: Database)
    throws
  {
    let known = try String.fetchOne(
      db, sql: "SELECT rules FROM fact_reads WHERE key = ?", arguments: [factRules.key])
    let rules = factRules.rules.union(known?.split(separator: "\n").map(String.init) ?? [])
    try db.execute(
      sql: "INSERT OR REPLACE INTO fact_reads(key, rules) VALUES (?, ?)",
      arguments: [factRules.key, rules.sorted().joined(separator: "\n")])
  }

  /// Marks the entries `used` as used `now`; only those not marked this last hour, so that a
  /// run that changed nothing writes nearly nothing.
  private static func touch(_ used: [String], now: Int, in db: Database) throws {
    let touch = try db.makeStatement(sql: "UPDATE entry SET used = ? WHERE key = ? AND used < ?")
    for key in used { try touch.execute(arguments: [now, key, now - 3600]) }
  }

  /// Copies the entries of the database file `other` (a new database another run put in place
  /// first) into this cache's, with the rules conditions read, in one transaction; then prunes.
  func merge(
    _ other: String, factRules: (key: String, rules: Set<String>)?, now: Int
  ) throws {
    // Made here if the file system would not link the new one in place.
    _ = try database.pool(at: path, creating: true)
    try using { pool in
      try pool.writeWithoutTransaction { db in
        // Outside a transaction, as SQLite requires for ATTACH and DETACH.
        try db.execute(sql: "ATTACH DATABASE ? AS other", arguments: [other])
        defer { try? db.execute(sql: "DETACH DATABASE other") }
        try db.inTransaction {
          try db.execute(
            sql: """
              INSERT OR REPLACE INTO main.entry(key, data, checksum, used)
              SELECT key, data, checksum, used FROM other.entry ORDER BY key
              """)
          if let factRules { try Self.record(factRules, in: db) }
          return .commit
        }
      }
    }
    try pruneIfNeeded()
  }

  /// Closes the database, which copies its write-ahead log into it (a few milliseconds after a
  /// run that wrote to it): the command line closes it on another thread while it writes the
  /// reports. The cache is not used after; a use would fail as any failure of the cache does,
  /// costing a miss.
  public func close() {
    guard let pool = database.opened else { return }
    // The readers first: the last connection to close copies the log, and a reader, opened
    // read-only, cannot (`DatabasePool.close()` closes the writer first).
    pool.releaseMemory()
    try? pool.close()
  }

  /// The bytes the database's pages in use hold: what the limit bounds. 0 before a run made the
  /// database.
  func size() throws -> Int {
    guard try database.pool(at: path) != nil else { return 0 }
    return try using { pool in try pool.read(Self.size) }
  }

  /// From SQLite's page counts rather than summing the entries, which read every page of a
  /// large cache in every run.
  static func size(_ db: Database) throws -> Int {
    let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
    let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
    let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
    return (pages - free) * pageSize
  }

  /// Prunes the database if it grew past the cache's limit (`prune(_:to:)`).
  func pruneIfNeeded() throws {
    guard let pool = try database.pool(at: path) else { return }
    try Self.prune(pool, to: maximumSize)
  }

  /// Removes the least recently used entries of `database` until it holds at most three
  /// quarters of `maximumSize`, if it holds more: pruning does not come back with every run.
  static func prune(_ database: some DatabaseWriter, to maximumSize: Int) throws {
    var size = try database.read(Self.size)
    guard size > maximumSize else { return }
    // A few rounds, each sized by the average entry.
    for _ in 0..<8 where size > maximumSize * 3 / 4 {
      try database.write { db in
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? 0
        let average = max(1, size / max(count, 1))
        let excess = max(1, (size - maximumSize * 3 / 4 + average - 1) / average)
        try db.execute(
          sql: "DELETE FROM entry WHERE key IN (SELECT key FROM entry ORDER BY used LIMIT ?)",
          arguments: [excess])
      }
      size = try database.read(Self.size)
    }
    // No VACUUM: the freed pages are reused by the next entries, so the file stays at about the
    // limit, and no run pays for rewriting the whole database.
  }

  /// How many entries the cache holds.
  func count() throws -> Int {
    guard try database.pool(at: path) != nil else { return 0 }
    return try using { pool in
      try pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entry") ?? 0 }
    }
  }

  /// The hash of an entry's key and bytes: bytes damaged, or another entry's bytes found under
  /// this key, fail it.
  static func checksum(of data: Data, key: String) -> String {
    var hash = StableHash()
    hash.combine(key)
    data.withUnsafeBytes { hash.combine(bulk: $0) }
    return hash.hex
  }
}

/// Thrown by a read of a cache whose database no run has made yet: a miss.
private struct NoDatabaseYet: Error {}

/// The cache's connection pool: opened once the database is there, replaced when it turns out
/// damaged.
private final class ReplaceablePool: @unchecked Sendable {
  // Guarded by `lock`: the pool is read by every file's lookup, on all cores.
  private var current: DatabasePool?
  private let lock = NSLock()

  /// The pool on the database at `path`, opened the first time it is asked for and there;
  /// `nil` while no run has made it, unless `creating`.
  func pool(at path: String, creating: Bool = false) throws -> DatabasePool? {
    try lock.withLock {
      if current == nil { CacheFile.setAsideUnlessRegular(path) }
      if current == nil, creating || FileManager.default.fileExists(atPath: path) {
        current = try LintCache.openOrReplace(path)
      }
      return current
    }
  }

  /// The pool, if one was opened.
  var opened: DatabasePool? {
    lock.withLock { current }
  }

  /// Replaces `damaged` with what `make` opens, unless another thread replaced it already.
  func replace(_ damaged: DatabasePool, _ make: () throws -> DatabasePool) throws -> DatabasePool {
    try lock.withLock {
      if let current, current !== damaged { return current }
      let made = try make()
      current = made
      return made
    }
  }
}
