import Foundation
import Testing

/// Issue 14's command-line cases: input that must not make Canon crash, hang or write elsewhere.
@Suite struct HostileCommandLineTests {
  @Test func aReportThatCannotBeWrittenIsAClearError() throws {
    // A full device: every write fails. The legacy `FileHandle.write` trapped (exit 132).
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let output = try project.canon("lint", "--reporter", "json:/dev/full")
    #expect(output.status == 2)
    #expect(output.stderr.contains("cannot write report to /dev/full"))
  }

  @Test func aRevisionNeverBecomesAGitOption() throws {
    let project = try Project(["A.swift": "protocol A: AnyObject {}\n"])
    let review = ReviewModeTests()
    try review.git(project, "init", "-q")
    try review.git(project, "add", ".")
    try review.git(project, "commit", "-qm", "first")
    let victim = project.path + "/victim.txt"
    let output = try project.canon("lint", "--changed-since=--output=\(victim)")
    #expect(output.status == 2)
    #expect(output.stderr.contains("is not a commit of this repository"))
    #expect(!FileManager.default.fileExists(atPath: victim))
  }
}
