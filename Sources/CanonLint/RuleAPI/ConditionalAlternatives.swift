import SwiftSyntax

/// A declaration written once per branch of an `#if`/`#else` (`final class DownloadManager`
/// for iOS and again for tvOS) is one declaration to the reader: a rule that reports its name
/// in each branch reports one problem. The places get one subject, so that they are reported
/// once, at the first, naming the other (`RepeatedFindings`).
enum ConditionalAlternatives {
  /// The subject of a finding at `node` with `message`, when `node` is the name of a
  /// declaration inside one branch of an `#if` with several branches; `nil` otherwise.
  /// `ordinals` counts, per branch, the findings with this message already given one, so that
  /// the second such declaration of one branch pairs with the second of another, never with the
  /// first of its own branch.
  static func subject(
    at node: Syntax, message: String, ruleID: String, ordinals: inout [String: Int]
  ) -> String? {
    guard isDeclarationName(node) else { return nil }
    var current = node.parent
    while let ancestor = current {
      if ancestor.kind == .ifConfigClause, let list = ancestor.parent?.as(IfConfigClauseListSyntax.self),
        list.count > 1, let conditional = list.parent
      {
        let branch = list.firstIndex { $0.id == ancestor.id }.map { list.distance(from: list.startIndex, to: $0) } ?? 0
        let alternatives = "#if \(conditional.position.utf8Offset) \(message)"
        let key = "\(ruleID) \(branch) \(alternatives)"
        let ordinal = ordinals[key, default: 0]
        ordinals[key] = ordinal + 1
        return "\(alternatives) #\(ordinal)"
      }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether `node` is the name token of a declaration (a type, function, case, or a bound
  /// variable name).
  private static func isDeclarationName(_ node: Syntax) -> Bool {
    guard node.is(TokenSyntax.self), let parent = node.parent else { return false }
    if parent.is(DeclSyntax.self) { return true }
    return parent.kind == .identifierPattern || parent.kind == .enumCaseElement
  }
}
