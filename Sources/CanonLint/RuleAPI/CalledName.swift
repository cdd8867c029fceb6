import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The token of the called name: `sink` in `publisher.sink { … }`, `f` in `f(…)`, `Timer` in
  /// `Timer(…)`, `init` in `.init(…)`; `nil` when the callee is no name (a closure called at
  /// once, `handlers[0](…)`). `calledNameBytes` answers the same without making the token, for
  /// a handler that turns most calls away.
  public var calledNameToken: TokenSyntax? {
    if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName
    }
    if let member = calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName
    }
    return nil
  }

  /// The text of `calledNameToken`.
  public var calledName: String? { calledNameToken?.text }

  /// What a member call is made on, `view` in `view.addSubview(x)`; `nil` for a bare call and
  /// for `.init(…)`.
  public var calledBase: ExprSyntax? {
    calledExpression.as(MemberAccessExprSyntax.self)?.base
  }

  /// Whether the call is a bare name, `f(…)` rather than `x.f(…)`.
  public var callsBareName: Bool { calledExpression.is(DeclReferenceExprSyntax.self) }

  /// The token of the called name when the call is a bare name, `f` in `f(…)` (not `x.f(…)`);
  /// `calledReferenceBytes` without making the token.
  public var calledReferenceToken: TokenSyntax? {
    calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
  }

  /// The text of `calledReferenceToken`.
  public var calledReferenceName: String? { calledReferenceToken?.text }
}
