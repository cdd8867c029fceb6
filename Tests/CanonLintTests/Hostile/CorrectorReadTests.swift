import CanonLint
import Foundation
import SwiftSyntax
import Testing

/// Rewrites its file on disk while it is being linted (once): a change made between the linter's
/// read and the corrector's.
private struct RewritesItsFile: SyntaxRule {
  static let description = RuleDescription(
    id: "rewrites-its-file", summary: "", rationale: "", source: "tests", triggering: [],
    nonTriggering: [])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let path = file.path
    walk.on(StructDeclSyntax.self) { node in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8), !text.hasPrefix("//") else { return }
      try? ("// a line another program put first\n" + text).write(toFile: path, atomically: false, encoding: .utf8)
      file.report(
        at: node.name, "not loud",
        corrections: [
          SourceEdit(
            range: node.name.positionAfterSkippingLeadingTrivia..<node.name.endPositionBeforeTrailingTrivia,
            replacement: node.name.text.uppercased())
        ])
    }
  }
}

/// The corrections of a file are applied only to the text they were computed on.
@Suite struct CorrectorReadTests {
  @Test func aFileChangedBetweenTheLintAndTheFixIsLeftAsItIs() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/A.swift"
    try folder.write("A.swift", "struct a {}\n")
    let setup = LintSetup(
      rootDirectory: folder.path, presets: [], paths: .everything,
      rules: [ConfiguredRule(rule: RewritesItsFile(), severity: .warning)], rolePatterns: .default)
    let corrector = Corrector(linter: Linter(setup: setup, knownRuleIDs: []))
    let outcome = corrector.correct([LintInput(path: path, content: .file(absolutePath: path))])
    // The edit's offsets are those of `struct a {}`: applied to the longer text, they would
    // have replaced a letter of the comment.
    #expect(outcome.files.isEmpty)
    #expect(outcome.refusals.map(\.reason) == ["changed during fix; left as it is"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "// a line another program put first\nstruct a {}\n")
  }
}
