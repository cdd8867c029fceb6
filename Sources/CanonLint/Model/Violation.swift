import SwiftSyntax

/// One finding of one rule at one place.
public struct Violation: Sendable, Equatable {
  public var ruleID: String
  public var severity: Severity
  public var message: String
  public var location: Location
  /// The edits that fix this violation in its file (UTF-8 offsets of the file as it was linted);
  /// empty when the rule cannot fix it.
  public var corrections: [SourceEdit]
  /// The qualified name of the declaration the finding is in (`LoginViewController.viewDidLoad()`),
  /// when the run records declarations (a baseline matches on it); `nil` otherwise or outside
  /// every declaration.
  public var declaration: String?
  /// The problem this finding is one place of, when a problem may show at many places (a type
  /// reading one singleton in five methods): the engine keeps one finding of a rule per subject
  /// and file, the first, and names the other places in its message (`RepeatedFindings`).
  /// `nil` for a finding that is a problem of its own.
  public var subject: String?

  public init(
    ruleID: String, severity: Severity, message: String, location: Location,
    corrections: [SourceEdit] = [], subject: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.corrections = corrections
    self.subject = subject
  }

  public var isCorrectable: Bool { !corrections.isEmpty }

  /// The order reports use: by file, then position, then rule.
  public static func reportOrder(_ lhs: Violation, _ rhs: Violation) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    return lhs.ruleID < rhs.ruleID
  }
}
