import CanonLint
import SwiftSyntax

/// Text shown to users comes from the generated `L10n` strings, never from literals.
struct LocalizedUIStrings: SyntaxRule {
  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let textProperties: NameSet = ["text", "title", "placeholder", "attributedText"]

  static let description = RuleDescription(
    id: "localized-ui-strings",
    summary: "A string literal shown in the UI (`text`, `title`, `placeholder`, `setTitle`, alerts) instead of an `L10n` string",
    rationale: """
      Every text the app shows lives in `Localizable.strings` and is reached through the \
      `L10n` constants SwiftGen generates: nothing is lost when a language is added, and a \
      missing key fails to compile. The rule looks at literals assigned to `text`, `title`, \
      `placeholder` and `attributedText`, and passed to `setTitle(_:for:)`, \
      `UIAlertController(title:message:…)` and `UIAlertAction(title:…)`, so accessibility \
      identifiers, SF Symbol names and log messages are never judged. Literals without a \
      letter (`"-"`, `"•"`, `"\\(count)"`, `"\\u{26A0}"`) are not words to translate, and a \
      literal that is a localization key (`"status.post-from-\\(name)"` given to a \
      `LocalizedStringKey` title) is already localized. Text users never see is not checked: \
      tests (test cases, files under a `…Tests` or `…Specs` folder or named `…Tests.swift` or \
      `…Spec.swift`), SwiftUI previews (`#Preview`, `PreviewProvider` types) and debug-only code \
      (`#if DEBUG`, and `SNAPSHOT`, `TESTING`, `MOCK` or `PREVIEW` flags).
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
      // Test sources by their path: a helper of the test target is not a test case.
      Example("func makeLabel() -> UILabel {\n  let label = UILabel()\n  label.text = \"Welcome\"\n  return label\n}", path: "AppTests/Support/Labels.swift"),
      Example("let alert = UIAlertController(title: \"Error\", message: nil, preferredStyle: .alert)", path: "Sources/Feature/LoginSpec.swift"),
      // Sample text in previews.
      Example(
        """
        #Preview {
          let label = UILabel()
          label.text = "Explore the render loop"
          return label
        }
        """),
      Example(
        """
        struct ExampleView_Preview: PreviewProvider {
          static var previews: some View {
            ExampleView { container in
              let label = UILabel()
              label.text = "Explore the render loop"
              container.addSubview(label)
            }
          }
        }
        """),
      // Debug menus and snapshot builds ship to no user; the `#else` of `#if !DEBUG` is debug.
      Example(
        """
        #if DEBUG
        final class DebugMenuViewController: UIViewController {
          override func viewDidLoad() {
            title = "Debug menu"
          }
        }
        #endif
        #if !DEBUG
        let mode = L10n.release
        #else
        label.text = "Debug build"
        #endif
        #if SNAPSHOT && targetEnvironment(simulator)
        button.setTitle("Athens", for: .normal)
        #endif
        """),
      // Not text for users: identifiers, symbol names, escapes without a word, keys.
      Example(
        """
        button.accessibilityIdentifier = "loginButton"
        button.setImage(UIImage(systemName: "star"), for: .normal)
        statusView.text = "\\u{26A0} \\(L10n.notConnected)"
        title = "status.post-from-\\(status.account.displayName)"
        """),
    ])

  /// Calls that take a user-facing title. Made once: a set is a table to build.
  static let titledCalls: NameSet = ["setTitle", "UIAlertController", "UIAlertAction"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if file.isGenerated { return }
    func report(_ literal: StringLiteralExprSyntax) {
      guard CoordinatorSyntax.hasWords(literal), !Self.isLocalizationKey(literal),
        !UserFacingCode.isPreviewOrDebugOnly(literal)
      else { return }
      let typeName = literal.enclosingTypeName
      file.report(
        at: literal,
        "show the generated `L10n` string instead of the literal \(CoordinatorSyntax.quoted(file.text(of: literal)))",
        when: { index in typeName.map { !index.hasRole(.testCase, $0) } ?? true })
    }
    // Both handlers run for every sequence and call: names are compared as bytes.
    walk.on(SequenceExprSyntax.self) { node in
      guard let assignment = node.assignment, assignment.elementCount == 3,
        let name = assignment.targetName, Self.textProperties.contains(name),
        let assigned = node.elements.first,
        let literal = node.elements.last?.as(StringLiteralExprSyntax.self)
      else { return }
      let target: TokenText?
      if let reference = assigned.as(DeclReferenceExprSyntax.self) {
        target = reference.baseName.textBytes
      } else if let member = assigned.as(MemberAccessExprSyntax.self) {
        target = member.declName.baseName.textBytes
      } else {
        target = nil
      }
      guard let target, Self.textProperties.contains(target) else { return }
      report(literal)
    }
    walk.on(FunctionCallExprSyntax.self, named: Self.titledCalls) {
      node in
      switch node.calledNameBytes {
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

  /// A literal that starts like a localization key: no blank, and lower-case words joined by a
  /// dot (`"login.title"`, `"status.post-from-\(name)"`). Shown as-is it would be a bug, but
  /// not an untranslated text: such a literal is a `LocalizedStringKey` or a key a helper looks up.
  static func isLocalizationKey(_ literal: StringLiteralExprSyntax) -> Bool {
    guard let first = literal.segments.first?.as(StringSegmentSyntax.self) else { return false }
    let text = first.content.text
    guard let dot = text.firstIndex(of: "."), text.first?.isLowercase == true,
      !literal.segments.contains(where: { segment in
        segment.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isWhitespace) == true
      })
    else { return false }
    let after = text[text.index(after: dot)...]
    return after.first?.isLetter == true
  }
}
