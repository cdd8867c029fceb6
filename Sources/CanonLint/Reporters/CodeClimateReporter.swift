/// GitLab Code Quality (the Code Climate issue format): a JSON array of issues, each with a
/// fingerprint that survives line moves, so a merge request shows only the findings it adds.
public struct CodeClimateReporter: Reporter {
  public static let name = "codeclimate"
  public static let summary = "GitLab Code Quality JSON (Code Climate issues with stable fingerprints)"

  public init() {}

  struct Issue: Encodable {
    var type = "issue"
    var checkName: String
    var description: String
    var categories: [String]
    var severity: String
    var fingerprint: String
    var location: IssueLocation
    enum CodingKeys: String, CodingKey {
      case type, description, categories, severity, fingerprint, location
      case checkName = "check_name"
    }
  }
  struct IssueLocation: Encodable {
    var path: String
    var positions: Positions
  }
  struct Positions: Encodable {
    var begin: Position
  }
  struct Position: Encodable {
    var line: Int
    var column: Int
  }

  public func render(_ result: LintResult, context: ReportContext) -> String {
    var sources = ReportedSources(context)
    var seen: [String: Int] = [:]
    let issues = result.violations.map { violation in
      let key = Self.key(of: violation, line: sources.line(violation.location.line, of: violation.location.path) ?? "")
      // The same finding twice on one line (two references to one type) needs two fingerprints.
      let occurrence = seen[key, default: 0]
      seen[key] = occurrence + 1
      return Issue(
        checkName: violation.ruleID,
        description: violation.message,
        categories: ["Style"],
        severity: violation.severity == .error ? "major" : "minor",
        fingerprint: Self.fingerprint(key + "\u{0}\(occurrence)"),
        location: IssueLocation(
          path: violation.location.path,
          positions: Positions(
            begin: Position(line: violation.location.line, column: violation.location.column))))
    }
    return JSONText.encode(issues)
  }

  /// What a baseline entry matches on: the rule, the file, the declaration and the flagged
  /// line's text with its spaces normalized. No line number, so that moving code keeps it.
  static func key(of violation: Violation, line: Substring) -> String {
    [violation.ruleID, violation.location.path, violation.declaration ?? "", Baseline.normalizedLine(line)]
      .joined(separator: "\u{0}")
  }

  /// The key's 128-bit `StableHash` as hex: GitLab needs a string that is the same on every
  /// machine and run and unique per finding, not a cryptographic digest.
  static func fingerprint(_ key: String) -> String {
    var hash = StableHash()
    hash.combine(key)
    return hash.hex
  }
}
