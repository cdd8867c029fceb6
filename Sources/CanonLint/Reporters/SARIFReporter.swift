/// SARIF 2.1.0 with rule metadata, as GitHub code scanning and other SAST dashboards read it.
public struct SARIFReporter: Reporter {
  public static let name = "sarif"
  public static let summary = "SARIF 2.1.0 log with rule metadata (GitHub code scanning)"

  public init() {}

  struct Log: Encodable {
    var version = "2.1.0"
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case version, runs
      case schema = "$schema"
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name = "Canon"
    var version: String
    var rules: [RuleMetadata]
  }
  struct Text: Encodable { var text: String }
  struct RuleMetadata: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var defaultConfiguration: Configuration
    struct Configuration: Encodable { var level: String }
  }
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [ResultLocation]
    /// With a baseline (SARIF §3.27.24): `new`, `unchanged` (held by the baseline, so also
    /// suppressed externally, §3.35) or `absent` (a baselined finding that is gone).
    var baselineState: String?
    var suppressions: [Suppression]?
  }
  struct Suppression: Encodable {
    var kind = "external"
    var justification: String
  }
  struct ResultLocation: Encodable { var physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    /// None for an absent result: the baseline keeps no line.
    var region: Region?
  }
  struct ArtifactLocation: Encodable { var uri: String }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  public func render(_ result: LintResult, context: ReportContext) -> String {
    let rules = context.rules.sorted { $0.id < $1.id }
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let metadata = rules.map { rule in
      RuleMetadata(
        id: rule.id,
        name: Self.pascalCase(rule.id),
        shortDescription: Text(text: rule.summary),
        fullDescription: Text(text: rule.rationale),
        help: Text(text: "\(rule.summary). Source: \(rule.source)."),
        defaultConfiguration: .init(level: rule.defaultSeverity.rawValue))
    }
    func finding(_ violation: Violation, state: String?) -> Result {
      Result(
        ruleId: violation.ruleID,
        ruleIndex: ruleIndex[violation.ruleID],
        level: violation.severity.rawValue,
        message: Text(text: violation.message),
        locations: [
          ResultLocation(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: Self.uri(violation.location.path)),
              region: Region(
                startLine: violation.location.line, startColumn: violation.location.column)))
        ],
        baselineState: state,
        suppressions: state == "unchanged"
          ? [Suppression(justification: "in the baseline")] : nil)
    }
    var results = result.violations.map { finding($0, state: result.baseline == nil ? nil : "new") }
    if let baseline = result.baseline {
      results += baseline.baselined.map { finding($0, state: "unchanged") }
      results += baseline.absent.map { entry in
        Result(
          ruleId: entry.rule, ruleIndex: ruleIndex[entry.rule], level: "none",
          message: Text(
            text: "fixed since the baseline: \(entry.line)"
              + (entry.declaration.isEmpty ? "" : " in \(entry.declaration)")),
          locations: [
            ResultLocation(
              physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: Self.uri(entry.path)), region: nil))
          ],
          baselineState: "absent", suppressions: nil)
      }
    }
    let log = Log(
      runs: [
        Run(
          tool: Tool(driver: Driver(version: context.toolVersion, rules: metadata)),
          results: results)
      ])
    return JSONText.encode(log)
  }

  /// SARIF wants URI references: relative paths with reserved characters escaped.
  static func uri(_ path: String) -> String {
    let allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/"
    var result = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      if allowed.utf8.contains(byte) {
        result.append(Character(UnicodeScalar(byte)))
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
