import CanonLint
import SwiftSyntax

/// `protocol P: class` is the old spelling of a class-only protocol.
struct ClassProtocolAnyObject: SyntaxRule {
  static let description = RuleDescription(
    id: "class-protocol-anyobject",
    summary: "A class-only protocol declared with `: class` instead of `: AnyObject`",
    rationale: """
      `class` in a protocol's inheritance clause is deprecated; `AnyObject` says the same and is \
      what the compiler suggests. Delegates and outputs must be class-bound so they can be held \
      `weak`; spell it the current way.
      """,
    source: "G3 protocol conformance",
    triggering: [
      Example("protocol LoginViewDelegate: ↓class {}"),
      Example("protocol Output: Sendable, ↓class {\n  func didFinish()\n}"),
    ],
    nonTriggering: [
      Example("protocol LoginViewDelegate: AnyObject {}"),
      Example("protocol Loading {}"),
      Example("class Base {}\nclass Child: Base {}"),
    ],
    corrections: [
      Correction(
        Example("protocol Output: ↓class {\n  func didFinish()\n}"),
        "protocol Output: AnyObject {\n  func didFinish()\n}"),
      Correction(
        Example("protocol Output: Sendable, ↓class /* legacy */ {}"),
        "protocol Output: Sendable, AnyObject /* legacy */ {}"),
    ],
    fix: .safe)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ProtocolDeclSyntax.self) { node in
      for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
        guard let classType = inherited.type.as(ClassRestrictionTypeSyntax.self) else { continue }
        let keyword = classType.classKeyword
        file.report(
          at: keyword, "use `AnyObject` instead of `class` to make '\(node.name.text)' class-only",
          corrections: [
            SourceEdit(
              range: keyword.positionAfterSkippingLeadingTrivia..<keyword.endPositionBeforeTrailingTrivia,
              replacement: "AnyObject")
          ])
      }
    }
  }
}
