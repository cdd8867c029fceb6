import CanonLint
import SwiftSyntax

/// `@IBOutlet`s are implementation details of their view or view controller.
struct PrivateOutlets: SyntaxRule {
  static let description = RuleDescription(
    id: "private-outlets",
    summary: "An `@IBOutlet` that is not `private` or `fileprivate`",
    rationale: """
      An outlet is wiring between a nib and the class that loads it. When it is visible to other \
      types, they start to configure the labels and buttons directly and the view model is no \
      longer the only source of what the view shows. Keep outlets `private` and expose what \
      the screen needs through the view model. A `private(set)` outlet is still readable from \
      outside and is flagged too.
      """,
    source: "G0 coding conventions: general 5 (IBOutlets should be private)",
    triggering: [
      Example("class LoginViewController: UIViewController {\n  @IBOutlet weak var ↓nameLabel: UILabel!\n}"),
      Example("class LoginView: UIView {\n  @IBOutlet public var ↓button: UIButton!\n}"),
      Example("class LoginView: UIView {\n  @IBOutlet private(set) var ↓fields: [UITextField]!\n}"),
      Example("class LoginView: UIView {\n  @IBOutlet var ↓title: UILabel!, ↓subtitle: UILabel!\n}"),
    ],
    nonTriggering: [
      Example("class LoginViewController: UIViewController {\n  @IBOutlet private weak var nameLabel: UILabel!\n}"),
      Example("class LoginView: UIView {\n  @IBOutlet fileprivate var button: UIButton!\n}"),
      Example("class LoginView: UIView {\n  var nameLabel: UILabel!\n  @IBAction func login() {}\n}"),
      Example("class LoginView: UIView {\n  @IBInspectable var cornerRadius: CGFloat = 0\n}"),
    ],
    corrections: [
      Correction(
        Example("class A: UIViewController {\n  @IBOutlet weak var ↓label: UILabel!\n}"),
        "class A: UIViewController {\n  @IBOutlet private weak var label: UILabel!\n}"),
      Correction(
        Example("class A: UIViewController {\n  @IBOutlet var ↓label: UILabel!\n}"),
        "class A: UIViewController {\n  @IBOutlet private var label: UILabel!\n}"),
      Correction(
        Example("class A: UIView {\n  @IBOutlet public weak var ↓label: UILabel!\n}"),
        "class A: UIView {\n  @IBOutlet private weak var label: UILabel!\n}"),
      Correction(
        Example("class A: UIView {\n  @IBOutlet\n  internal var ↓label: UILabel!\n}"),
        "class A: UIView {\n  @IBOutlet\n  private var label: UILabel!\n}"),
    ])

  private static let accessKeywords: Set<Keyword> = [.public, .open, .internal, .package, .private]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Only files that spell the attribute look at every variable.
    guard file.mentions("IBOutlet") else { return }
    walk.on(VariableDeclSyntax.self) { node in
      guard node.attributes.names.contains("IBOutlet") else { return }
      let modifiers = node.modifiers
      if modifiers.contains(where: { modifier in
        modifier.detail == nil
          && [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
      }) {
        return
      }
      // Replace an access modifier (`public`, `internal`, `private(set)`) or insert `private`.
      let access = modifiers.first { modifier in
        if case .keyword(let keyword) = modifier.name.tokenKind {
          return Self.accessKeywords.contains(keyword)
        }
        return false
      }
      let edit: SourceEdit
      if let access {
        edit = SourceEdit(
          range: access.positionAfterSkippingLeadingTrivia..<access.endPositionBeforeTrailingTrivia,
          replacement: "private")
      } else {
        let start =
          modifiers.first?.positionAfterSkippingLeadingTrivia
          ?? node.bindingSpecifier.positionAfterSkippingLeadingTrivia
        edit = SourceEdit(range: start..<start, replacement: "private ")
      }
      let names = node.boundNames
      for (offset, name) in names.enumerated() {
        file.report(
          at: name, "make the outlet '\(name.text)' private; expose what others need through the view model",
          corrections: offset == 0 ? [edit] : [])
      }
    }
  }
}
