import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// An interrupted `--fix` leaves no temporary file behind: the signal removes it, and a later run
/// removes what a harder kill left.
@Suite struct FixInterruptionTests {
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalWhileWritingRemovesTheTemporaryFile(_ signalNumber: Int32) throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let (run, paused) = try canonPausing(
      ["fix"], in: project, at: "CANON_TEST_PAUSE_BEFORE_CHECK", milliseconds: 10000)
    #expect(paused)
    #expect(temporaryFiles(in: project.path).count == 1)
    kill(run.process.processIdentifier, signalNumber)
    _ = run.finish()
    #expect(run.process.terminationReason == .uncaughtSignal)
    #expect(run.process.terminationStatus == signalNumber)
    #expect(temporaryFiles(in: project.path).isEmpty)
    #expect(try project.read("A.swift") == "protocol A: class {}\n")
  }

  @Test func theNextFixRemovesTheTemporaryFilesOfAKilledRun() throws {
    let uuid = "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"
    let project = try Project([
      "A.swift": "protocol A: class {}\n",
      // A killed run's, by a process that is gone (beyond any process id).
      ".A.swift.canon-99999999-\(uuid)": "protocol A: Any",
      // Names Canon does not make: left alone.
      ".A.swift.canon-notes": "mine",
      "A.swift.canon-99999999-\(uuid)": "mine",
      ".A.swift.canon-99999999-\(uuid.lowercased())": "mine",
      // This test's own process is alive: its files may still be in use.
      ".B.swift.canon-\(getpid())-\(uuid)": "in use",
    ])
    let output = try project.canon("fix")
    #expect(output.status == 0)
    #expect(output.stderr.contains(".A.swift.canon-99999999-\(uuid): removed (a temporary file of an interrupted fix)"))
    #expect(
      Set(temporaryFiles(in: project.path)) == [
        ".A.swift.canon-notes", ".A.swift.canon-99999999-\(uuid.lowercased())",
        ".B.swift.canon-\(getpid())-\(uuid)",
      ])
    #expect(FileManager.default.fileExists(atPath: project.path + "/A.swift.canon-99999999-\(uuid)"))
    #expect(try project.read("A.swift") == "protocol A: AnyObject {}\n")
  }
}
