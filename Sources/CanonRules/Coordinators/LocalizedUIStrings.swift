@_spi(RawSyntax) import CanonLint
@_spi(RawSyntax) import SwiftSyntax

/// Text shown to users comes from the generated `L10n` strings, never from literals.
struct LocalizedUIStrings: SyntaxRule {
  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let textProperties: [SyntaxText] = ["text", "title", "placeholder", "attributedText"]

  static let description = RuleDescription(
    id: "localized-ui-strings",
    summary: "A string literal shown in the UI (`text`, `title`, `placeholder`, `setTitle`, alerts) instead of an `L10n` string",
    rationale: """
      Every text the app shows lives in `Localizable.strings` and is reached through the \
      `L10n` constants SwiftGen generates: nothing is lost when a language is added, and a \
      missing key fails to compile. The rule looks at literals assigned to `text`, `title`, \
      `placeholder` and `attributedText`, and passed to `setTitle(_:for:)`, \
      `UIAlertController(title:message:…)` and `UIAlertAction(title:…)`. Literals without a \
      letter (`"-"`, `"•"`, `"\\(count)"`) are not words to translate; test cases are not \
      checked.
      """,
    source: "G3 Assets & Strings: Strings",
    triggering: [
      Example("titleLabel.text = ↓\"Welcome\""),
      Example("final class LoginViewController: UIViewController {\n  func setup() {\n    title = ↓\"Login\"\n  }\n}"),
      Example("button.setTitle(↓\"Continue\", for: .normal)"),
      Example(
        "let alert = UIAlertController(title: ↓\"Error\", message: ↓\"Try again\", preferredStyle: .alert)\nalert.addAction(UIAlertAction(title: ↓\"OK\", style: .default))"),
      Example("field.placeholder = ↓\"Email \\(domain)\""),
    ],
    nonTriggering: [
      Example("titleLabel.text = L10n.welcome"),
      Example("titleLabel.text = \"\""),
      Example("countLabel.text = \"\\(count)\"\nseparator.text = \"•\"\nlabel.text = \"-\""),
      Example("button.setTitle(L10n.continue, for: .normal)"),
      Example("let alert = UIAlertController(title: nil, message: L10n.tryAgain, preferredStyle: .alert)"),
      Example("label.text = \"login.title\".localized"),
      Example("let text = \"Welcome\"\nlet title = \"Login\""),
      Example(
        "final class LoginViewControllerTests: XCTestCase {\n  func testTitle() {\n    label.text = \"Welcome\"\n  }\n}"),
    ])

  /// Calls that take a user-facing title. Made once: a set is a table to build.
  static let titledCalls: NameSet = ["setTitle", "UIAlertController", "UIAlertAction"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if file.isGenerated { return }
    func report(_ literal: StringLiteralExprSyntax) {
      guard CoordinatorSyntax.hasWords(literal) else { return }
      let typeName = CoordinatorSyntax.enclosingType(of: literal)?.name
      file.report(
        at: literal, "show the generated `L10n` string instead of a literal",
        when: { index in typeName.map { !index.hasRole(.testCase, $0) } ?? true })
    }
    // Both handlers run for every sequence and call: names are compared as bytes.
    walk.on(SequenceExprSyntax.self) { node in
      guard let assignment = node.rawAssignment, assignment.elementCount == 3,
        let name = assignment.targetName, Self.textProperties.contains(name),
        let assigned = node.elements.first,
        let literal = node.elements.last?.as(StringLiteralExprSyntax.self)
      else { return }
      let target: SyntaxText?
      if let reference = assigned.as(DeclReferenceExprSyntax.self) {
        target = reference.baseName.rawText
      } else if let member = assigned.as(MemberAccessExprSyntax.self) {
        target = member.declName.baseName.rawText
      } else {
        target = nil
      }
      guard let target, Self.textProperties.contains(target) else { return }
      report(literal)
    }
    walk.on(FunctionCallExprSyntax.self, named: Self.titledCalls) {
      node in
      switch node.rawCalledName {
      case "setTitle":
        let arguments = Array(node.arguments)
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "for",
          let literal = arguments[0].expression.as(StringLiteralExprSyntax.self)
        else { return }
        report(literal)
      case "UIAlertController", "UIAlertAction":
        for argument in node.arguments
        where ["title", "message"].contains(argument.label?.text ?? "") {
          if let literal = argument.expression.as(StringLiteralExprSyntax.self) { report(literal) }
        }
      default:
        return
      }
    }
  }
}
