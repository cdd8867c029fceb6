import CanonLint
@_spi(RawSyntax) import SwiftSyntax

/// Trailing-closure syntax only when the closure is the call's single closure argument.
struct TrailingClosureUsage: SyntaxRule {
  static let description = RuleDescription(
    id: "trailing-closure-usage",
    summary: "Trailing-closure syntax on a call that passes more than one closure",
    rationale: """
      A trailing closure reads well when it is the one block of work a call takes. When a call \
      takes several closures, writing the last one trailing hides its label (`completion:`) and \
      makes the two look unrelated; several trailing closures do the same. Pass every closure \
      with its label inside the parentheses. Only closure literals count: a function passed by \
      name next to one trailing closure is fine. In a chain of calls the report points at the \
      member that is called (`.sink`), not at the start of the chain.
      """,
    source: "G3 Closure Expressions",
    triggering: [
      Example(
        "↓UIView.animate(withDuration: 0.3, animations: {\n  view.alpha = 0\n}) { _ in\n  view.removeFromSuperview()\n}"),
      Example("↓load(success: { show($0) }) { error in\n  report(error)\n}"),
      Example("↓load { show($0) } failure: { report($0) }"),
      Example("let task = ↓client.fetch(onStart: { spinner.start() }) { result in\n  handle(result)\n}"),
      Example(
        "api.languages()\n  .map(\\.value)\n  ↓.sink { completion in\n    log(completion)\n  } receiveValue: { value in\n    show(value)\n  }\n  .store(in: &bag)"),
    ],
    nonTriggering: [
      Example("items.map { $0.name }"),
      Example("UIView.animate(withDuration: 0.3) {\n  view.alpha = 0\n}"),
      Example(
        "UIView.animate(withDuration: 0.3, animations: {\n  view.alpha = 0\n}, completion: { _ in\n  view.removeFromSuperview()\n})"),
      Example("load(success: show) { error in\n  report(error)\n}"),
      Example("queue.async(execute: work)"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if file.isGenerated { return }
    walk.on(FunctionCallExprSyntax.self) { node in
      // Every call comes here: most have no trailing closure, read without making a node.
      guard node.raw.as(RawFunctionCallExprSyntax.self)?.trailingClosure != nil else { return }
      if node.additionalTrailingClosures.isEmpty,
        !node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
      {
        return
      }
      file.report(
        at: Self.reportedPosition(node),
        "pass every closure with its label: trailing-closure syntax is for a call's only closure")
    }
  }

  /// Where the call starts; in a chain (`publisher.map(…).sink {…} receiveValue: {…}`), where
  /// its own member access starts (`.sink`), so the report points at the call it is about.
  static func reportedPosition(_ node: FunctionCallExprSyntax) -> AbsolutePosition {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      !isPlainPath(base)
    {
      return member.period.positionAfterSkippingLeadingTrivia
    }
    return node.positionAfterSkippingLeadingTrivia
  }

  /// `UIView`, `self.view`, `Module.Type.member`: names only, no calls or subscripts.
  static func isPlainPath(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isPlainPath(base)
    }
    return false
  }
}
