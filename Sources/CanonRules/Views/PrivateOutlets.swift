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
      outside and is flagged too. The fix makes the outlet `private` only when nothing else can \
      be using it: no linted file (tests included) reads a member of that name through \
      another value than `self` (`cell.button`), and no class inherits from the declaring \
      class. Names are compared without resolving types, so a same-named property elsewhere \
      also holds the fix back; the outlet is still reported, for a person to move its users to \
      the view model first.
      """,
    source: "G0 coding conventions: general 5 (IBOutlets should be private)",
    triggering: [
      Example("class LoginViewController: UIViewController {\n  @IBOutlet weak var ↓nameLabel: UILabel!\n}"),
      Example("class LoginView: UIView {\n  @IBOutlet public var ↓button: UIButton!\n}"),
      Example("class LoginView: UIView {\n  @IBOutlet private(set) var ↓fields: [UITextField]!\n}"),
      Example("class LoginView: UIView {\n  @IBOutlet var ↓title: UILabel!, ↓subtitle: UILabel!\n}"),
      // Reported, but not made private by the fix: another type reads it, or a subclass may.
      Example(
        "final class LoginCell: UITableViewCell {\n  @IBOutlet weak var ↓button: UIButton!\n}",
        context: [
          "Sources/App/LoginViewController.swift":
            "final class LoginViewController: UIViewController {\n  func configure(_ cell: LoginCell) {\n    cell.button.isHidden = true\n  }\n}"
        ]),
      Example(
        "class BaseViewController: UIViewController {\n  @IBOutlet weak var ↓titleLabel: UILabel!\n}",
        context: [
          "Sources/App/LoginViewController.swift":
            "final class LoginViewController: BaseViewController {\n  override func viewDidLoad() {\n    titleLabel.text = \"Login\"\n  }\n}"
        ]),
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
      // Uses through `self`, in the type's own extensions, leave the outlet the type's own.
      Correction(
        Example(
          "final class A: UIViewController {\n  @IBOutlet weak var ↓label: UILabel!\n}\nextension A {\n  func show() { self.label.isHidden = false; label.text = nil }\n}"),
        "final class A: UIViewController {\n  @IBOutlet private weak var label: UILabel!\n}\nextension A {\n  func show() { self.label.isHidden = false; label.text = nil }\n}"),
    ],
    fix: .unsafe,
    reads: .everything)

  private static let accessKeywords: Set<Keyword> = [.public, .open, .internal, .package, .private]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    recordMemberUses(in: file, with: &walk)
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
      let type = Self.declaringType(of: node)
      // The fix holds while nothing outside the type uses any of the names it makes private.
      let uses = names.map(\.text)
      let usedOutside: @Sendable (ProjectIndex) -> Bool = { index in
        type.map(index.isSubclassed) == true
          || uses.contains { index.hasFact($0, of: Self.id) }
      }
      for (offset, name) in names.enumerated() {
        let message = "make the outlet '\(name.text)' private; expose what others need through the view model"
        file.report(
          at: name, message, corrections: offset == 0 ? [edit] : [], when: { !usedOutside($0) })
        file.report(
          at: name,
          message + " (other code may use it, so the fix leaves it as it is)",
          when: usedOutside)
      }
    }
  }

  /// Records the members this file reads through another value than `self` or `super`
  /// (`cell.button`): an outlet of that name may be in use outside its type.
  private func recordMemberUses(in file: LintedFile, with walk: inout SyntaxWalk) {
    // Every member access of every file comes here: names are kept as the tree's bytes, each
    // distinct name recorded once, as a fact of its own.
    final class Names {
      var value: TextSet
      init(capacity: Int) { value = TextSet(capacity: capacity) }
    }
    let names = Names(capacity: file.source.utf8.count / 256)
    walk.on(MemberAccessExprSyntax.self) { node in
      guard let name = node.memberNameBytesThroughOtherValue else { return }
      names.value.insert(name)
    }
    walk.atEnd {
      for name in names.value { file.record(String(decoding: name, as: UTF8.self)) }
    }
  }

  /// The name of the type whose body declares `node`.
  private static func declaringType(of node: VariableDeclSyntax) -> String? {
    var current = node.parent
    while let parent = current {
      if parent.isProtocol(DeclGroupSyntax.self) {
        return parent.asProtocol(NamedDeclSyntax.self)?.name.text
      }
      current = parent.parent
    }
    return nil
  }
}
