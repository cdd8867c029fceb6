import Foundation
import Testing

/// A file that changes while `--fix` works on it is never replaced, and nothing written to it
/// meanwhile is lost.
@Suite struct FixRaceTests {
  @Test func aFileChangedBeforeTheRenameIsLeftAsItIsAndReported() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    // The temporary file is written: Canon waits before its last look and the rename.
    let output = try fix(project, writing: "protocol B: class {}\n", appending: true, during: "CANON_TEST_PAUSE_BEFORE_CHECK")
    #expect(try project.read("A.swift") == "protocol A: class {}\nprotocol B: class {}\n")
    #expect(output.stderr.contains("A.swift: not fixed: changed during fix"))
    // Linted as it is now: both protocols are reported, and the exit status says so.
    #expect(output.status == 1)
    #expect(output.stdout.contains("A.swift:1:"))
    #expect(output.stdout.contains("A.swift:2:"))
    #expect(temporaryFiles(in: project.path).isEmpty)
  }

  /// Between the last look and the rename, a writer holding the old file may still write to it.
  /// Bytes it appends follow the fixed text; any other change puts its version back.
  @Test func bytesAppendedAfterTheLastLookFollowTheFixedText() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let output = try fix(project, writing: "protocol B: class {}\n", appending: true, during: "CANON_TEST_PAUSE_AFTER_CHECK")
    #expect(try project.read("A.swift") == "protocol A: AnyObject {}\nprotocol B: class {}\n")
    #expect(output.stderr.contains("A.swift: not fixed: changed during fix; the fixes were written and the bytes appended meanwhile kept after them"))
    #expect(output.status == 1)
    #expect(output.stdout.contains("A.swift:2:"))
    #expect(temporaryFiles(in: project.path).isEmpty)
  }

  @Test func aFileRewrittenAfterTheLastLookKeepsTheWritersVersion() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    // Rewritten in place, same length: only the modification time and bytes tell.
    let output = try fix(project, writing: "protocol Z: class {}\n", appending: false, during: "CANON_TEST_PAUSE_AFTER_CHECK")
    #expect(try project.read("A.swift") == "protocol Z: class {}\n")
    #expect(output.stderr.contains("A.swift: not fixed: changed during fix; left as it is"))
    #expect(output.status == 1)
    #expect(output.stdout.contains("A.swift:1:"))
    #expect(temporaryFiles(in: project.path).isEmpty)
  }

  /// Runs `canon fix --strict` on `project`, writes `text` to A.swift (at its end, or over its
  /// start) while Canon waits at `pause`, and returns what the run said.
  private func fix(_ project: Project, writing text: String, appending: Bool, during pause: String)
    throws -> CanonProcess.Output
  {
    let (run, paused) = try canonPausing(
      ["fix", "--strict"], in: project, at: pause, milliseconds: 3000)
    #expect(paused)
    let writer = try #require(FileHandle(forWritingAtPath: project.path + "/A.swift"))
    if appending { try writer.seekToEnd() }
    try writer.write(contentsOf: Data(text.utf8))
    try writer.close()
    return run.finish()
  }
}
