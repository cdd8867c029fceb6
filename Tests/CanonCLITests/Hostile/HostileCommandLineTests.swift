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

/// Issue 14: `canon lint --strict -ash.swift` read the name as `-a -s -h`, printed help and
/// exited 0, so the file was never linted.
@Suite struct OptionLikePathTests {
  @Test func aPathThatLooksLikeOptionsIsAClearError() throws {
    let project = try Project(["-ash.swift": "protocol A: class {}\n"])
    let output = try project.canon("lint", "--strict", "-ash.swift")
    #expect(output.status == 2)
    #expect(output.stderr.contains("'-ash.swift' is not an option"))
    #expect(output.stderr.contains("canon lint -- -ash.swift"))
    #expect(!output.stdout.contains("OVERVIEW"))
  }

  @Test func pathsAfterDoubleDashAreLinted() throws {
    let project = try Project(["-ash.swift": "protocol A: class {}\n"])
    let output = try project.canon("lint", "--strict", "--", "-ash.swift")
    #expect(output.status == 1)
    #expect(output.stdout.contains("-ash.swift:1:13"))
    #expect(output.stdout.contains("class-protocol-anyobject"))
  }

  @Test func helpStillWorksAndTheHelpSaysSo() throws {
    let project = try Project([:])
    let output = try project.canon("lint", "-h")
    #expect(output.status == 0)
    #expect(output.stdout.contains("Put -- before paths that start with '-'"))
  }
}

/// Issue 14: review mode missed changed files whose names git quotes (quotes, backslashes,
/// non-ASCII) or ends with a tab (spaces) on the diff's `+++` line.
@Suite struct ChangedSinceNameTests {
  static let names = [
    "With Space.swift", "Quote\"d.swift", "Back\\slash.swift", "Ünïcødé.swift",
    "Sub Folder/Ä b.swift",
  ]

  @Test func changedLinesOfOddlyNamedFilesAreReported() throws {
    var files: [String: String] = [:]
    for name in Self.names { files[name] = "protocol Kept: AnyObject {}\n" }
    let project = try Project(files)
    let review = ReviewModeTests()
    try review.git(project, "init", "-q")
    try review.git(project, "add", "-A")
    try review.git(project, "commit", "-qm", "base")
    for name in Self.names {
      try project.write(name, "protocol Kept: AnyObject {}\nprotocol Changed: class {}\n")
    }
    let output = try project.canon("lint", "--changed-since", "HEAD")
    let places = output.stdout.split(separator: "\n").map { line in
      line.components(separatedBy: ".swift:").first.map { $0 + ".swift" } ?? ""
    }
    #expect(places.sorted() == Self.names.sorted())
    #expect(output.stdout.split(separator: "\n").allSatisfy { $0.contains(".swift:2:19:") })
  }
}
