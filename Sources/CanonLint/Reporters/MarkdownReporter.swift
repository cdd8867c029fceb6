/// A summary for a pull request comment: totals, counts per rule, then each violation.
public struct MarkdownReporter: Reporter {
  public static let name = "markdown"
  public static let summary = "Markdown summary tables for a pull request comment"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    let total = result.violations.count
    var text = "## Canon\n\n"
    guard total > 0 else {
      return text + "No \(result.baseline == nil ? "" : "new ")violations in \(result.fileCount) files."
        + Self.baselineCounts(result) + "\n" + Self.layerDiagram(context.graph)
    }
    text += "\(total) \(result.baseline == nil ? "" : "new ")violation\(total == 1 ? "" : "s") "
    text += "(\(result.errorCount) errors, \(result.warningCount) warnings) in \(result.fileCount) files."
    text += Self.baselineCounts(result) + "\n\n"

    var counts: [String: Int] = [:]
    for violation in result.violations { counts[violation.ruleID, default: 0] += 1 }
    text += "| Rule | Violations |\n|---|---:|\n"
    for (rule, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      text += "| `\(rule)` | \(count) |\n"
    }
    text += Self.layerDiagram(context.graph)
    text += "\n| | File | Line | Rule | Message |\n|---|---|---:|---|---|\n"
    for violation in result.violations {
      let mark = violation.severity == .error ? "error" : "warning"
      text += "| \(mark) | \(Self.code(violation.location.path)) | \(violation.location.line) "
      text += "| `\(violation.ruleID)` | \(Self.escape(violation.message)) |\n"
    }
    return text
  }

  /// The layers and the references between them as a Mermaid diagram (GitHub and GitLab draw
  /// it in a comment), forbidden edges red with their violation counts.
  static func layerDiagram(_ graph: DependencyGraph?) -> String {
    guard let graph, graph.level == .layers, !graph.nodes.isEmpty else { return "" }
    let forbidden = graph.edges.filter { $0.violations > 0 }.count
    var text = "\n### Layers\n\n"
    text += forbidden == 0
      ? "No reference crosses a forbidden boundary.\n\n"
      : "\(forbidden) forbidden dependenc\(forbidden == 1 ? "y" : "ies") (red).\n\n"
    return text + "```mermaid\n" + MermaidRenderer.render(graph) + "```\n"
  }

  /// What the baseline held, when there is one: " 120 baselined, 3 of them fixed."
  static func baselineCounts(_ result: LintResult) -> String {
    guard let baseline = result.baseline else { return "" }
    var text = " \(baseline.baselined.count) baselined"
    if baseline.absentCount > 0 {
      text += "; \(baseline.absentCount) baselined fixed (run `canon baseline prune`)"
    }
    return text + "."
  }

  /// Text for a table cell: a `|` would end the cell and a line break the row; `<`, `>` and `&`
  /// are entities, so that a name from the configuration or the code (a layer called
  /// `model <img src=…>`) is shown, never rendered as HTML in the comment; control characters
  /// are written as `\u{XX}`.
  static func escape(_ text: String) -> String {
    cell(
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;"))
  }

  /// Text for a cell without entities: inside a code span, where HTML is not read and an entity
  /// would show as typed.
  private static func cell(_ text: String) -> String {
    var bytes: [UInt8] = []
    ControlCharacters.appendEscaped(
      text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|"),
      to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A code span for a cell: a path holding a backtick is fenced with two (CommonMark).
  static func code(_ text: String) -> String {
    let escaped = cell(text)
    return escaped.contains("`") ? "`` \(escaped) ``" : "`\(escaped)`"
  }
}
