import SwiftSyntax

/// A class, struct, enum, actor, protocol or extension declaration around a node: what rules ask
/// of the type they are in.
public struct EnclosingType {
  /// The declaration itself.
  public let declaration: DeclSyntax

  init(declaration: DeclSyntax) {
    self.declaration = declaration
  }

  /// `node` as a type or extension declaration; `nil` for any other node.
  public init?(_ node: some SyntaxProtocol) {
    let node = Syntax(node)
    guard node.isTypeDeclaration else { return nil }
    declaration = node.cast(DeclSyntax.self)
  }

  /// The declaration's kind (`.classDecl`, `.extensionDecl`, …).
  public var kind: SyntaxKind { declaration.kind }

  /// The name it declares, or the last name of the type an extension extends (`State` of
  /// `extension Profile.State`).
  public var name: String? { declaration.declaredTypeName }

  /// The name token of a class, struct, enum, actor or protocol; `nil` for an extension.
  public var nameToken: TokenSyntax? {
    // A switch on the kind: casting to `NamedDeclSyntax` is a protocol conformance lookup.
    switch kind {
    case .classDecl: declaration.cast(ClassDeclSyntax.self).name
    case .structDecl: declaration.cast(StructDeclSyntax.self).name
    case .enumDecl: declaration.cast(EnumDeclSyntax.self).name
    case .actorDecl: declaration.cast(ActorDeclSyntax.self).name
    case .protocolDecl: declaration.cast(ProtocolDeclSyntax.self).name
    default: nil
    }
  }

  /// The declaration's attributes (`@objcMembers`, `@MainActor`).
  public var attributes: AttributeListSyntax {
    switch kind {
    case .classDecl: declaration.cast(ClassDeclSyntax.self).attributes
    case .structDecl: declaration.cast(StructDeclSyntax.self).attributes
    case .enumDecl: declaration.cast(EnumDeclSyntax.self).attributes
    case .actorDecl: declaration.cast(ActorDeclSyntax.self).attributes
    case .protocolDecl: declaration.cast(ProtocolDeclSyntax.self).attributes
    default: declaration.cast(ExtensionDeclSyntax.self).attributes
    }
  }

  /// The declaration's modifiers (`private`, `final`).
  public var modifiers: DeclModifierListSyntax {
    switch kind {
    case .classDecl: declaration.cast(ClassDeclSyntax.self).modifiers
    case .structDecl: declaration.cast(StructDeclSyntax.self).modifiers
    case .enumDecl: declaration.cast(EnumDeclSyntax.self).modifiers
    case .actorDecl: declaration.cast(ActorDeclSyntax.self).modifiers
    case .protocolDecl: declaration.cast(ProtocolDeclSyntax.self).modifiers
    default: declaration.cast(ExtensionDeclSyntax.self).modifiers
    }
  }

  /// The names of a class's, struct's, enum's or actor's generic parameters (`T` of `Box<T>`).
  public var genericParameterNames: [String] {
    let clause: GenericParameterClauseSyntax? =
      switch kind {
      case .classDecl: declaration.cast(ClassDeclSyntax.self).genericParameterClause
      case .structDecl: declaration.cast(StructDeclSyntax.self).genericParameterClause
      case .enumDecl: declaration.cast(EnumDeclSyntax.self).genericParameterClause
      case .actorDecl: declaration.cast(ActorDeclSyntax.self).genericParameterClause
      default: nil
      }
    return clause?.parameters.map(\.name.text) ?? []
  }
}

/// The types around a node, innermost first.
public struct EnclosingTypes: Sequence, IteratorProtocol {
  private var current: Syntax?

  init(around node: Syntax) {
    current = node.parent
  }

  public mutating func next() -> EnclosingType? {
    while let node = current {
      current = node.parent
      if node.isTypeDeclaration { return EnclosingType(declaration: node.cast(DeclSyntax.self)) }
    }
    return nil
  }
}

extension SyntaxProtocol {
  /// The class, struct, enum, actor, protocol and extension declarations around this node,
  /// innermost first: the one walk up the tree every question about the enclosing type is
  /// answered from (`enclosingTypeName`, `enclosingTypeNames`, a rule's own questions).
  public var enclosingTypes: EnclosingTypes { EnclosingTypes(around: Syntax(self)) }

  /// The innermost type or extension around this node.
  public var enclosingType: EnclosingType? {
    var types = enclosingTypes
    return types.next()
  }

  /// The innermost class, struct, enum, actor, protocol or extension declaration around this node.
  public var enclosingTypeDeclaration: DeclSyntax? {
    enclosingType?.declaration
  }

  /// The name of the innermost type around this node (an extension gives the type it extends).
  public var enclosingTypeName: String? {
    enclosingTypeDeclaration?.declaredTypeName
  }

  /// Names of the types around this node, innermost first (an extension gives the type it
  /// extends).
  public var enclosingTypeNames: [String] {
    var names: [String] = []
    for type in enclosingTypes {
      if let name = type.name { names.append(name) }
    }
    return names
  }

  /// The type or extension whose body lists this declaration itself (not in an `#if` block,
  /// not inside a member): the owner of a stored property or a method.
  public var owningType: EnclosingType? {
    guard let item = parent, item.kind == .memberBlockItem,
      let block = item.parent?.parent, block.kind == .memberBlock,
      let decl = block.parent, decl.isTypeDeclaration
    else { return nil }
    return EnclosingType(declaration: decl.cast(DeclSyntax.self))
  }
}
