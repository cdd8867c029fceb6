import CanonLint
import SwiftSyntax

extension DeclSyntax {
  /// The name a type declaration declares; for an extension, the first part of what it extends
  /// (`extension Service.ItemViewModel` → `Service`).
  var rootTypeName: String? {
    guard let ext = self.as(ExtensionDeclSyntax.self) else { return declaredTypeName }
    var type = ext.extendedType
    while let member = type.as(MemberTypeSyntax.self) { type = member.baseType }
    return type.as(IdentifierTypeSyntax.self)?.name.text
  }
}

extension ProjectIndex {
  /// Whether one of the named types has one of the roles.
  func anyHasRole(_ roles: Set<Role>, among names: [String]) -> Bool {
    names.contains { !self.roles(of: $0).isDisjoint(with: roles) }
  }
}

enum UpperLayer {
  /// The roles G0 calls the upper components: views (controllers and cells included) and view
  /// models.
  static let roles: Set<Role> = [.view, .viewController, .cell, .viewModel]
}
