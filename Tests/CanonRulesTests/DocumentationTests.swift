import CanonLint
import CanonRules
import Foundation
import Testing

@Suite struct DocumentationTests {
  /// `docs/rules.md` is generated from the rules; regenerate it with
  /// `swift run canon rules --markdown > docs/rules.md`.
  @Test func rulesDocumentationIsCurrent() throws {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/rules.md").path
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      committed == RuleDocumentation.markdown(CanonRules.registry),
      "docs/rules.md is stale: run `swift run canon rules --markdown > docs/rules.md`")
  }
}
