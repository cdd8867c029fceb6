/// The whole project as a project rule sees it, and where the rule reports.
public struct LintedProject {
  public let index: ProjectIndex
  let ruleID: String
  let severity: Severity
  let sink: ViolationSink
  /// The summaries of the files whose findings are kept, when a few files are linted within the
  /// project (an editor's open documents); `nil` when every file is linted.
  let reported: [FileSummary]?

  /// The rules of the rule's configuration, for the few whose judgement rests on another's
  /// options (the VIPER folder names `viper-module-layout` is given).
  let rules: [ConfiguredRule]

  init(
    index: ProjectIndex, ruleID: String, severity: Severity, sink: ViolationSink,
    reported: [FileSummary]? = nil, rules: [ConfiguredRule] = []
  ) {
    self.rules = rules
    self.index = index
    self.ruleID = ruleID
    self.severity = severity
    self.sink = sink
    self.reported = reported
    reportedPaths = reported.map { Set($0.map(\.path)) }
  }

  private let reportedPaths: Set<String>?

  /// The rule with this id as configured where this rule runs, when it is enabled there.
  public func configuredRule(_ id: String) -> (any Rule)? {
    rules.first { $0.id == id }?.rule
  }

  /// Whether findings in the file at `path` are kept.
  public func isReported(_ path: String) -> Bool {
    reportedPaths?.contains(path) ?? true
  }

  /// The files whose findings are kept: all of the index's, or only the few linted within it. A
  /// rule whose findings in a file come from that file's own summary (asking the index about
  /// other names) goes through these alone, so that relinting one file within a large project
  /// costs that file, not the project; what it derives from all files it takes from `index`.
  public var reportedFiles: [FileSummary] { reported ?? index.files }

  /// The facts the rule recorded in `reportedFiles`, read as `type`, with the file each came
  /// from.
  public func reportedFacts<Value: Fact>(
    of ruleID: String, as type: Value.Type = Value.self
  ) -> [(path: String, value: Value)] {
    guard let reported else { return index.facts(of: ruleID, as: type) }
    return ProjectIndex.decode(reported, ruleID, as: type)
  }

  /// Reports a violation at a place in the project (a file's line 1 for whole-file findings).
  /// `subject` names the problem the place is one of, as for `LintedFile.report`: the places of
  /// one subject in a file are reported once.
  public func report(at location: Location, _ message: String, subject: String? = nil) {
    sink.add(
      Violation(
        ruleID: ruleID, severity: severity, message: message, location: location, subject: subject))
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
