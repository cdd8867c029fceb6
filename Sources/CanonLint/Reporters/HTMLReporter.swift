/// One self-contained HTML page (no network at view time): counts by rule, severity and folder,
/// a filterable table of the findings with their code and the rule's rationale, and the
/// architecture graph as SVG when Graphviz is at hand.
public struct HTMLReporter: Reporter {
  public static let name = "html"
  public static let summary = "A self-contained HTML page: counts, a filterable table with code snippets, the architecture graph"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    var sources = ReportedSources(context)
    let rationale = Dictionary(
      context.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let violations = result.violations
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Canon report</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>Canon</h1>

      """
    html += "<p class=\"totals\">\(violations.count) finding\(violations.count == 1 ? "" : "s") "
    html += "(\(result.errorCount) errors, \(result.warningCount) warnings) in \(result.fileCount) files"
    html += MarkdownReporter.baselineCounts(result).isEmpty ? "." : MarkupEscaping.html(MarkdownReporter.baselineCounts(result))
    html += " Canon \(MarkupEscaping.html(context.toolVersion)).</p>\n"

    html += "<section class=\"counts\">\n"
    html += Self.countTable("Rule", violations.map(\.ruleID), filter: "rule")
    html += Self.countTable("Severity", violations.map(\.severity.rawValue), filter: "severity")
    html += Self.countTable("Folder", violations.map { Self.folder(of: $0.location.path) }, filter: "folder")
    html += "</section>\n"

    if let graph = context.graph {
      html += "<section class=\"graph\"><h2>Architecture</h2>\n"
      html += Self.graphFigure(graph)
      html += "</section>\n"
    }

    html += """
      <h2>Findings</h2>
      <p><input id="filter" type="search" placeholder="Filter by file, rule or message" aria-label="Filter">
      <button id="clear" type="button">Show all</button> <span id="shown"></span></p>
      <table id="findings">
      <thead><tr><th>Severity</th><th>File</th><th>Line</th><th>Rule</th><th>Message</th></tr></thead>
      <tbody>

      """
    for violation in violations {
      let location = violation.location
      let folder = Self.folder(of: location.path)
      html += "<tr class=\"finding \(violation.severity.rawValue)\" data-rule=\"\(MarkupEscaping.html(violation.ruleID))\""
      html += " data-severity=\"\(violation.severity.rawValue)\" data-folder=\"\(MarkupEscaping.html(folder))\">"
      html += "<td>\(violation.severity.rawValue)</td><td class=\"path\">\(MarkupEscaping.html(location.path))</td>"
      html += "<td>\(location.line):\(location.column)</td><td><code>\(MarkupEscaping.html(violation.ruleID))</code></td>"
      html += "<td>\(MarkupEscaping.html(violation.message))<details><summary>code and rationale</summary><pre>"
      for line in sources.snippet(around: location.line, of: location.path) {
        let mark = line.number == location.line ? "class=\"flagged\"" : ""
        html += "<span \(mark)>\(String(line.number).leftPadded(to: 5, with: " ")) \(MarkupEscaping.html(String(line.text)))</span>\n"
      }
      html += "</pre>"
      if let rule = rationale[violation.ruleID] {
        html += "<p class=\"rationale\">\(MarkupEscaping.html(rule.rationale))</p>"
      }
      html += "</details></td></tr>\n"
    }
    html += "</tbody>\n</table>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
    return html
  }

  /// The folder of a reported path (`.` for a file at the root).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  static func countTable(_ title: String, _ values: [String], filter: String) -> String {
    var counts: [String: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    var html = "<table class=\"count\"><thead><tr><th>\(title)</th><th>Findings</th></tr></thead><tbody>\n"
    for (value, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      html += "<tr><td><a href=\"#\" data-filter=\"\(filter)\" data-value=\"\(MarkupEscaping.html(value))\">\(MarkupEscaping.html(value))</a></td>"
      html += "<td>\(count)</td></tr>\n"
    }
    return html + "</tbody></table>\n"
  }

  /// The graph as inline SVG from Graphviz's `dot`, or how to get it.
  static func graphFigure(_ graph: DependencyGraph) -> String {
    if let svg = GraphvizRenderer.svg(of: graph) {
      return "<figure>\(svg)</figure>\n"
    }
    return "<p>Install Graphviz (<code>apt-get install graphviz</code>, <code>brew install graphviz</code>) "
      + "to see the architecture as a picture here; <code>canon graph --format mermaid</code> prints it without.</p>\n"
  }

  static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:1.5em;color:#222}
    table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:.25em .5em;text-align:left;vertical-align:top}
    .counts{display:flex;gap:1.5em;flex-wrap:wrap;align-items:flex-start}
    tr.error td:first-child{color:#b00;font-weight:bold}tr.warning td:first-child{color:#a60}
    .path{font-family:ui-monospace,monospace;word-break:break-all}pre{background:#f6f6f6;padding:.5em;overflow:auto}
    .flagged{background:#ffe08a}#filter{width:30em}.rationale{max-width:60em;color:#444}
    figure svg{max-width:100%;height:auto}
    """

  static let script = """
    (function(){
    var rows=[].slice.call(document.querySelectorAll('#findings tbody tr'));
    var input=document.getElementById('filter'),shown=document.getElementById('shown');
    var chosen=null;
    function apply(){var q=input.value.toLowerCase(),n=0;
    rows.forEach(function(r){var ok=(!q||r.textContent.toLowerCase().indexOf(q)>=0)&&
    (!chosen||r.getAttribute('data-'+chosen[0])===chosen[1]);r.style.display=ok?'':'none';if(ok)n++;});
    shown.textContent=n+' of '+rows.length+' shown';}
    input.addEventListener('input',apply);
    document.getElementById('clear').addEventListener('click',function(){chosen=null;input.value='';apply();});
    [].forEach.call(document.querySelectorAll('a[data-filter]'),function(a){a.addEventListener('click',function(e){
    e.preventDefault();chosen=[a.getAttribute('data-filter'),a.getAttribute('data-value')];apply();});});
    apply();})();
    """
}

extension String {
  func leftPadded(to width: Int, with pad: Character) -> String {
    String(repeating: pad, count: max(0, width - count)) + self
  }
}
