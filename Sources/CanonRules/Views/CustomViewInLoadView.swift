import CanonLint
import SwiftSyntax

/// A view controller's view is its own `UIView` subclass, installed in `loadView()`.
struct CustomViewInLoadView: SyntaxRule {
  static let description = RuleDescription(
    id: "custom-view-in-load-view",
    summary: "A view controller that adds subviews to `view` instead of installing its own view in `loadView()`",
    rationale: """
      When a view controller builds its screen by adding subviews to the stock `view`, the \
      screen's structure and layout end up in the controller. Create a `UIView` subclass for \
      the screen and assign it in `loadView()`; the controller then only binds it to the view \
      model. The rule flags `view.addSubview(…)` (also through `self.view`, and \
      `insertSubview`/`addArrangedSubview` on `view`) in view controllers, once per view \
      controller, at its name when it is declared in the same file. Embedding a child view \
      controller's view (`view.addSubview(child.view)`) is containment, not layout, and is \
      not flagged.
      """,
    source: "G1 Auto Layout, view controllers: the main view is created in loadView; G3 MyScreenView",
    triggering: [
      Example("final class ↓BananaViewController: UIViewController {\n  let label = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.addSubview(label)\n    self.view.addSubview(UIButton())\n  }\n}"),
      Example(
        "extension BananaViewController {\n  func setUp() {\n    ↓view.insertSubview(label, at: 0)\n  }\n}",
        context: ["Sources/App/BananaViewController.swift": "final class BananaViewController: UIViewController {}"]),
    ],
    nonTriggering: [
      Example("final class BananaViewController: UIViewController {\n  override func loadView() {\n    view = BananaView()\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func embed(_ child: UIViewController) {\n    addChild(child)\n    view.addSubview(child.view)\n    child.didMove(toParent: self)\n  }\n}"),
      Example("final class BananaView: UIView {\n  func setup() {\n    addSubview(label)\n    contentView.addSubview(icon)\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func setUp() {\n    bananaView.stack.addArrangedSubview(UILabel())\n  }\n}"),
    ])

  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let methods: NameSet = ["addSubview", "insertSubview", "addArrangedSubview"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    var classNames: [String: TokenSyntax] = [:]
    var firstCalls: [(owner: String, call: FunctionCallExprSyntax)] = []
    walk.on(ClassDeclSyntax.self) { classNames[$0.name.text] = $0.name }
    walk.on(FunctionCallExprSyntax.self, named: Self.methods) { call in
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, Self.isOwnView(base)
      else { return }
      if let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
        argument.declName.baseName.text == "view"
      {
        return
      }
      guard let owner = call.enclosingTypeNames.last,
        !firstCalls.contains(where: { $0.owner == owner })
      else { return }
      firstCalls.append((owner, call))
    }
    walk.atEnd {
      for (owner, call) in firstCalls {
        let message =
          "'\(owner)' adds subviews to its view: create a view class for the screen and install it in loadView()"
        let condition: @Sendable (ProjectIndex) -> Bool = { $0.hasRole(.viewController, owner) }
        if let name = classNames[owner] {
          file.report(at: name, message, when: condition)
        } else {
          file.report(at: call, message, when: condition)
        }
      }
    }
  }

  /// `view`, `self.view`, `view?`, `self.view!`.
  static func isOwnView(_ base: ExprSyntax) -> Bool {
    var expression = base
    while true {
      if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression
      } else {
        break
      }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "view"
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text == "view"
    }
    return false
  }
}
