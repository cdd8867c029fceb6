/// What one lint run found, ready for reporters.
public struct LintResult: Sendable {
  /// Every violation, in report order.
  public var violations: [Violation]
  /// How many files were linted (Swift and the non-Swift files rules asked for).
  public var fileCount: Int

  public init(violations: [Violation], fileCount: Int) {
    self.violations = violations.sorted(by: Violation.reportOrder)
    self.fileCount = fileCount
  }

  public var errorCount: Int { violations.count { $0.severity == .error } }
  public var warningCount: Int { violations.count { $0.severity == .warning } }
}
