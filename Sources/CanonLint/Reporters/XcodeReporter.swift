/// `path:line:column: warning: message (rule-id)`, the form Xcode and most editors jump to.
public struct XcodeReporter: Reporter {
  public static let name = "xcode"
  public static let summary = "path:line:column: severity: message (rule-id), one per line"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    result.violations.map { violation in
      "\(violation.location): \(violation.severity.rawValue): \(violation.message) (\(violation.ruleID))\n"
    }.joined()
  }
}
