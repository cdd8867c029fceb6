import SwiftSyntax

extension Syntax {
  /// `DeclSyntax.declaredTypeName` of a class, struct, enum, actor, protocol or extension; `nil`
  /// for any other node. A switch on the kind: the casts to `DeclGroupSyntax` and
  /// `NamedDeclSyntax` that the general one makes are costly protocol conformance checks.
  var typeDeclarationName: String? {
    switch kind {
    case .classDecl: cast(ClassDeclSyntax.self).name.text
    case .structDecl: cast(StructDeclSyntax.self).name.text
    case .enumDecl: cast(EnumDeclSyntax.self).name.text
    case .actorDecl: cast(ActorDeclSyntax.self).name.text
    case .protocolDecl: cast(ProtocolDeclSyntax.self).name.text
    case .extensionDecl: cast(ExtensionDeclSyntax.self).extendedType.nominalNames.last
    default: nil
    }
  }
}
