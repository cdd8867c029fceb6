import Foundation
import GRDB
import Testing

@testable import CanonLint

/// The cache gives what linting gives: a file is taken from it only when its bytes, paths,
/// configuration and engine are the same, a finding that depends on another file follows that
/// file, and nothing read from a damaged cache is trusted.
@Suite struct LintCacheTests {
  /// A project on disk, linted with the engine's test rules, with and without a cache.
  final class Project {
    let folder: TemporaryFolder
    let cacheFolder: TemporaryFolder
    var rules: [any Rule.Type] = [
      EveryStruct.self, EveryViewModel.self, ViewModelMembers.self, FileCount.self,
    ]
    var severity = Severity.warning

    init(_ files: [String: String]) throws {
      folder = try TemporaryFolder()
      cacheFolder = try TemporaryFolder()
      for (path, text) in files { try folder.write(path, text) }
    }

    var linter: Linter {
      let configured = (RuleRegistry.engineRules + rules).map {
        ConfiguredRule(rule: $0.init(), severity: severity)
      }
      let setup = LintSetup(
        rootDirectory: folder.path, presets: [], paths: .everything, rules: configured,
        rolePatterns: .default)
      return Linter(setup: setup, knownRuleIDs: Set(Engine.registry.ruleIDs))
    }

    var inputs: [LintInput] {
      let files = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
      return files.filter { $0.hasSuffix(".swift") }.sorted().map {
        LintInput(path: $0, content: .file(absolutePath: folder.path + "/" + $0))
      }
    }

    func cache(engine: String = "test", maximumSize: Int = LintCache.defaultMaximumSize) throws
      -> LintCache
    {
      try LintCache(directory: cacheFolder.path, engine: engine, maximumSize: maximumSize)
    }

    /// Lints with the cache, and checks the result against linting without one.
    @discardableResult
    func lintCached(engine: String = "test", sourceLocation: SourceLocation = #_sourceLocation)
      throws -> CacheStatistics
    {
      let cached = linter.lint(inputs, cache: try cache(engine: engine))
      let uncached = linter.lint(inputs)
      #expect(Self.lines(cached) == Self.lines(uncached), sourceLocation: sourceLocation)
      return try #require(cached.cache, sourceLocation: sourceLocation)
    }

    static func lines(_ result: LintResult) -> [String] {
      result.violations.map { "\($0.location) \($0.ruleID) \($0.message)" }
    }

    var databasePath: String { cacheFolder.path + "/" + LintCache.fileName }

    /// The cache's database, opened as another process would (waiting for its locks).
    func openDatabase() throws -> DatabasePool {
      var configuration = Configuration()
      configuration.busyMode = .timeout(10)
      return try DatabasePool(path: databasePath, configuration: configuration)
    }
  }

  static let app: [String: String] = [
    "App/Login.swift": "final class Login: Base {\n  func start() {}\n}\nstruct Credentials {}\n",
    "App/Base.swift": "class Base {}\n",
    "App/Feed/FeedViewModel.swift": "final class FeedViewModel {\n  func load() {}\n}\n",
  ]

  @Test func aSecondRunTakesEveryFileFromTheCache() throws {
    let project = try Project(Self.app)
    #expect(try project.lintCached() == CacheStatistics(hits: 0, misses: 3, relinted: 0))
    #expect(try project.lintCached() == CacheStatistics(hits: 3, misses: 0, relinted: 0))
  }

  @Test func anEditedFileIsLintedAgainAndTheOthersAreNot() throws {
    let project = try Project(Self.app)
    try project.lintCached()
    // A body edit that moves the lines below it: the index is the same but for places, so the
    // other files' pending findings stand.
    try project.folder.write(
      "App/Feed/FeedViewModel.swift",
      "final class FeedViewModel {\n\n  func load() { print(1) }\n}\n")
    #expect(try project.lintCached() == CacheStatistics(hits: 2, misses: 1, relinted: 0))
    // A new method changes the index, but no other file's condition asked about the view model:
    // their pending findings stand.
    try project.folder.write(
      "App/Feed/FeedViewModel.swift",
      "final class FeedViewModel {\n  func load() {}\n  func reload() {}\n}\n")
    #expect(try project.lintCached() == CacheStatistics(hits: 2, misses: 1, relinted: 0))
  }

  @Test func aChangedDeclarationLintsAgainOnlyTheFilesWhoseQuestionsItAnswersDifferently() throws {
    let project = try Project(Self.app)
    try project.lintCached()
    // `Base` becomes a view model: Login.swift asked whether `Login` is one (now it is, through
    // `Base`); FeedViewModel.swift asked only about `FeedViewModel`.
    try project.folder.write(
      "App/Base.swift", "class Base: BaseViewModel {}\nclass BaseViewModel {}\n")
    #expect(try project.lintCached() == CacheStatistics(hits: 1, misses: 1, relinted: 1))
  }

  @Test func conditionsAnsweredByAMemoAreSettledAgainWhenWhatItWasMadeFromChanges() throws {
    let project = try Project([
      "A.swift": "final class A {}\n", "B.swift": "final class B {}\n",
      "C.swift": "final class C {}\n",
    ])
    project.rules = [MemoizedFileCount.self]
    try project.lintCached()
    // A fourth file: every class is reported now, not only the one whose condition made the memo.
    try project.folder.write("D.swift", "struct D {}\n")
    #expect(try project.lintCached().relinted == 3)
  }

  @Test func aConditionThatReadsEveryFileIsSettledAgainWhenTheIndexChanges() throws {
    let project = try Project(Self.app)
    project.rules = [EveryStruct.self, FilesOfTheIndex.self]
    try project.lintCached()
    try project.folder.write(
      "App/Feed/FeedViewModel.swift",
      "final class FeedViewModel {\n  func load() {}\n  func reload() {}\n}\n")
    // Every file with a pending finding read `files`: each is linted again.
    #expect(try project.lintCached().relinted == 2)
  }

  @Test func aRulesOwnQuestionLintsAgainOnlyTheFilesWhoseAnswerChanged() throws {
    let project = try Project([
      "A/One.swift": "final class One {}\n", "A/Two.swift": "final class Two {}\n",
      "B/Three.swift": "final class Three {}\n",
    ])
    project.rules = [FolderTypeCount.self]
    try project.lintCached()
    // A type declared in B: A's files asked about A alone, whose answer is the same, though
    // the question's answer is made from every file's summary.
    try project.folder.write("B/Three.swift", "final class Three {}\nstruct Four {}\n")
    #expect(try project.lintCached() == CacheStatistics(hits: 2, misses: 1, relinted: 0))
    // A type declared in A: Two.swift's answer changed, so it is linted again and says so.
    try project.folder.write("A/One.swift", "final class One {}\nstruct Five {}\n")
    let cache = try project.cache()
    let result = project.linter.lint(project.inputs, cache: cache)
    #expect(result.cache == CacheStatistics(hits: 1, misses: 1, relinted: 1))
    #expect(Project.lines(result).contains { $0.contains("Two among 3 types of its folder") })
    #expect(Project.lines(result) == Project.lines(project.linter.lint(project.inputs)))
  }

  /// A finding asks about one fact (`hasFact`), a name or a value of the rule's own fact type:
  /// it depends on that fact alone, not on every fact of the rule.
  @Test(arguments: [false, true])
  func aFindingThatAsksForOneFactIsNotLintedAgainWhenOtherFactsChange(typed: Bool) throws {
    let project = try Project([
      "A.swift": "final class A {}\n", "B.swift": "final class B {}\n",
      "Use.swift": "func use() { A.make() }\n",
    ])
    project.rules = typed ? [UncalledClassByCall.self] : [UncalledClass.self]
    let first = project.linter.lint(project.inputs, cache: try project.cache())
    #expect(Project.lines(first).contains { $0.contains("B is never called") })
    #expect(!Project.lines(first).contains { $0.contains("A is never called") })
    // Use.swift calls on C now: A's and B's findings asked about A and B alone.
    try project.folder.write("Use.swift", "func use() { A.make(); C.make() }\n")
    #expect(try project.lintCached() == CacheStatistics(hits: 2, misses: 1, relinted: 0))
    // It calls on B: B.swift's answer changed, and its finding is gone.
    try project.folder.write("Use.swift", "func use() { A.make(); B.make() }\n")
    #expect(try project.lintCached() == CacheStatistics(hits: 1, misses: 1, relinted: 1))
    let result = project.linter.lint(project.inputs, cache: try project.cache())
    #expect(!Project.lines(result).contains { $0.contains("B is never called") })
    #expect(Project.lines(result) == Project.lines(project.linter.lint(project.inputs)))
  }

  @Test func aFindingThatDependsOnAnotherFileFollowsThatFile() throws {
    let project = try Project(Self.app)
    let before = try project.linter.lint(project.inputs, cache: project.cache())
    #expect(!Project.lines(before).contains { $0.contains("view model Login") })
    // Only Base.swift changes: `Login` becomes a view model through it, and Login.swift's
    // cached findings must say so.
    try project.folder.write(
      "App/Base.swift", "class Base: BaseViewModel {}\nclass BaseViewModel {}\n")
    let after = try project.linter.lint(project.inputs, cache: project.cache())
    #expect(Project.lines(after).contains { $0.contains("view model Login") })
    #expect(Project.lines(after).contains { $0.contains("Login.start") })
    #expect(after.cache?.relinted ?? 0 >= 1)
    #expect(Project.lines(after) == Project.lines(project.linter.lint(project.inputs)))
  }

  @Test func aChangedConfigurationOrEngineMissesEveryFile() throws {
    let project = try Project(Self.app)
    try project.lintCached()
    project.severity = .error
    #expect(try project.lintCached().misses == 3)
    #expect(try project.lintCached(engine: "another build").misses == 3)
  }

  @Test func aTamperedEntryIsNotTrustedAndIsWrittenAgain() throws {
    let project = try Project(["A.swift": "struct Original {}\n"])
    try project.lintCached()
    // The entry's bytes change behind the cache's back (a bad disk, a hand edit): the checksum
    // no longer matches, so the file is linted, not taken from the entry.
    let pool = try project.openDatabase()
    try pool.write { db in
      for row in try Row.fetchAll(db, sql: "SELECT key, data FROM entry") {
        let key: String = row["key"]
        let data: Data = row["data"]
        var text = [UInt8](data)
        let original = Array("Original".utf8)
        // The struct's name, wherever the entry holds it, becomes another of the same length.
        var index = 0
        while index + original.count <= text.count {
          if Array(text[index..<(index + original.count)]) == original {
            text.replaceSubrange(index..<(index + original.count), with: Array("Tampered".utf8))
          }
          index += 1
        }
        #expect(text != [UInt8](data))
        try db.execute(
          sql: "UPDATE entry SET data = ? WHERE key = ?", arguments: [Data(text), key])
      }
    }
    try pool.close()
    #expect(try project.lintCached() == CacheStatistics(hits: 0, misses: 1, relinted: 0))
    #expect(try project.lintCached().hits == 1)
  }

  @Test func anEntryFoundUnderAnotherKeyIsNotTrusted() throws {
    let project = try Project(["A.swift": "class A {}\n", "B.swift": "class B {}\n"])
    try project.lintCached()
    // Two entries' bytes, each with its own checksum, swap places (a damaged file after a
    // crash of the system: the cache does not wait for the disk).
    let pool = try project.openDatabase()
    try pool.write { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT key, data, checksum FROM entry WHERE key NOT LIKE 'run %'")
      #expect(rows.count == 2)
      guard rows.count == 2 else { return }
      for (row, other) in [(rows[0], rows[1]), (rows[1], rows[0])] {
        let key: String = row["key"]
        let data: Data = other["data"]
        let checksum: String = other["checksum"]
        try db.execute(
          sql: "UPDATE entry SET data = ?, checksum = ? WHERE key = ?",
          arguments: [data, checksum, key])
      }
      try db.execute(sql: "DELETE FROM entry WHERE key LIKE 'run %'")
    }
    try pool.close()
    #expect(try project.lintCached().misses == 2)
    #expect(try project.lintCached().hits == 2)
  }

  @Test func anEntryThatDoesNotDecodeIsAMiss() throws {
    let project = try Project(["A.swift": "struct A {}\n"])
    try project.lintCached()
    // Checksummed as stored, but not an entry (a cache written by a build with another layout).
    let pool = try project.openDatabase()
    let junk = Data("{\"summary\": 12}".utf8)
    try pool.write { db in
      for key in try String.fetchAll(db, sql: "SELECT key FROM entry") {
        try db.execute(
          sql: "UPDATE entry SET data = ?, checksum = ? WHERE key = ?",
          arguments: [junk, LintCache.checksum(of: junk, key: key), key])
      }
    }
    try pool.close()
    #expect(try project.lintCached().misses == 1)
    #expect(try project.lintCached().hits == 1)
  }

  /// Closing copies the write-ahead log into the database file: a copy of that file alone (a CI
  /// cache of it) has every entry. The readers are closed first: the writer, closed first,
  /// left the log for the next run (`DatabasePool.close()` closes it first).
  @Test func closingLeavesEveryEntryInTheDatabaseFile() throws {
    let project = try Project(Self.app)
    try project.lintCached()
    // The second run writes through the log: the first made the database without one.
    try project.folder.write("App/Base.swift", "class Base {\n  func start() {}\n}\n")
    let cache = try project.cache()
    _ = project.linter.lint(project.inputs, cache: cache)
    #expect(FileManager.default.fileExists(atPath: project.databasePath + "-wal"))
    cache.close()
    #expect(!FileManager.default.fileExists(atPath: project.databasePath + "-wal"))
    let copy = try TemporaryFolder()
    try FileManager.default.copyItem(
      atPath: project.databasePath, toPath: copy.path + "/" + LintCache.fileName)
    let fromCopy = try LintCache(directory: copy.path, engine: "test")
    #expect(project.linter.lint(project.inputs, cache: fromCopy).cache?.hits == 3)
  }

  /// The first run makes the database whole in a file of its own, without SQLite's log, and
  /// links it in place: nothing else is left in the cache folder, even before it is closed.
  @Test func theFirstRunMakesTheDatabaseWithoutALog() throws {
    let project = try Project(Self.app)
    let cache = try project.cache()
    #expect(!FileManager.default.fileExists(atPath: project.databasePath))
    _ = project.linter.lint(project.inputs, cache: cache)
    let names = try FileManager.default.contentsOfDirectory(atPath: project.cacheFolder.path)
    #expect(names == [LintCache.fileName])
    let pool = try project.openDatabase()
    #expect(try pool.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    try pool.close()
    #expect(try project.lintCached().hits == 3)
  }

  /// A cache opened on a folder without a database makes nothing there: the run that stores
  /// makes the database. Closed without one that stored, it leaves the folder empty.
  @Test func aCacheOpenedAndNotStoredInLeavesItsFolderEmpty() throws {
    let project = try Project(Self.app)
    let cache = try project.cache()
    var names = try FileManager.default.contentsOfDirectory(atPath: project.cacheFolder.path)
    #expect(names.isEmpty)
    cache.close()
    names = try FileManager.default.contentsOfDirectory(atPath: project.cacheFolder.path)
    #expect(names.isEmpty)
  }

  /// Two runs that both found no database: the second to finish finds the first's in place,
  /// and copies its entries into it rather than replacing it.
  @Test func runsThatBothMakeTheDatabaseKeepEachOthersEntries() throws {
    let project = try Project(Self.app)
    try project.lintCached()
    // Another run's entries, stored as a run that found no database stores them.
    let other = try Project(["Other/Value.swift": "struct Value {}\n"])
    let otherCache = try LintCache(directory: project.cacheFolder.path, engine: "test")
    let entries = try #require(try Self.entries(of: other))
    let batches = EntryBatches()
    batches.add(entries.map { StoredEntry(key: $0.key, data: $0.data) })
    batches.close()
    try NewDatabase.store(batches, factRules: nil, now: 1, in: otherCache)
    #expect(try project.lintCached().hits == 3)
    let third = try LintCache(directory: project.cacheFolder.path, engine: "test")
    #expect(other.linter.lint(other.inputs, cache: third).cache?.hits == 1)
    let names = try FileManager.default.contentsOfDirectory(atPath: project.cacheFolder.path)
    #expect(!names.contains { $0.hasSuffix(".new") })
  }

  /// The entries a cold run of `project` stores.
  static func entries(of project: Project) throws -> [(key: String, data: Data)]? {
    let cache = try project.cache()
    _ = project.linter.lint(project.inputs, cache: cache)
    let pool = try project.openDatabase()
    defer { try? pool.close() }
    return try pool.read { db in
      try Row.fetchAll(db, sql: "SELECT key, data FROM entry").map { ($0["key"], $0["data"]) }
    }
  }

  /// A log whose database was removed (by hand, while a run had it open) belongs to no database:
  /// SQLite would copy its pages into the next new one.
  @Test func aLogLeftWithoutItsDatabaseIsNotTakenIntoANewOne() throws {
    let project = try Project(Self.app)
    // Another project's runs: the first makes the database, the second writes through the log
    // and keeps it open.
    var files: [String: String] = [:]
    for number in 0..<40 { files["Other/File\(number).swift"] = "struct Value\(number) {}\n" }
    let other = try Project(files)
    let folder = project.cacheFolder.path
    _ = other.linter.lint(other.inputs, cache: try LintCache(directory: folder, engine: "test"))
    try other.folder.write("Other/File0.swift", "struct Value0 {\n  let edited = 1\n}\n")
    let open = try LintCache(directory: folder, engine: "test")
    _ = other.linter.lint(other.inputs, cache: open)
    #expect(FileManager.default.fileExists(atPath: project.databasePath + "-wal"))
    try FileManager.default.removeItem(atPath: project.databasePath)
    try project.lintCached()
    #expect(try project.lintCached().hits == 3)
    let pool = try project.openDatabase()
    #expect(try pool.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    try pool.close()
    open.close()
  }

  /// A run killed before it put its new database in place leaves that file: a later run
  /// removes it once it is an hour old, and leaves a younger one (a run still writing it).
  @Test func newDatabasesOfKilledRunsAreRemovedOnceAnHourOld() throws {
    let project = try Project(Self.app)
    let folder = project.cacheFolder
    let old = LintCache.fileName + ".1.abandoned.new"
    let young = LintCache.fileName + ".2.writing.new"
    try folder.write(old, "x")
    try folder.write(young, "x")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: folder.path + "/" + old)
    try project.lintCached()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains(old))
    #expect(names.contains(young))
  }

  @Test func aDatabaseFileOfRandomBytesIsMovedAsideAndMadeAnew() throws {
    let project = try Project(Self.app)
    try project.cacheFolder.write(
      LintCache.fileName, bytes: (0..<65536).map { _ in UInt8.random(in: 0...255) })
    #expect(try project.lintCached().misses == 3)
    #expect(FileManager.default.fileExists(atPath: project.databasePath + ".damaged"))
    #expect(try project.lintCached().hits == 3)
  }

  @Test func aTruncatedDatabaseIsNeverTrusted() throws {
    let project = try Project(Self.app)
    try project.lintCached()
    // Cut in half after the run, as a full disk or a killed copy would leave it.
    let handle = try #require(FileHandle(forUpdatingAtPath: project.databasePath))
    let size = try handle.seekToEnd()
    try handle.truncate(atOffset: size / 2)
    try handle.close()
    try project.lintCached()
    #expect(try project.lintCached().hits == 3)
  }

  @Test func runsAtOnceOnOneCacheAgreeAndLeaveItWhole() throws {
    let project = try Project(Self.app)
    let linter = project.linter
    let inputs = project.inputs
    let expected = Project.lines(linter.lint(inputs))
    let folder = project.cacheFolder.path
    // Separate caches on one folder, as two `canon` processes have.
    let results = ParallelRuns.run(count: 4, rounds: 10) { _ -> [String] in
      guard let cache = try? LintCache(directory: folder, engine: "test") else { return [] }
      return Project.lines(linter.lint(inputs, cache: cache))
    }
    for result in results { #expect(result == expected) }
    let pool = try project.openDatabase()
    #expect(try pool.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    try pool.close()
  }

  @Test func theCacheIsPrunedToItsLimit() throws {
    var files: [String: String] = [:]
    for number in 0..<300 {
      files["App/File\(number).swift"] = (0..<12).map { type in
        "struct Value\(number)x\(type) {\n"
          + (0..<8).map { "  func method\($0)OfValue\(number)x\(type)() {}\n" }.joined() + "}\n"
      }.joined()
    }
    let project = try Project(files)
    // The limit is a few of the cache's 64 KB pages, well under what these files take.
    let limit = 512 << 10
    let unbounded = try LintCache(
      directory: project.cacheFolder.path + "/unbounded", engine: "test")
    _ = project.linter.lint(project.inputs, cache: unbounded)
    #expect(try unbounded.size() > 2 * limit)
    let cache = try project.cache(maximumSize: limit)
    _ = project.linter.lint(project.inputs, cache: cache)
    #expect(try cache.size() <= limit)
    #expect(try cache.count() < 300)
    #expect(try cache.count() > 0)
  }
}

/// Runs `body` from several threads at once, `rounds` times each.
enum ParallelRuns {
  static func run<T: Sendable>(count: Int, rounds: Int, _ body: @escaping @Sendable (Int) -> T)
    -> [T]
  {
    let results = Results<T>()
    let group = DispatchGroup()
    for worker in 0..<count {
      group.enter()
      Thread.detachNewThread {
        for _ in 0..<rounds { results.append(body(worker)) }
        group.leave()
      }
    }
    group.wait()
    return results.values
  }

  private final class Results<T: Sendable>: @unchecked Sendable {
    private var stored: [T] = []
    private let lock = NSLock()
    func append(_ value: T) { lock.withLock { stored.append(value) } }
    var values: [T] { lock.withLock { stored } }
  }
}
