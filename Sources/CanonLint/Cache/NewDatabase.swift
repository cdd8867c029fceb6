import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// A cache's first database, made whole by the first run to store its entries: written into a
/// file of its own without SQLite's write-ahead log, then put in place in one step.
///
/// Through the log, SQLite writes every page twice: into the log, then, when the cache is
/// closed, into the database. A cold run of the 147k-line benchmark set stores 5 MB, and wrote
/// 10 MB. A file no other run can see needs no log and no locks: its pages are written once.
/// On the shared 2-core CI machine, storing those 5 MB took 5 ms (best of 30) to 34 ms (median)
/// this way, and 21 to 115 ms through the log: 3% (best) to 15% (median) of a 0.55 s cold run
/// (docs/performance.md).
///
/// Put in place with a hard link, which fails when the database is already there: a run that
/// made one meanwhile is never overwritten. Its entries are then copied into that database, and
/// nothing is lost. A run killed halfway leaves only its own file, never a half-made database;
/// such files are removed by a later run once they are an hour old.
enum NewDatabase {
  /// Stores `batches` in a new database, and puts it in place; into the database found there
  /// instead, if another run put one first.
  static func store(
    _ batches: EntryBatches, factRules: (key: String, rules: Set<String>)?, now: Int,
    in cache: LintCache
  ) throws {
    let draft = try Draft(for: cache.path)
    // Removed whether it was linked in place (the database keeps its other name) or not.
    defer { draft.remove() }
    let queue = draft.queue
    try queue.write { db in
      try LintCache.write(batches, factRules: factRules, used: [], now: now, in: db)
    }
    try LintCache.prune(queue, to: cache.maximumSize)
    try queue.close()
    guard !putInPlace(draft.file, at: cache.path) else { return }
    try cache.merge(draft.file, factRules: factRules, now: now)
  }

  /// A new database file with its tables, not yet in place. Removed, unless put in place, once
  /// the run is done with it.
  final class Draft: Sendable {
    let file: String
    let queue: DatabaseQueue

    init(for path: String) throws {
      let folder = (path as NSString).deletingLastPathComponent
      NewDatabase.removeAbandoned(in: folder)
      let file = "\(path).\(getpid()).\(UUID().uuidString).new"
      do {
        queue = try NewDatabase.open(file)
        try queue.write(LintCache.makeSchema)
      } catch {
        try? FileManager.default.removeItem(atPath: file)
        throw error
      }
      self.file = file
    }

    deinit { remove() }

    /// Removes the file's name: the database, if it was put in place, keeps its other name.
    func remove() {
      try? FileManager.default.removeItem(atPath: file)
    }
  }

  /// Opens the new file: no log (`journal_mode = OFF`: a failed write leaves a file that is
  /// removed, never read), no sync to the disk.
  private static func open(_ file: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.label = "canon-cache-new"
    configuration.prepareDatabase { db in
      try LintCache.preparePages(db)
      try db.execute(sql: "PRAGMA journal_mode = OFF")
      try db.execute(sql: "PRAGMA synchronous = OFF")
    }
    return try DatabaseQueue(path: file, configuration: configuration)
  }

  /// Links `file` as the database at `path`, unless one is there. A log left there without its
  /// database (the database removed by hand while a run had it open) is removed first: SQLite
  /// would take it for this database's log, and copy another database's pages into it.
  private static func putInPlace(_ file: String, at path: String) -> Bool {
    CacheFile.setAsideUnlessRegular(path)
    if !FileManager.default.fileExists(atPath: path) {
      for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
    return link(file, path) == 0
  }

  /// Removes the new databases of runs that were killed before they put theirs in place: those
  /// an hour old (no run takes an hour to store its entries).
  private static func removeAbandoned(in folder: String) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
    let hourAgo = Date().addingTimeInterval(-3600)
    for name in names where name.hasPrefix(LintCache.fileName + ".") && name.hasSuffix(".new") {
      let file = (folder as NSString).appendingPathComponent(name)
      guard let modified = try? manager.attributesOfItem(atPath: file)[.modificationDate] as? Date,
        modified < hourAgo
      else { continue }
      try? manager.removeItem(atPath: file)
    }
  }
}
