/// GitHub Actions workflow commands: each violation becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
  public static let name = "github"
  public static let summary = "GitHub Actions annotations (::warning file=…,line=…,col=…::…)"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    result.violations.map { violation in
      let properties = [
        "file=" + Self.escapeProperty(violation.location.path),
        "line=\(violation.location.line)",
        "col=\(violation.location.column)",
        "title=" + Self.escapeProperty(violation.ruleID),
      ].joined(separator: ",")
      return "::\(violation.severity.rawValue) \(properties)::\(Self.escapeData(violation.message))\n"
    }.joined()
  }

  // The escaping GitHub's toolkit applies to command data and properties.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
