@testable import CanonLint

/// Findings whose path, message and code hold every character a report format reserves: markup
/// (`<`, `&`, `"`), percent and workflow-command syntax (`%`, `::`), a line break, and
/// non-ASCII text.
enum HostileFindings {
  static let path = "Sources/<A&B> \"q\" 50% ::x/Ünïcödé 日本.swift"
  static let message = "'<T & U>' says \"hi\" at 100% :: done\nsecond line — café"
  static let code = "let x = \"<a href='&'>\" // 100% :: ünï"

  static let violations = [
    Violation(
      ruleID: "force-unwrap", severity: .error, message: message,
      location: Location(path: path, line: 2, column: 5)),
    Violation(
      ruleID: "final-class", severity: .warning, message: "plain",
      location: Location(path: "Sources/Clean.swift", line: 1, column: 1)),
  ]

  static var result: LintResult {
    var summaries = [FileSummary(path: path), FileSummary(path: "Sources/Clean.swift")]
    summaries.append(FileSummary(path: "Sources/NoFindings.swift"))
    return LintResult(violations: violations, fileCount: 3, summaries: summaries)
  }

  static let context = ReportContext(
    rules: [
      RuleDescription(
        id: "force-unwrap", summary: "No <force> unwrap", rationale: "Because & \"why\" <b>",
        source: "G0", triggering: [], nonTriggering: [])
    ],
    toolVersion: "0.1.0",
    sourceText: { path in
      path == HostileFindings.path ? "import UIKit\n\(HostileFindings.code)\nlet y = 1\n" : "final class A {}\n"
    })

  static func render(_ reporter: some Reporter) -> String {
    reporter.render(result, context: context)
  }
}
