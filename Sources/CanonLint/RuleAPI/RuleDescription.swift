/// Everything a user (or the docs) needs to know about a rule, and the examples that test it.
public struct RuleDescription: Sendable {
  /// The stable id from RULES.md, used in configuration and suppression comments.
  public var id: String
  /// One line: what the rule flags.
  public var summary: String
  /// Why the team asks for it, in a few sentences.
  public var rationale: String
  /// The guide and section the rule comes from, e.g. "G0 code review: strong delegate reference".
  public var source: String
  public var defaultSeverity: Severity
  /// Code that must trigger the rule; `↓` marks each expected violation.
  public var triggeringExamples: [Example]
  /// Code that must not trigger it.
  public var nonTriggeringExamples: [Example]
  /// For correctable rules: code before (with `↓` marks) and after the fix.
  public var corrections: [Correction]
  /// For correctable rules: whether the fix keeps the program's meaning. Every rule with
  /// corrections declares it (a test holds them to it).
  public var fixSafety: FixSafety?
  /// The code the rule reports on; the engine drops its findings anywhere else. App code alone
  /// by default: generated files and tests are left alone unless the rule says so.
  public var judges: JudgedCode
  /// Other code the rule reads without reporting on it: the facts it records there (a call in a
  /// test, a reference in generated code) still count for the findings elsewhere.
  public var reads: JudgedCode
  /// Rules whose finding at the same place says all this rule's would (one problem, one rule):
  /// where one of them reports at a place, this rule's finding there is dropped. A rule that is
  /// off takes nothing away.
  public var defersTo: [String]

  public init(
    id: String,
    summary: String,
    rationale: String,
    source: String,
    defaultSeverity: Severity = .warning,
    triggering: [Example],
    nonTriggering: [Example],
    corrections: [Correction] = [],
    fix fixSafety: FixSafety? = nil,
    judges: JudgedCode = .production,
    reads: JudgedCode = [],
    defersTo: [String] = []
  ) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.source = source
    self.defaultSeverity = defaultSeverity
    self.triggeringExamples = triggering
    self.nonTriggeringExamples = nonTriggering
    self.corrections = corrections
    self.fixSafety = fixSafety
    self.judges = judges
    self.reads = reads.union(judges)
    self.defersTo = defersTo
  }

  public var isCorrectable: Bool { !corrections.isEmpty }

  /// "safe fix", "unsafe fix" or "no": what the rules table and docs say about its fix.
  public var correctability: String {
    guard isCorrectable else { return "no" }
    return "\(fixSafety?.rawValue ?? "unsafe") fix"
  }
}
