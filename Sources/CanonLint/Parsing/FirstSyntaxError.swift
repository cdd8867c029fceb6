import SwiftParserDiagnostics
import SwiftSyntax

/// The first syntax error of a tree, found without diagnosing the whole file.
///
/// `ParseDiagnosticsGenerator` makes a diagnostic, with notes and fix-its, for every error: a
/// file of 790,000 `;` made as many, 700 MB and most of a minute, to report the first. So the path
/// of erroneous nodes is followed down from the root (`hasError` is a flag every node keeps) to
/// the innermost statement (or member) holding the first error, and only that statement is
/// diagnosed, on its own, its position put back where it is in the file. A statement too large to
/// diagnose cheaply (the `;` file is one statement) gets a plain message at its first error.
enum FirstSyntaxError {
  /// Past this many bytes, a statement is not handed to the diagnostics generator.
  static let largestDiagnosedStatement = 64 << 10

  static func find(in tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
    guard tree.hasError else { return nil }
    guard let narrowed = innermostStatement(holdingFirstErrorOf: tree) else {
      return firstDiagnostic(of: tree)
    }
    guard narrowed.statement.totalLength.utf8Length <= largestDiagnosedStatement else {
      return plainError(in: tree)
    }
    let alone = SourceFileSyntax(statements: CodeBlockItemListSyntax([narrowed.statement]))
    guard let first = firstDiagnostic(of: alone) else { return plainError(in: tree) }
    return (AbsolutePosition(utf8Offset: narrowed.offset + first.position.utf8Offset), first.message)
  }

  /// The deepest statement (a member's declaration counts as one) on the path to the first
  /// error, detached, with the offset of its start in the file.
  private static func innermostStatement(holdingFirstErrorOf tree: SourceFileSyntax)
    -> (statement: CodeBlockItemSyntax, offset: Int)?
  {
    var found: (statement: CodeBlockItemSyntax, offset: Int)?
    for node in pathToFirstError(in: tree) {
      if let item = node.as(CodeBlockItemSyntax.self) {
        found = (item.detached, item.position.utf8Offset)
      } else if let member = node.as(MemberBlockItemSyntax.self), member.decl.hasError {
        found = (CodeBlockItemSyntax(item: .decl(member.decl.detached)), member.decl.position.utf8Offset)
      }
    }
    return found
  }

  /// The nodes from the root's child down to the first erroneous leaf: a missing token, or the
  /// unexpected code the parser skipped.
  private static func pathToFirstError(in tree: SourceFileSyntax) -> [Syntax] {
    var path: [Syntax] = []
    var node = Syntax(tree)
    while let child = node.children(viewMode: .all).first(where: \.hasError) {
      path.append(child)
      node = child
    }
    return path
  }

  /// "expected '}'" at a missing token, "unexpected code '…'" at skipped code.
  private static func plainError(in tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
    guard let leaf = pathToFirstError(in: tree).last else { return nil }
    if let token = leaf.as(TokenSyntax.self), token.presence == .missing {
      return (token.positionAfterSkippingLeadingTrivia, "expected '\(token.text)'")
    }
    guard let first = leaf.firstToken(viewMode: .sourceAccurate) else {
      // A missing node (an expression, a statement): expected before what follows.
      let next = leaf.nextToken(viewMode: .sourceAccurate)
      return (leaf.positionAfterSkippingLeadingTrivia, "expected code" + (next.map { " before '\($0.text.prefix(40))'" } ?? ""))
    }
    return (leaf.positionAfterSkippingLeadingTrivia, "unexpected code '\(first.text.prefix(40))'")
  }

  private static func firstDiagnostic(of tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
    ParseDiagnosticsGenerator.diagnostics(for: tree).min(by: { $0.position < $1.position })
      .map { ($0.position, $0.message) }
  }
}
