import CanonLint
import SwiftSyntax

/// Touch events are `touched`, not `tapped` or `clicked`.
struct TouchEventNaming: SyntaxRule {
  static let touchWords: Set<String> = [
    "tap", "taps", "tapped", "tapping", "click", "clicks", "clicked", "clicking",
  ]

  static let description = RuleDescription(
    id: "touch-event-naming",
    summary: "A function or protocol requirement named after a `tap` or `click` instead of a touch",
    rationale: """
      The team names every touch event the same way, `…Touched` (`loginButtonTouched()`), so \
      delegate methods read alike across views, view controllers and coordinators. The rule \
      looks at the words of the function's base name (`didTapLogin`, `buttonClicked`, \
      `handleTap`). Names the project does not choose are left alone: overrides, UIKit \
      delegate methods (`searchBarSearchButtonClicked`), methods that may implement a protocol \
      from outside the project (any method of an extension adopting one; a method with \
      parameters, like `didTapAvatar(in:)`, of a declaration adopting one), generated files \
      and test cases (UI tests call XCTest's `tap()`). A handler named after its `UITapGestureRecognizer` \
      (`tapGestureHandler`) names the recogniser, not the event. A method that implements a \
      requirement of a project protocol is not reported again: the requirement is.
      """,
    source: "G3 Delegation Patterns",
    triggering: [
      Example("protocol LoginViewDelegate: AnyObject {\n  func ↓didTapLogin()\n}"),
      Example("final class LoginView: UIView {\n  @objc private func ↓loginButtonTapped() {}\n}"),
      Example("func ↓buttonClicked(_ sender: UIButton) {}"),
      Example(
        "final class CartViewController: UIViewController, UITableViewDataSource {\n  func ↓didTapCheckout() {}\n}"),
      Example("final class Gestures {\n  @objc func ↓handleTap(_ recognizer: UITapGestureRecognizer) {}\n}"),
      // The witness is renamed with the requirement: only the requirement is reported.
      Example(
        "extension LoginViewController: LoginViewDelegate {\n  func didTapLogin() {}\n}",
        context: ["Sources/App/LoginView.swift": "protocol LoginViewDelegate: AnyObject {\n  func ↓didTapLogin()\n}"]),
      Example("protocol CellDelegate: AnyObject {\n  func ↓cell_tapped()\n  func ↓userDidClickAvatar()\n}"),
    ],
    nonTriggering: [
      Example("protocol LoginViewDelegate: AnyObject {\n  func loginButtonTouched()\n}"),
      Example("func tapestryLoaded() {}\nfunc clickbaitFiltered() {}"),
      Example(
        "final class ScreenController: UIViewController {\n  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}\n}"),
      Example("let tapGesture = UITapGestureRecognizer()\nvar onTap: (() -> Void)?"),
      Example("@objc func tapGestureRecognizerHandler(_ sender: UITapGestureRecognizer) {}"),
      Example(
        "extension SearchViewController: UISearchBarDelegate {\n  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}\n}"),
      Example(
        "extension ChatViewController: MessageCellDelegate {\n  func didTapAvatar(in cell: MessageCell) {}\n}"),
      Example(
        "final class ChatViewController: MessagesViewController, MessageCellDelegate {\n  func didTapAvatar(in cell: MessageCell) {}\n}"),
      Example(
        "final class LoginUITests: XCTestCase {\n  func tapLogin(in app: XCUIApplication) {\n    app.buttons[\"login\"].tap()\n  }\n}"),
      Example("// Generated using SwiftGen\nenum L10n {\n  static func tapTheLink() -> String { \"\" }\n}"),
      Example(
        "func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(FunctionDeclSyntax.self) { node in
      guard Self.mayMentionTaps(node.name.textBytes) else { return }
      let name = node.name.text
      guard Self.speaksOfTaps(name), !Self.frameworkNames.contains(name),
        !node.modifiers.contains(.override)
      else { return }
      let message = "name touch events with 'touched' instead of 'tap'/'click' ('\(name)')"
      guard let type = node.enclosingType, let typeName = type.name, type.kind != .protocolDecl
      else {
        file.report(at: node.name, message)
        return
      }
      // A witness of a project protocol's requirement is renamed with the requirement; one in a
      // declaration or extension that adopts an outside protocol may be that protocol's (a
      // library's `didTapAvatar(in:)`) and is left alone. Tests drive the UI with XCTest's
      // own `tap()`.
      // In a type's own declaration, only a method that passes its sender, as delegate methods
      // do (`didTapAvatar(in:)`), is taken for a possible witness.
      let mayBeWitness =
        type.kind == .extensionDecl || !node.signature.parameterClause.parameters.isEmpty
      let adopted = mayBeWitness ? Self.adoptedProtocols(type.declaration) : []
      file.report(at: node.name, message, when: { index in
        !index.hasRole(.testCase, typeName)
          && !adopted.contains { !index.declares($0) }
          && !Self.isRequirement(name, ofProtocolsOf: typeName, index: index)
      })
    }
  }

  /// UIKit delegate methods whose names the project cannot change.
  static let frameworkNames: Set<String> = [
    "searchBarSearchButtonClicked", "searchBarCancelButtonClicked",
    "searchBarBookmarkButtonClicked", "searchBarResultsListButtonClicked",
  ]

  /// Whether a name speaks of a tap or click, other than naming a tap gesture recogniser
  /// (`tapGestureRecognizerHandler` names the UIKit type, not the event).
  static func speaksOfTaps(_ name: String) -> Bool {
    let words = CoordinatorSyntax.words(of: name).map { $0.lowercased() }
    return words.indices.contains { offset in
      touchWords.contains(words[offset])
        && !(offset + 1 < words.count && words[offset + 1] == "gesture")
    }
  }

  /// A quick answer from the bytes of every function's name before its words are split: an
  /// ASCII name without `tap` or `click` in any case has no touch word.
  static func mayMentionTaps(_ name: TokenText) -> Bool {
    if name.contains(where: { $0 >= 0x80 }) { return true }
    func lowered(_ byte: UInt8) -> UInt8 {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
    func occurs(_ word: TokenText) -> Bool {
      guard name.count >= word.count else { return false }
      return (0...(name.count - word.count)).contains { start in
        word.indices.allSatisfy { lowered(name[start + $0]) == word[$0] }
      }
    }
    return occurs("tap") || occurs("click")
  }

  /// The protocols a declaration or extension adopts in its own clause (a class's first entry
  /// is taken for its superclass).
  static func adoptedProtocols(_ decl: DeclSyntax) -> [String] {
    guard let group = decl.asProtocol(DeclGroupSyntax.self),
      let names = group.inheritanceClause?.typeNames
    else { return [] }
    return decl.is(ClassDeclSyntax.self) ? Array(names.dropFirst()) : names
  }

  static func isRequirement(_ name: String, ofProtocolsOf typeName: String, index: ProjectIndex)
    -> Bool
  {
    var pending = Array(index.supertypes(of: typeName))
    var visited = Set<String>()
    while let next = pending.popLast() {
      guard visited.insert(next).inserted else { continue }
      for declaration in index.types(named: next) where declaration.kind == .protocol {
        if declaration.methods.contains(name) { return true }
        pending += declaration.inherited
      }
    }
    return false
  }
}
