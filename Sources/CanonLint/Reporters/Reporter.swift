/// Turns a lint result into a report: for a terminal, a CI annotation system or a file.
public protocol Reporter: Sendable {
  /// The name `--reporter` takes.
  static var name: String { get }
  static var summary: String { get }
  init()
  func render(_ result: LintResult, context: ReportContext) -> String
}

/// What reporters may need besides the violations.
public struct ReportContext: Sendable {
  /// Descriptions of the rules that ran (SARIF lists them as rule metadata).
  public var rules: [RuleDescription]
  public var toolVersion: String

  public init(rules: [RuleDescription], toolVersion: String) {
    self.rules = rules
    self.toolVersion = toolVersion
  }
}

/// Every reporter, by name.
public enum Reporters {
  public static let all: [any Reporter.Type] = [
    XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
    CheckstyleReporter.self, MarkdownReporter.self,
  ]

  public static func named(_ name: String) -> (any Reporter.Type)? {
    all.first { $0.name == name }
  }

  public static var names: [String] { all.map { $0.name } }
}
