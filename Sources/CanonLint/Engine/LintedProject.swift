/// The whole project as a project rule sees it, and where the rule reports.
public struct LintedProject {
  public let index: ProjectIndex
  let ruleID: String
  let severity: Severity
  let sink: ViolationSink

  /// Reports a violation at a place in the project (a file's line 1 for whole-file findings).
  public func report(at location: Location, _ message: String) {
    sink.add(Violation(ruleID: ruleID, severity: severity, message: message, location: location))
  }
}

/// A non-Swift file as a resource rule sees it.
public struct LintedResource {
  public let path: String
  public let kind: ResourceKind
  /// The file's text, `nil` when it is not UTF-8.
  public let text: String?
  let ruleID: String
  let severity: Severity
  let sink: ViolationSink

  public func report(line: Int = 1, column: Int = 1, _ message: String) {
    sink.add(
      Violation(
        ruleID: ruleID, severity: severity, message: message,
        location: Location(path: path, line: line, column: column)))
  }
}

/// Collects violations from rules run outside the per-file walk.
final class ViolationSink {
  var violations: [Violation] = []
  func add(_ violation: Violation) { violations.append(violation) }
}
