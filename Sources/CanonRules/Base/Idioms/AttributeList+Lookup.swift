@_spi(RawSyntax) import SwiftSyntax

extension AttributeListSyntax {
  /// Whether an attribute is spelled `@name` (arguments allowed): the same as
  /// `names.contains(name)` for a plain name, without building a `Set` of `String`s.
  func containsPlain(_ name: SyntaxText) -> Bool {
    contains { element in
      guard let attribute = element.as(AttributeSyntax.self),
        let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self),
        identifier.genericArgumentClause == nil
      else { return false }
      return identifier.name.rawText == name
    }
  }

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
