import SwiftSyntax

/// The test stubs Xcode's project templates write, recognised by their body as Xcode left it:
/// what they lack is a test, so structure rules have nothing to ask of them.
enum XcodeTemplateTest {
  /// The UI-test template's code, tokens without trivia, with the comment Xcode writes in it.
  /// `#available`'s platforms change between Xcode versions and are left out.
  static let uiTemplates: [(code: String, comment: String)] = [
    ("let app = XCUIApplication ( ) app . launch ( )", "UI tests must launch the application that they test"),
    (
      "measure ( metrics : [ XCTApplicationLaunchMetric ( ) ] ) { XCUIApplication ( ) . launch ( ) }",
      "This measures how long it takes to launch your application"
    ),
  ]

  /// Whether a test body is an untouched template stub: a `measure { }` (or `self.measure`)
  /// whose block has no statement, measuring nothing; or the UI-test template's launch or
  /// launch-performance test with its comment.
  static func isUntouched(_ body: CodeBlockSyntax) -> Bool {
    if body.statements.count == 1,
      let call = body.statements.first?.item.as(FunctionCallExprSyntax.self), isMeasure(call),
      let block = call.trailingClosure, block.statements.isEmpty, call.arguments.isEmpty
    {
      return true
    }
    return isUITemplate(body)
  }

  private static func isMeasure(_ call: FunctionCallExprSyntax) -> Bool {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "measure"
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.baseName.text == "measure" && member.base?.isSelf == true
  }

  private static func isUITemplate(_ body: CodeBlockSyntax) -> Bool {
    guard body.statements.count <= 2 else { return false }
    var statements = body.statements
    // The launch-performance test runs its `measure` under `if #available(…) { … }`.
    if statements.count == 1,
      let expression = statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
        ?? statements.first?.item.as(ExprSyntax.self),
      let conditional = expression.as(IfExprSyntax.self), conditional.elseBody == nil,
      conditional.conditions.count == 1,
      conditional.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true
    {
      statements = conditional.body.statements
    }
    let code = statements.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
    guard let template = uiTemplates.first(where: { $0.code == code }) else { return false }
    return body.description.contains(template.comment)
  }
}
