import SwiftSyntax

extension InheritanceClauseSyntax {
  /// The inherited type names, without generic arguments or module qualification; `A & B`
  /// gives both names, and a protocol's `: class` gives `class`.
  public var typeNames: [String] {
    inheritedTypes.flatMap { inherited -> [String] in
      if inherited.type.is(ClassRestrictionTypeSyntax.self) { return ["class"] }
      return inherited.type.nominalNames
    }
  }
}

extension TypeSyntax {
  /// The nominal type names this type spells, without optionality, generic arguments or module
  /// qualification: `UIKit.UIView` → `UIView`, `Foo<Bar>?` → `Foo`, `A & B` → `A`, `B`.
  public var nominalNames: [String] {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return [identifier.name.text]
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return [member.name.text]
    }
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.nominalNames
    }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.nominalNames
    }
    if let composition = self.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { $0.type.nominalNames }
    }
    if let some = self.as(SomeOrAnyTypeSyntax.self) {
      return some.constraint.nominalNames
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.nominalNames
    }
    return []
  }

  /// The single nominal name, when the type spells exactly one.
  public var nominalName: String? {
    let names = nominalNames
    return names.count == 1 ? names[0] : nil
  }

  /// Whether the type is optional (`T?` or `T!`).
  public var isOptional: Bool {
    self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
  }
}

extension SyntaxProtocol {
  /// The innermost function, initializer, accessor or closure around this node.
  public var enclosingFunctionLike: Syntax? {
    var current = parent
    while let node = current {
      if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
        || node.is(AccessorDeclSyntax.self) || node.is(ClosureExprSyntax.self)
        || node.is(DeinitializerDeclSyntax.self)
      {
        return node
      }
      if node.isTypeDeclaration { return nil }
      current = node.parent
    }
    return nil
  }
}

extension Syntax {
  var isTypeDeclaration: Bool {
    switch kind {
    case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: true
    default: false
    }
  }
}

extension DeclSyntax {
  /// The type name a type declaration declares, or that an extension extends.
  public var declaredTypeName: String? {
    // A switch on the kind: casting to `NamedDeclSyntax` is a protocol conformance lookup,
    // and this is asked for every declaration of every file.
    switch kind {
    case .classDecl: return cast(ClassDeclSyntax.self).name.text
    case .structDecl: return cast(StructDeclSyntax.self).name.text
    case .enumDecl: return cast(EnumDeclSyntax.self).name.text
    case .actorDecl: return cast(ActorDeclSyntax.self).name.text
    case .protocolDecl: return cast(ProtocolDeclSyntax.self).name.text
    case .extensionDecl: return cast(ExtensionDeclSyntax.self).extendedType.nominalNames.last
    case .functionDecl: return cast(FunctionDeclSyntax.self).name.text
    case .typeAliasDecl: return cast(TypeAliasDeclSyntax.self).name.text
    case .associatedTypeDecl: return cast(AssociatedTypeDeclSyntax.self).name.text
    case .macroDecl: return cast(MacroDeclSyntax.self).name.text
    case .operatorDecl: return cast(OperatorDeclSyntax.self).name.text
    case .precedenceGroupDecl: return cast(PrecedenceGroupDeclSyntax.self).name.text
    default: return nil
    }
  }

  /// The member block of a type declaration or extension.
  public var memberBlock: MemberBlockSyntax? {
    switch kind {
    case .classDecl: return cast(ClassDeclSyntax.self).memberBlock
    case .structDecl: return cast(StructDeclSyntax.self).memberBlock
    case .enumDecl: return cast(EnumDeclSyntax.self).memberBlock
    case .actorDecl: return cast(ActorDeclSyntax.self).memberBlock
    case .protocolDecl: return cast(ProtocolDeclSyntax.self).memberBlock
    case .extensionDecl: return cast(ExtensionDeclSyntax.self).memberBlock
    default: return nil
    }
  }
}

extension VariableDeclSyntax {
  public var isLet: Bool { bindingSpecifier.isKeyword(.let) }

  /// The names this declaration binds (`let a, b` → `a`, `b`).
  public var boundNames: [TokenSyntax] {
    bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier }
  }
}
