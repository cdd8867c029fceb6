/// What one lint run found, ready for reporters.
public struct LintResult: Sendable {
  /// Every violation, in report order.
  public var violations: [Violation]
  /// How many files were linted (Swift and the non-Swift files rules asked for).
  public var fileCount: Int
  /// The summaries of the Swift files linted, to lint some of them again within the same
  /// project (as fixing does) without reading the others.
  public var summaries: [FileSummary]
  /// The paths of the Swift files linted, in the order they were given: what a report lists as
  /// checked. Kept apart from `summaries`, which a run answered whole from the cache does not
  /// have.
  public var lintedFiles: [String]
  /// How the findings compare with the baseline, when the run has one; `violations` are then
  /// only the new findings.
  public var baseline: BaselineComparison?
  /// How the run used the cache, when it had one.
  public var cache: CacheStatistics?
  /// The `canon:disable` comments of the linted files, by path: what draws findings (the graph's
  /// red edges) from the index rather than from `violations` leaves out by them.
  var suppressions: [String: Suppressions] = [:]
  /// The project index the run settled its findings with (none for a run the cache answered
  /// whole): what the next run within the same project lints within (`Linter.lint(_:within:)`).
  public var index: ProjectIndex?

  public init(
    violations: [Violation], fileCount: Int, summaries: [FileSummary] = [],
    lintedFiles: [String]? = nil
  ) {
    self.violations = Violation.inReportOrder(violations)
    self.fileCount = fileCount
    self.summaries = summaries
    self.lintedFiles = lintedFiles ?? summaries.map(\.path)
  }

  public var errorCount: Int { violations.count { $0.severity == .error } }
  public var warningCount: Int { violations.count { $0.severity == .warning } }

  /// The result with only the findings the baseline does not hold.
  public func compared(with comparison: BaselineComparison) -> LintResult {
    var result = LintResult(
      violations: comparison.new, fileCount: fileCount, summaries: summaries,
      lintedFiles: lintedFiles)
    result.baseline = comparison
    result.cache = cache
    result.suppressions = suppressions
    return result
  }

  /// The result with only the findings `isKept` keeps (a review keeps those on changed lines).
  public func keeping(_ isKept: (Violation) -> Bool) -> LintResult {
    var result = self
    result.violations.removeAll { !isKept($0) }
    return result
  }

  /// Whether a `canon:disable` comment silences `ruleID` at `location`.
  public func isSuppressed(_ ruleID: String, at location: Location) -> Bool {
    suppressions[location.path]?.suppresses(ruleID, line: location.line) == true
  }
}
