import CanonLint
import SwiftSyntax

/// A view that needs a size says so through `intrinsicContentSize`.
struct NoExplicitViewSize: SyntaxRule {
  static let description = RuleDescription(
    id: "no-explicit-view-size",
    summary: "A view that fixes its own width or height with a constant constraint",
    rationale: """
      A constant width or height constraint that a view puts on itself fights with the \
      constraints its superview adds and breaks with Dynamic Type and other size classes. When \
      a view's size cannot follow from its siblings and subviews, override \
      `intrinsicContentSize` so layout can still negotiate. The rule flags \
      `widthAnchor`/`heightAnchor` `.constraint(equalToConstant:)` on the view itself (`self` or \
      no receiver) in views and cells; constraints on subviews and inequality constraints \
      (`lessThanOrEqualToConstant:`) are left alone.
      """,
    source: "G1 Auto Layout, views: no explicit width or height, override intrinsicContentSize",
    triggering: [
      Example("final class BadgeView: UIView {\n  func setup() {\n    ↓heightAnchor.constraint(equalToConstant: 24).isActive = true\n  }\n}"),
      Example("final class BadgeView: UIView {\n  func setup() {\n    NSLayoutConstraint.activate([\n      ↓self.widthAnchor.constraint(equalToConstant: 24),\n    ])\n  }\n}"),
      Example("final class BananaCell: UITableViewCell {\n  func setup() {\n    ↓heightAnchor.constraint(equalToConstant: 44).isActive = true\n  }\n}"),
    ],
    nonTriggering: [
      Example("final class BadgeView: UIView {\n  override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }\n}"),
      Example("final class BadgeView: UIView {\n  func setup() {\n    icon.heightAnchor.constraint(equalToConstant: 24).isActive = true\n  }\n}"),
      Example("final class BadgeView: UIView {\n  func setup() {\n    heightAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true\n    heightAnchor.constraint(equalTo: widthAnchor).isActive = true\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func setup() {\n    view.heightAnchor.constraint(equalToConstant: 24).isActive = true\n  }\n}"),
    ])

  static let constraintCalls: NameSet = ["constraint"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(FunctionCallExprSyntax.self, named: Self.constraintCalls) { call in
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.textBytes == "constraint",
        call.arguments.first?.label?.text == "equalToConstant",
        let anchor = Self.ownAnchor(member.base)
      else { return }
      let owners = call.enclosingTypeNames
      guard !owners.isEmpty else { return }
      let dimension = anchor == "widthAnchor" ? "width" : "height"
      file.report(
        at: call, "the view fixes its own \(dimension) with a constant: override intrinsicContentSize",
        when: { index in index.anyHasRole([.view, .cell], among: owners) })
    }
  }

  /// `widthAnchor`/`heightAnchor` of the view itself: no receiver or `self`.
  static func ownAnchor(_ base: ExprSyntax?) -> String? {
    guard let base else { return nil }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name == "widthAnchor" || name == "heightAnchor" ? name : nil
    }
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      let name = member.declName.baseName.text
      return name == "widthAnchor" || name == "heightAnchor" ? name : nil
    }
    return nil
  }
}
