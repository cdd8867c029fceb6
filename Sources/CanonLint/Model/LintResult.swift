/// What one lint run found, ready for reporters.
public struct LintResult: Sendable {
  /// Every violation, in report order.
  public var violations: [Violation]
  /// How many files were linted (Swift and the non-Swift files rules asked for).
  public var fileCount: Int
  /// The summaries of the Swift files linted, to lint some of them again within the same
  /// project (as fixing does) without reading the others.
  public var summaries: [FileSummary]

  public init(violations: [Violation], fileCount: Int, summaries: [FileSummary] = []) {
    self.violations = violations.sorted(by: Violation.reportOrder)
    self.fileCount = fileCount
    self.summaries = summaries
  }

  public var errorCount: Int { violations.count { $0.severity == .error } }
  public var warningCount: Int { violations.count { $0.severity == .warning } }
}
