@testable import CanonLint
import Testing

/// Issue 35: a layer name from `.canon.yml` reached the markdown report as raw HTML
/// (`model <img src=…>` rendered in a pull-request comment).
@Suite struct MarkdownHTMLTests {
  @Test func aMessageCellShowsHTMLAsText() {
    let result = LintResult(
      violations: [
        Violation(
          ruleID: "layer-dependencies", severity: .error,
          message: "model <img src=x onerror=alert(1)> & co may not use 'View'",
          location: Location(path: "Sources/<b>.swift", line: 1, column: 1))
      ], fileCount: 1, summaries: [])
    let report = MarkdownReporter().render(result, context: ReportContext(rules: [], toolVersion: "test"))
    let row = report.split(separator: "\n").last.map(String.init) ?? ""
    #expect(!row.contains("<img"))
    #expect(row.contains("model &lt;img src=x onerror=alert(1)&gt; &amp; co"))
    // In a code span HTML is not read, so the path is shown as it is.
    #expect(row.contains("`Sources/<b>.swift`"))
  }
}
