import CanonLint
import SwiftSyntax

/// Where text and images never reach a user of the shipped app: SwiftUI previews and code
/// compiled only into debug builds (tests are left out by the engine, which judges production
/// code only for these rules). G3's string and asset rules (`localized-ui-strings`,
/// `asset-catalog-images`) leave these alone: sample data in a preview or a debug menu's labels
/// are not translated.
enum UserFacingCode {
  /// Whether `node` is inside a SwiftUI preview (`#Preview { }`, a `PreviewProvider` type) or a
  /// `#if DEBUG` clause (and the like: `SNAPSHOT`, `TESTING`, `MOCK`, `PREVIEW` flags). Walks up
  /// the tree: asked only for the few nodes a rule is about to report.
  static func isPreviewOrDebugOnly(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .macroExpansionDecl:
        if ancestor.cast(MacroExpansionDeclSyntax.self).macroName.text == "Preview" { return true }
      case .macroExpansionExpr:
        if ancestor.cast(MacroExpansionExprSyntax.self).macroName.text == "Preview" { return true }
      case .ifConfigClause:
        if isDebugOnly(ancestor.cast(IfConfigClauseSyntax.self)) { return true }
      case .structDecl, .classDecl, .enumDecl, .extensionDecl:
        if isPreviewProvider(ancestor) { return true }
      default:
        break
      }
      current = ancestor.parent
    }
    return false
  }

  /// A type that provides previews: conforms to `PreviewProvider`, or is named as Xcode's
  /// template names them (`…_Previews`).
  static func isPreviewProvider(_ decl: Syntax) -> Bool {
    let clause: InheritanceClauseSyntax?
    switch decl.kind {
    case .structDecl:
      let type = decl.cast(StructDeclSyntax.self)
      if type.name.text.hasSuffix("_Previews") { return true }
      clause = type.inheritanceClause
    case .classDecl: clause = decl.cast(ClassDeclSyntax.self).inheritanceClause
    case .enumDecl: clause = decl.cast(EnumDeclSyntax.self).inheritanceClause
    case .extensionDecl: clause = decl.cast(ExtensionDeclSyntax.self).inheritanceClause
    default: clause = nil
    }
    return clause?.typeNames.contains("PreviewProvider") == true
  }

  /// Whether a clause of `#if … #elseif … #else` is compiled only into debug builds: its
  /// condition is a debug flag (possibly `&&` something else), or it is the `#else` of
  /// `#if !DEBUG`.
  static func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
    if let condition = clause.condition { return requiresDebugFlag(condition) }
    guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
    return clauses.contains { earlier in
      guard let condition = earlier.condition?.as(PrefixOperatorExprSyntax.self),
        condition.operator.text == "!"
      else { return false }
      return isDebugFlag(condition.expression)
    }
  }

  private static func requiresDebugFlag(_ condition: ExprSyntax) -> Bool {
    if isDebugFlag(condition) { return true }
    if let parenthesized = condition.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
      let inner = parenthesized.elements.first?.expression
    {
      return requiresDebugFlag(inner)
    }
    // `DEBUG && targetEnvironment(simulator)`, unfolded or folded.
    if let sequence = condition.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self) }
      guard operators.count == elements.count / 2,
        operators.allSatisfy({ $0.operator.text == "&&" })
      else { return false }
      return elements.contains { requiresDebugFlag($0) }
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
    {
      return requiresDebugFlag(infix.leftOperand) || requiresDebugFlag(infix.rightOperand)
    }
    return false
  }

  /// Words that name a build flavour no user runs.
  static let debugFlagWords = ["DEBUG", "SNAPSHOT", "TEST", "MOCK", "PREVIEW"]

  /// `DEBUG`, `SNAPSHOT`, `UI_TESTING`, `MOCK_DATA`, `PREVIEWS`…
  private static func isDebugFlag(_ expression: ExprSyntax) -> Bool {
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text.uppercased()
    else { return false }
    return debugFlagWords.contains { name.contains($0) }
  }
}
