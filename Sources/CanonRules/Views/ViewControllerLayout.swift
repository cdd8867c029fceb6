import CanonLint
import SwiftSyntax

/// Layout is the view's business, not the view controller's.
struct ViewControllerLayout: SyntaxRule {
  static let description = RuleDescription(
    id: "view-controller-layout",
    summary: "Layout code (constraints, frames) in a view controller",
    rationale: """
      A view controller connects a view to its view model and navigates; how subviews are \
      arranged belongs in a `UIView` subclass, where it can be reused, previewed and read in \
      one place. The rule flags, in view controllers, `NSLayoutConstraint`, \
      `.constraint(equalTo…)` and the other anchor constraint methods, \
      `addConstraint(s)`, `translatesAutoresizingMaskIntoConstraints`, SnapKit's \
      `snp.makeConstraints`/`remakeConstraints`/`updateConstraints`, and assignments to \
      `.frame`. A view controller's layout is one thing to move, however many statements it \
      takes: it is reported once, at its first layout expression, with the number of layout \
      statements and their other lines.
      """,
    source: "G1 Auto Layout: view controllers should not have any auto layout code; G3 view code",
    triggering: [
      Example("final class BananaViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    ↓label.translatesAutoresizingMaskIntoConstraints = false\n    NSLayoutConstraint.activate([\n      label.topAnchor.constraint(equalTo: view.topAnchor),\n      label.leadingAnchor.constraint(equalTo: view.leadingAnchor),\n    ])\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  override func viewDidLayoutSubviews() {\n    ↓label.frame = view.bounds\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func layout() {\n    ↓label.snp.makeConstraints { make in\n      make.edges.equalToSuperview()\n    }\n    view.addConstraints(constraints)\n  }\n}"),
      // Each view controller of a file has its own layout to move.
      Example("final class BananaViewController: UIViewController {\n  func layout() {\n    ↓label.frame = view.bounds\n  }\n}\n\nfinal class CherryViewController: UIViewController {\n  func layout() {\n    ↓NSLayoutConstraint.activate([])\n    label.frame = view.bounds\n  }\n}"),
      Example(
        "extension BananaViewController {\n  func pin() {\n    ↓label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true\n  }\n}",
        context: ["Sources/App/BananaViewController.swift": "final class BananaViewController: UIViewController {}"]),
    ],
    nonTriggering: [
      Example("final class BananaViewController: UIViewController {\n  override func updateViewConstraints() {\n    super.updateViewConstraints()\n    updateConstraints()\n  }\n  func updateConstraints() {}\n}"),
      Example("final class BananaView: UIView {\n  func layout() {\n    label.translatesAutoresizingMaskIntoConstraints = false\n    NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: topAnchor)])\n    label.frame = bounds\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  override func loadView() {\n    view = BananaView()\n  }\n  func update(_ frame: CGRect) {\n    let size = view.frame.size\n    print(size)\n  }\n}"),
      Example("final class BananaViewModel {\n  var frame: CGRect = .zero\n  func reset() {\n    self.frame = .zero\n  }\n}"),
    ])

  static let constraintMethods = ["addConstraint", "addConstraints"]
  static let snapKitMethods = ["makeConstraints", "remakeConstraints", "updateConstraints"]
  static let calledNames = NameSet(constraintMethods + snapKitMethods + ["constraint"])

  static let constraintNames: NameSet = ["NSLayoutConstraint", "translatesAutoresizingMaskIntoConstraints"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    var reportedStatements = Set<SyntaxIdentifier>()
    func report(_ node: some SyntaxProtocol, _ what: String) {
      // One violation per statement: the first layout expression in it.
      var statement: Syntax? = Syntax(node)
      while let current = statement, !current.is(CodeBlockItemSyntax.self) {
        if current.is(MemberBlockItemSyntax.self) { break }
        statement = current.parent
      }
      if let statement, !reportedStatements.insert(statement.id).inserted { return }
      let owners = node.enclosingTypeNames
      guard !owners.isEmpty else { return }
      // One problem per view controller: its layout belongs in a view, however many
      // statements it takes.
      file.report(
        at: node, "\(what) is layout code: move it to a UIView subclass",
        subject: owners.joined(separator: "."),
        when: { index in index.anyHasRole([.viewController], among: owners) })
    }

    // The handlers run for every reference, call and sequence: names are compared as bytes.
    walk.on(
      DeclReferenceExprSyntax.self,
      named: Self.constraintNames
    ) { node in
      switch node.baseName.textBytes {
      case "NSLayoutConstraint":
        report(node, "'NSLayoutConstraint'")
      case "translatesAutoresizingMaskIntoConstraints":
        report(Self.chainStart(node), "'translatesAutoresizingMaskIntoConstraints'")
      default:
        break
      }
    }
    walk.on(FunctionCallExprSyntax.self, named: Self.calledNames) { call in
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return }
      let name = member.declName.baseName.text
      if name == "constraint", call.arguments.first?.label != nil {
        report(call, "'.constraint(…)'")
      } else if Self.constraintMethods.contains(name) {
        report(call, "'\(name)'")
      } else if Self.snapKitMethods.contains(name),
        member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.textBytes == "snp"
      {
        report(call, "'snp.\(name)'")
      }
    }
    walk.on(SequenceExprSyntax.self) { sequence in
      guard let assignment = sequence.assignment, assignment.elementCount >= 3,
        assignment.targetName == "frame", let target = sequence.elements.first
      else { return }
      let isFrame =
        target.as(MemberAccessExprSyntax.self)?.declName.baseName.textBytes == "frame"
        || target.as(DeclReferenceExprSyntax.self)?.baseName.textBytes == "frame"
      if isFrame { report(target, "assigning '.frame'") }
    }
  }

  /// The start of `a.b.name`: the expression the member chain begins with.
  static func chainStart(_ node: DeclReferenceExprSyntax) -> Syntax {
    var current = Syntax(node)
    while let parent = current.parent, let member = parent.as(MemberAccessExprSyntax.self),
      member.declName.id == current.id || member.base?.id == current.id
    {
      current = parent
    }
    return current
  }
}
