import SwiftSyntax

/// Reports a file that does not parse cleanly; its other findings are still reported, from the
/// tree swift-syntax recovered.
public struct SyntaxErrorRule: SyntaxRule, EngineRule {
  public init() {}

  public static let description = RuleDescription(
    id: "syntax-error",
    summary: "A Swift file with syntax errors (the rest of it is still linted)",
    rationale: """
      Canon lints what swift-syntax recovers from malformed code, so findings in such a file may \
      be incomplete; this says where the first error is, so the file can be fixed or excluded.
      """,
    source: "Canon engine",
    triggering: [
      Example("func broken(↓ {\n  let x = }\n"),
      Example("struct A {\n  var x: Int↓\n"),
    ],
    nonTriggering: [Example("func fine() {}\n")],
    judges: .everything)

  public func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    guard let first = FirstSyntaxError.find(in: file.tree) else { return }
    file.report(at: first.position, "syntax error: \(first.message); findings may be incomplete")
  }
}
