/// Turns a lint result into a report: for a terminal, a CI annotation system or a file.
public protocol Reporter: Sendable {
  /// The name `--reporter` takes.
  static var name: String { get }
  static var summary: String { get }
  init()
  func render(_ result: LintResult, context: ReportContext) -> String
  /// The report as UTF-8 bytes, what is written to a file or a terminal. A reporter that
  /// gathers bytes hands them over as they are: made a `String` only to be turned back into
  /// bytes, a large report was checked as UTF-8 for nothing, on one core after the lint.
  func renderBytes(_ result: LintResult, context: ReportContext) -> [UInt8]
}

extension Reporter {
  public func renderBytes(_ result: LintResult, context: ReportContext) -> [UInt8] {
    Array(render(result, context: context).utf8)
  }
}

/// What reporters may need besides the violations.
public struct ReportContext: Sendable {
  /// Descriptions of the rules that ran (SARIF lists them as rule metadata).
  public var rules: [RuleDescription]
  public var toolVersion: String
  /// The text of a reported file, by the path violations carry (snippets, fingerprints); read
  /// from disk unless a caller has the text elsewhere (an editor's buffer, a test).
  public var sourceText: @Sendable (String) -> String?
  /// The project's architecture, for reporters that draw it (markdown, html); `nil` when none
  /// was computed.
  public var graph: DependencyGraph?

  public init(
    rules: [RuleDescription], toolVersion: String,
    sourceText: @escaping @Sendable (String) -> String? = ReportContext.readFromDisk,
    graph: DependencyGraph? = nil
  ) {
    self.rules = rules
    self.toolVersion = toolVersion
    self.sourceText = sourceText
    self.graph = graph
  }

  @Sendable public static func readFromDisk(_ path: String) -> String? {
    FileBytes.contents(of: PathUtilities.absolute(path)).map { String(decoding: $0, as: UTF8.self) }
  }
}

/// Every reporter, by name.
public enum Reporters {
  public static let all: [any Reporter.Type] = [
    XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
    CheckstyleReporter.self, MarkdownReporter.self, JUnitReporter.self, CodeClimateReporter.self,
    HTMLReporter.self,
  ]

  public static func named(_ name: String) -> (any Reporter.Type)? {
    all.first { $0.name == name }
  }

  public static var names: [String] { all.map { $0.name } }
}
