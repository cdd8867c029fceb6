@testable import CanonLint
import Testing

/// Issue 14: control characters from source comments and file names reached the terminal raw
/// through the xcode and github reporters.
@Suite struct ControlCharacterReportTests {
  static let hostile = LintResult(
    violations: [
      Violation(
        ruleID: "invalid-suppression", severity: .warning,
        message: "unknown rule '\u{1B}[2Jgone\u{07}' in suppression comment",
        location: Location(path: "Sources/\u{1B}]0;title\u{07}.swift", line: 1, column: 1))
    ], fileCount: 1, summaries: [])

  static let context = ReportContext(rules: [], toolVersion: "test")

  @Test func theXcodeReportEscapesThem() {
    let report = XcodeReporter().render(Self.hostile, context: Self.context)
    #expect(!report.utf8.dropLast().contains(where: ControlCharacters.isControl))
    #expect(report == "Sources/\\u{1B}]0;title\\u{07}.swift:1:1: warning: unknown rule '\\u{1B}[2Jgone\\u{07}' in suppression comment (invalid-suppression)\n")
  }

  @Test(arguments: 0..<0x20)
  func theGitHubReportEncodesEveryOne(_ byte: Int) {
    let character = String(UnicodeScalar(UInt8(byte)))
    let text = GitHubReporter.escapeData("a\(character)b") + GitHubReporter.escapeProperty("p\(character)q")
    #expect(!text.utf8.contains(where: ControlCharacters.isControl))
  }
}

extension ControlCharacterReportTests {
  @Test func theCheckstyleReportStaysValidXML() {
    let report = CheckstyleReporter().render(Self.hostile, context: Self.context)
    let forbidden = report.utf8.contains { ControlCharacters.isControl($0) && $0 != 0x0A }
    #expect(!forbidden)
    #expect(report.contains("name=\"Sources/\\u{1B}]0;title\\u{07}.swift\""))
  }

  @Test func aMarkdownRowSurvivesPipesBackticksAndLineBreaks() {
    let result = LintResult(
      violations: [
        Violation(
          ruleID: "syntax-error", severity: .error, message: "a | b\nc",
          location: Location(path: "Sources/a|`b`\n.swift", line: 3, column: 1))
      ], fileCount: 1, summaries: [])
    let report = MarkdownReporter().render(result, context: Self.context)
    let row = report.split(separator: "\n").last.map(String.init) ?? ""
    #expect(row == "| error | `` Sources/a\\|`b` .swift `` | 3 | `syntax-error` | a \\| b c |")
  }
}
