/// A check from RULES.md. Rules are small values: their options, and nothing per file; what a rule
/// learns while it looks at a file lives in the closures it registers for that file.
public protocol Rule: Sendable {
  associatedtype Options: RuleOptions = NoOptions
  static var description: RuleDescription { get }
  init()
  var options: Options { get set }
  /// The questions the rule's findings ask the index with `ProjectIndex.ask(_:)`, so that the
  /// cache can ask them again (`IndexQuestion`); none by default.
  static var indexQuestions: [any IndexQuestion.Type] { get }

  // The rule as each kind it is, from the protocol extensions below: the engine sorts rules by
  // kind without `as? any SyntaxRule`, a conformance lookup that costs milliseconds at startup on
  // Linux (it scans every conformance record of the binary, swift-syntax's included).
  var asSyntaxRule: (any SyntaxRule)? { get }
  var asProjectRule: (any ProjectRule)? { get }
  var asResourceRule: (any ResourceRule)? { get }
}

extension Rule {
  public var asSyntaxRule: (any SyntaxRule)? { nil }
  public var asProjectRule: (any ProjectRule)? { nil }
  public var asResourceRule: (any ResourceRule)? { nil }
}

extension SyntaxRule {
  public var asSyntaxRule: (any SyntaxRule)? { self }
}

extension ProjectRule {
  public var asProjectRule: (any ProjectRule)? { self }
}

extension ResourceRule {
  public var asResourceRule: (any ResourceRule)? { self }
}

extension Rule where Options == NoOptions {
  public var options: NoOptions {
    get { NoOptions() }
    set {}
  }
}

extension Rule {
  public static var id: String { description.id }
}

/// A rule that looks at one parsed Swift file at a time.
///
/// The engine walks each file's syntax tree once for all rules: a rule subscribes to the node
/// kinds it inspects and reports through `file`. A finding that depends on the rest of the
/// project (a role, a subclass elsewhere) is reported with a `when:` condition that the engine
/// checks against the project index once every file has been seen.
public protocol SyntaxRule: Rule {
  func observe(_ file: LintedFile, with walk: inout SyntaxWalk)
}

/// A rule that looks at the whole project at once, through the index of every file's summary.
public protocol ProjectRule: Rule {
  func check(_ project: LintedProject)
}

/// A rule that looks at non-Swift files (Interface Builder documents, Xcode project settings).
public protocol ResourceRule: Rule {
  static var resourceKinds: Set<ResourceKind> { get }
  func check(_ resource: LintedResource)
}

/// A finding the engine itself produces (an unreadable file, a bad suppression comment). It is
/// a rule so that it is documented, configurable and suppressible like any other.
public protocol EngineRule: Rule {}
