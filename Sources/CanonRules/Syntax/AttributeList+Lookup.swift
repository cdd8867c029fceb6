import SwiftSyntax

extension AttributeListSyntax {
  /// Whether any plain attribute name (`@name`, arguments allowed) is one of `names`: the same as
  /// `!names.isDisjoint(with: self.names)` when `names` are plain names.
  func containsPlain(anyOf names: Set<String>) -> Bool {
    contains { element in
      guard let attribute = element.as(AttributeSyntax.self),
        let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self),
        identifier.genericArgumentClause == nil
      else { return false }
      return names.contains(identifier.name.text)
    }
  }
}
