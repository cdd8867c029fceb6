import Foundation
import Testing

/// `canon baseline` and `canon lint --baseline`, as a team adopts Canon on a legacy app.
@Suite struct BaselineCommandTests {
  /// Five findings: `class` for `AnyObject`, two `…Manager` names, two strong delegates.
  private static let legacy = """
    protocol LoginDelegate: class {}

    final class LoginManager {
      var delegate: LoginDelegate?
    }

    final class SignupManager {
      var delegate: LoginDelegate?
    }
    """
  private static let third = "\nfinal class ResetManager {\n  var delegate: LoginDelegate?\n}\n"
  private static let fixed = legacy.replacingOccurrences(
    of: "SignupManager {\n  var delegate", with: "SignupManager {\n  weak var delegate")

  private func adopted() throws -> Project {
    let project = try Project([
      ".canon.yml": "presets: [base]\nbaseline: canon-baseline.json\n",
      "Sources/Login/LoginManager.swift": Self.legacy,
    ])
    let write = try project.canon("baseline", "write")
    #expect(write.status == 0, "\(write.stderr)")
    #expect(write.stderr.contains("Wrote 5 findings"))
    return project
  }

  @Test func aBaselinedProjectIsClean() throws {
    let project = try adopted()
    let before = try project.canon("lint", "--baseline", "/dev/null/none", "--reporter", "json")
    #expect(before.status == 2)
    let lint = try project.canon("lint", "--strict")
    #expect(lint.status == 0)
    #expect(lint.stdout.isEmpty)
    #expect(lint.stderr == "Linted 1 file: no violations (5 baselined)\n")
  }

  @Test func theBaselineSurvivesReformattingInsertedLinesAndARename() throws {
    let project = try adopted()
    // Lines inserted above every finding, indentation and spacing changed, the file moved.
    let edited = "// Copyright\n\nimport Foundation\n\n"
      + Self.legacy.replacingOccurrences(of: "  var delegate: LoginDelegate?", with: "\tvar   delegate: LoginDelegate?")
    try project.write("Sources/Auth/Login.swift", edited)
    try FileManager.default.removeItem(atPath: project.path + "/Sources/Login/LoginManager.swift")
    let lint = try project.canon("lint", "--strict", "--strict-baseline")
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    #expect(lint.stdout.isEmpty)
  }

  @Test func onlyNewFindingsAreReported() throws {
    let project = try adopted()
    // A third class with the same strong delegate: the same line text, in a new declaration.
    try project.write("Sources/Login/LoginManager.swift", Self.legacy + Self.third)
    let lint = try project.canon("lint", "--reporter", "json")
    let report = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
    let violations = report?["violations"] as? [[String: Any]] ?? []
    #expect(violations.map { $0["line"] as? Int } == [10, 11])
    let summary = report?["summary"] as? [String: Any]
    #expect(summary?["baselined"] as? Int == 5)
  }

  @Test func fixedFindingsAreCountedPrunedAndFailTheStrictBaseline() throws {
    let project = try adopted()
    try project.write("Sources/Login/LoginManager.swift", Self.fixed)
    let lint = try project.canon("lint")
    #expect(lint.status == 0)
    #expect(lint.stderr.contains("1 baselined finding is fixed: run `canon baseline prune`"))
    #expect(try project.canon("lint", "--strict-baseline").status == 1)

    let before = try project.read("canon-baseline.json")
    let prune = try project.canon("baseline", "prune")
    #expect(prune.status == 0)
    #expect(prune.stderr.contains("Removed 1 fixed finding"))
    let after = try project.read("canon-baseline.json")
    #expect(after.count < before.count)
    #expect(after.components(separatedBy: "weak-delegate").count == 2)
    #expect(try project.canon("lint", "--strict-baseline").status == 0)
  }

  @Test func theReportCountsByRuleAndFolder() throws {
    let project = try adopted()
    let report = try project.canon("baseline", "report")
    #expect(report.status == 0)
    #expect(report.stdout.hasPrefix("5 baselined findings\n"))
    #expect(report.stdout.contains("  2  weak-delegate\n"))
    #expect(report.stdout.contains("  5  Sources/Login\n"))
  }

  @Test func sarifSaysWhatIsNewUnchangedAndAbsent() throws {
    let project = try adopted()
    try project.write("Sources/Login/LoginManager.swift", Self.fixed + Self.third)
    let lint = try project.canon("lint", "--reporter", "sarif")
    let log = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
    let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    let states = results.compactMap { $0["baselineState"] as? String }.sorted()
    #expect(states == ["absent", "new", "new", "unchanged", "unchanged", "unchanged", "unchanged"])
    let unchanged = results.first { $0["baselineState"] as? String == "unchanged" }
    #expect((unchanged?["suppressions"] as? [[String: Any]])?.first?["kind"] as? String == "external")
  }

  @Test func aBaselineOfAnotherVersionIsAnError() throws {
    let project = try adopted()
    try project.write("canon-baseline.json", #"{"version": 7, "findings": []}"#)
    let lint = try project.canon("lint")
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("has version 7"))
  }
}
