import Foundation
import Testing

/// The `canon lint` contract, checked against the built executable.
@Suite struct LintCommandTests {
  static let sources = [
    "Sources/Output.swift": "protocol LoginOutput: class {\n  func didLogin()\n}\n",
    "Sources/Clean.swift": "protocol Clean: AnyObject {}\n",
  ]

  @Test func xcodeReportIsTheDefault() throws {
    let project = try Project(Self.sources)
    let output = try project.canon("lint")
    #expect(output.status == 0)
    #expect(output.stdout == "Sources/Output.swift:1:23: warning: use `AnyObject` instead of `class` to make 'LoginOutput' class-only (class-protocol-anyobject)\n")
  }

  @Test func strictCountsWarnings() throws {
    let project = try Project(Self.sources)
    #expect(try project.canon("lint", "--strict").status == 1)
  }

  @Test func errorSeverityFailsTheRun() throws {
    var files = Self.sources
    files[".canon.yml"] = "rules:\n  class-protocol-anyobject: { severity: error }\n"
    let project = try Project(files)
    let output = try project.canon("lint")
    #expect(output.status == 1)
    #expect(output.stdout.contains(": error: use `AnyObject`"))
  }

  @Test func cleanRunExitsZeroAndPrintsNothing() throws {
    let project = try Project(["A.swift": "protocol Clean: AnyObject {}\n"])
    let output = try project.canon("lint", "--strict")
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty)
  }

  @Test func jsonReportShape() throws {
    let project = try Project(Self.sources)
    let output = try project.canon("lint", "--reporter", "json")
    let json = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(summary == ["files": 2, "violations": 1, "errors": 0, "warnings": 1])
    let violations = try #require(json["violations"] as? [[String: Any]])
    #expect(violations.count == 1)
    let first = try #require(violations.first)
    #expect(first["rule"] as? String == "class-protocol-anyobject")
    #expect(first["severity"] as? String == "warning")
    #expect(first["file"] as? String == "Sources/Output.swift")
    #expect(first["line"] as? Int == 1)
    #expect(first["column"] as? Int == 23)
    #expect(first["correctable"] as? Bool == true)
    #expect(first["message"] is String)
  }

  @Test func sarifReportHasRuleMetadataAndResults() throws {
    let project = try Project(Self.sources)
    let output = try project.canon("lint", "--reporter", "sarif")
    let log = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.contains { $0["id"] as? String == "class-protocol-anyobject" })
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "class-protocol-anyobject")
    #expect(result["level"] as? String == "warning")
    let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/Output.swift")
    #expect((location["region"] as? [String: Int]) == ["startLine": 1, "startColumn": 23])
  }

  @Test func githubCheckstyleAndMarkdownReports() throws {
    let project = try Project(Self.sources)
    let github = try project.canon("lint", "--reporter", "github").stdout
    #expect(github == "::warning file=Sources/Output.swift,line=1,col=23,title=class-protocol-anyobject::use `AnyObject` instead of `class` to make 'LoginOutput' class-only\n")
    let checkstyle = try project.canon("lint", "--reporter", "checkstyle").stdout
    #expect(checkstyle.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">"))
    #expect(checkstyle.contains("<file name=\"Sources/Output.swift\">"))
    #expect(checkstyle.contains("<error line=\"1\" column=\"23\" severity=\"warning\""))
    #expect(checkstyle.contains("source=\"canon.class-protocol-anyobject\""))
    let markdown = try project.canon("lint", "--reporter", "markdown").stdout
    #expect(markdown.contains("| `class-protocol-anyobject` | 1 |"))
    #expect(markdown.contains("| warning | `Sources/Output.swift` | 1 |"))
  }

  @Test func severalReportersEachToItsOwnFile() throws {
    let project = try Project(Self.sources)
    let output = try project.canon(
      "lint", "--reporter", "json:report.json", "--reporter", "sarif:report.sarif", "--reporter", "xcode")
    #expect(output.status == 0)
    #expect(output.stdout.contains("(class-protocol-anyobject)"))
    #expect(try project.read("report.json").contains("\"violations\""))
    #expect(try project.read("report.sarif").contains("\"2.1.0\""))
  }

  @Test func filesOutsideTheCurrentFolderKeepTheirPath() throws {
    let project = try Project(Self.sources)
    let output = try CanonProcess.run(["lint", project.path + "/Sources"], in: NSTemporaryDirectory())
    #expect(output.stdout.contains("/Sources/Output.swift:1:23:"))
  }

  @Test(arguments: [
    (["lint", "--reporter", "yaml"], "unknown reporter 'yaml'"),
    (["lint", "--preset", "vipr"], "unknown preset 'vipr'"),
    (["lint", "missing-folder"], "no such file or folder: missing-folder"),
    (["lint", "--no-such-flag"], "Unknown option '--no-such-flag'"),
    (["lint", "--config", "absent.yml"], "cannot read configuration file absent.yml"),
  ])
  func badUsageExitsTwo(_ arguments: [String], _ message: String) throws {
    let project = try Project(Self.sources)
    let output = try CanonProcess.run(arguments, in: project.path)
    #expect(output.status == 2)
    #expect(output.stderr.contains(message))
  }

  @Test func brokenConfigurationExitsTwoWithItsPlace() throws {
    var files = Self.sources
    files[".canon.yml"] = "presets: [base]\nrules:\n  class-protocol-anyobjekt: error\n"
    let project = try Project(files)
    let output = try project.canon("lint")
    #expect(output.status == 2)
    #expect(output.stderr == ".canon.yml:3:3: error: unknown rule 'class-protocol-anyobjekt' (did you mean 'class-protocol-anyobject'?)\n")
    #expect(output.stdout.isEmpty)
  }

  @Test func badFilesAreReportedAndTheRunGoesOn() throws {
    let project = try Project(Self.sources)
    try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: project.path + "/Sources/Binary.swift"))
    try project.write("Sources/Broken.swift", "protocol Broken: class {\n  func f( \n")
    let output = try project.canon("lint")
    #expect(output.status == 0)
    #expect(output.stdout.contains("Sources/Binary.swift:1:1: warning: unreadable file"))
    #expect(output.stdout.contains("Sources/Broken.swift:1:18: warning: use `AnyObject`"))
    #expect(output.stdout.contains("(syntax-error)"))
    #expect(output.stdout.contains("Sources/Output.swift:1:23"))
  }
}

@Suite struct ReviewModeTests {
  func git(_ project: Project, _ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", project.path, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
  }

  @Test func onlyChangedLinesAndNewFilesAreReported() throws {
    let project = try Project([
      "Old.swift": "protocol Old: class {}\nprotocol Kept: AnyObject {}\n"
    ])
    try git(project, "init", "-q")
    try git(project, "add", "-A")
    try git(project, "commit", "-qm", "base")
    try project.write("Old.swift", "protocol Old: class {}\nprotocol Kept: class {}\n")
    try project.write("New.swift", "protocol New: class {}\n")

    let output = try project.canon("lint", "--changed-since", "HEAD")
    #expect(output.status == 0)
    #expect(output.stdout.split(separator: "\n").map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
      "New.swift:1", "Old.swift:2",
    ])
  }

  @Test func anUnknownRevisionIsBadUsage() throws {
    let project = try Project(["A.swift": "protocol A: AnyObject {}\n"])
    try git(project, "init", "-q")
    let output = try project.canon("lint", "--changed-since", "no-such-branch")
    #expect(output.status == 2)
    #expect(output.stderr.contains("'no-such-branch' is not a commit of this repository"))
  }
}
