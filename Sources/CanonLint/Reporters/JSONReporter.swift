import Foundation

/// The violations and a summary as JSON, for scripts and other tools.
public struct JSONReporter: Reporter {
  public static let name = "json"
  public static let summary = "{\"violations\": […], \"summary\": {…}}"

  public init() {}

  struct Report: Encodable {
    struct Entry: Encodable {
      var rule: String
      var severity: Severity
      var message: String
      var file: String
      var line: Int
      var column: Int
      var correctable: Bool
    }
    struct Summary: Encodable {
      var files: Int
      var violations: Int
      var errors: Int
      var warnings: Int
      /// With a baseline: the findings it holds (not listed), and its entries that were fixed.
      var baselined: Int?
      var fixedBaselined: Int?
    }
    var violations: [Entry]
    var summary: Summary
  }

  public func render(_ result: LintResult, context: ReportContext) -> String {
    let report = Report(
      violations: result.violations.map {
        Report.Entry(
          rule: $0.ruleID, severity: $0.severity, message: $0.message, file: $0.location.path,
          line: $0.location.line, column: $0.location.column, correctable: $0.isCorrectable)
      },
      summary: Report.Summary(
        files: result.fileCount, violations: result.violations.count,
        errors: result.errorCount, warnings: result.warningCount,
        baselined: result.baseline?.baselined.count, fixedBaselined: result.baseline?.absentCount))
    return JSONText.encode(report)
  }
}

enum JSONText {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and numbers cannot fail.
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
