import CanonLint

/// Findings as a tool gives them: compact, one object each; grouped by rule past
/// `groupingThreshold`, so that a file with 200 findings of two rules reads as two entries.
struct Findings: Encodable {
  /// A fix of a finding.
  struct Fix: Encodable {
    var available: Bool
    /// `safe` (meaning unchanged) or `unsafe` (may change behaviour or API: `FixSafety`);
    /// absent without a fix.
    var safety: String?
  }

  struct Finding: Encodable {
    var rule: String?
    var severity: String?
    var path: String
    var line: Int
    var column: Int
    var message: String
    var fix: Fix
  }

  struct Group: Encodable {
    var rule: String
    var severity: String
    var count: Int
    var fixable: Int
    var findings: [Finding]
  }

  static let groupingThreshold = 20

  var count: Int
  var fixable: Int
  var findings: [Finding]?
  var byRule: [Group]?

  init(_ violations: [Violation], root: String, registry: RuleRegistry) {
    let sorted = violations.sorted(by: Violation.reportOrder)
    count = sorted.count
    fixable = sorted.count(where: \.isCorrectable)
    func finding(_ violation: Violation, inGroup: Bool) -> Finding {
      Finding(
        rule: inGroup ? nil : violation.ruleID,
        severity: inGroup ? nil : violation.severity.rawValue,
        path: PathUtilities.relative(violation.location.path, to: root),
        line: violation.location.line, column: violation.location.column,
        message: violation.message,
        fix: Fix(
          available: violation.isCorrectable,
          safety: violation.isCorrectable
            ? (registry.rule(violation.ruleID)?.description.fixSafety ?? .unsafe).rawValue : nil))
    }
    guard sorted.count > Self.groupingThreshold else {
      findings = sorted.map { finding($0, inGroup: false) }
      return
    }
    let groups = Dictionary(grouping: sorted, by: \.ruleID)
    byRule = groups.map { rule, violations in
      Group(
        rule: rule, severity: violations[0].severity.rawValue, count: violations.count,
        fixable: violations.count(where: \.isCorrectable),
        findings: violations.map { finding($0, inGroup: true) })
    }.sorted { ($0.count, $1.rule) > ($1.count, $0.rule) }
  }
}
