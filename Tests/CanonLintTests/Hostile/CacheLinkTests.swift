import Foundation
import GRDB
import Testing

@testable import CanonLint

/// Issue 35: the cache database was opened through a symbolic link: a link named
/// `canon-cache.sqlite` to another SQLite database gave it Canon's tables and the write-ahead log,
/// and a dangling one made SQLite create a file where it pointed.
@Suite struct CacheLinkTests {
  private func lint(cacheIn folder: TemporaryFolder) throws {
    let project = try LintCacheTests.Project(LintCacheTests.app)
    let cache = try LintCache(directory: folder.path, engine: "test")
    _ = project.linter.lint(project.inputs, cache: cache)
  }

  private func tables(_ path: String) throws -> [String] {
    let queue = try DatabaseQueue(path: path)
    return try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
  }

  @Test func aLinkToAnotherDatabaseIsMovedAsideAndThatDatabaseLeftAlone() throws {
    let cacheFolder = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    let other = elsewhere.path + "/app.sqlite"
    try DatabaseQueue(path: other).write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
    let link = cacheFolder.path + "/" + LintCache.fileName
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: other)

    try lint(cacheIn: cacheFolder)

    #expect(try tables(other) == ["notes"])
    #expect(!FileManager.default.fileExists(atPath: other + "-wal"))
    let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(kind == .typeRegular)
  }

  @Test func aDanglingLinkCreatesNothingWhereItPoints() throws {
    let cacheFolder = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    let target = elsewhere.path + "/created.sqlite"
    try FileManager.default.createSymbolicLink(
      atPath: cacheFolder.path + "/" + LintCache.fileName, withDestinationPath: target)

    try lint(cacheIn: cacheFolder)

    #expect(!FileManager.default.fileExists(atPath: target))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: elsewhere.path)) == [])
  }
}
