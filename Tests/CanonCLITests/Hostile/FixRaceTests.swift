import Foundation
import Testing

/// A file that changes while `--fix` works on it is never replaced, and nothing written to it
/// meanwhile is lost.
@Suite struct FixRaceTests {
  static let pause = ["CANON_TEST_PAUSE_BEFORE_RENAME": "3000"]

  @Test func aFileChangedBeforeTheRenameIsLeftAsItIsAndReported() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let run = try RunningCanon(["fix", "--strict"], in: project.path, environment: Self.pause)
    // The temporary file is written: Canon waits before its last look and the rename.
    #expect(eventually(within: 20) { !temporaryFiles(in: project.path).isEmpty })
    let appender = try #require(FileHandle(forWritingAtPath: project.path + "/A.swift"))
    try appender.seekToEnd()
    try appender.write(contentsOf: Data("protocol B: class {}\n".utf8))
    try appender.close()
    let output = run.finish()
    #expect(try project.read("A.swift") == "protocol A: class {}\nprotocol B: class {}\n")
    #expect(output.stderr.contains("A.swift: not fixed: changed during fix"))
    // Linted as it is now: both protocols are reported, and the exit status says so.
    #expect(output.status == 1)
    #expect(output.stdout.contains("A.swift:1:"))
    #expect(output.stdout.contains("A.swift:2:"))
    #expect(temporaryFiles(in: project.path).isEmpty)
  }
}
