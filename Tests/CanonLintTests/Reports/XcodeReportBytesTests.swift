import Testing

@testable import CanonLint

/// The xcode report is gathered as bytes (`ReportBytes`) and written as they are: each line must
/// read as the interpolated line it replaced.
@Suite struct XcodeReportBytesTests {
  static let context = ReportContext(rules: [], toolVersion: "test")

  @Test func eachLineIsWhatInterpolationWrites() {
    let places = [
      0, 1, 9, 10, 99, 100, 12_345, 9_999_999_999, 10_000_000_000, Int.max, -1, Int.min,
    ]
    var violations: [Violation] = []
    for (index, number) in places.enumerated() {
      violations.append(
        Violation(
          ruleID: "rule-\(index)", severity: index.isMultiple(of: 2) ? .warning : .error,
          message: "m\u{E9}ssage \u{2014} \(index) \u{1F600} \u{1B}[0m",
          location: Location(
            path: "Sources/Caf\u{E9}/F\(index).swift", line: number,
            column: places[places.count - 1 - index])))
    }
    // A short path and message, held in the string itself rather than in storage of its own.
    violations.append(
      Violation(
        ruleID: "r", severity: .warning, message: "m",
        location: Location(path: "a", line: 3, column: 4)))
    let result = LintResult(violations: violations, fileCount: 1)
    let expected = result.violations.map { violation in
      let location = violation.location
      return
        "\(location.path):\(location.line):\(location.column): \(violation.severity.rawValue): "
        + "\(violation.message.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")) (\(violation.ruleID))\n"
    }.joined()
    let reporter = XcodeReporter()
    #expect(reporter.render(result, context: Self.context) == expected)
    #expect(reporter.renderBytes(result, context: Self.context) == Array(expected.utf8))
  }

  @Test func anotherReportsBytesAreItsText() {
    let result = LintResult(
      violations: [
        Violation(
          ruleID: "r", severity: .warning, message: "m\u{E9}",
          location: Location(path: "A.swift", line: 1, column: 2))
      ], fileCount: 1)
    let reporter = CheckstyleReporter()
    #expect(
      reporter.renderBytes(result, context: Self.context)
        == Array(reporter.render(result, context: Self.context).utf8))
  }
}
