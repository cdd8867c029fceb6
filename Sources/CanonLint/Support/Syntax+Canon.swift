@_spi(RawSyntax) import SwiftSyntax

extension DeclModifierListSyntax {
  /// Modifier names as written: `private`, `private(set)`, `static`, `weak`, `final`, …
  public var names: Set<String> {
    // Read from the raw tree: iterating the collection makes a node per modifier, and every
    // property of every type is summarised with its modifiers.
    guard let list = raw.as(RawDeclModifierListSyntax.self), !list.layoutView.children.isEmpty
    else { return [] }
    var names = Set<String>(minimumCapacity: list.layoutView.children.count)
    for case let child? in list.layoutView.children {
      guard let modifier = child.as(RawDeclModifierSyntax.self) else { continue }
      let name = String(syntaxText: modifier.name.tokenText)
      if let detail = modifier.detail {
        names.insert(name + "(" + String(syntaxText: detail.detail.tokenText) + ")")
      } else {
        names.insert(name)
      }
    }
    return names
  }

  /// Whether the modifiers hold `keyword` without a detail (`private`, not `private(set)`).
  public func contains(_ keyword: Keyword) -> Bool {
    containsAny(keyword.defaultText, nil, nil)
  }

  /// Whether the modifiers hold one of the keywords without a detail (`static` or `class`), in
  /// one pass over them.
  public func contains(_ keyword: Keyword, or other: Keyword, or third: Keyword? = nil) -> Bool {
    containsAny(keyword.defaultText, other.defaultText, third?.defaultText)
  }

  private func containsAny(_ first: SyntaxText, _ second: SyntaxText?, _ third: SyntaxText?) -> Bool {
    // On the raw tree: iterating the collection makes a node per modifier (and `tokenKind` an
    // enum with a String), and rules ask this of most declarations.
    guard let list = raw.as(RawDeclModifierListSyntax.self) else { return false }
    for case let child? in list.layoutView.children {
      guard let modifier = child.as(RawDeclModifierSyntax.self), modifier.detail == nil,
        modifier.name.tokenKind == .keyword
      else { continue }
      let name = modifier.name.tokenText
      if name == first || name == second || name == third { return true }
    }
    return false
  }
}

extension AttributeListSyntax {
  /// Attribute names without `@` or arguments: `IBOutlet`, `MainActor`, `objc`.
  public var names: Set<String> {
    // Plain names (nearly every attribute) are read from the raw tree, without a node each.
    guard let list = raw.as(RawAttributeListSyntax.self) else { return [] }
    var names = Set<String>()
    for case let child? in list.layoutView.children {
      guard let attribute = child.as(RawAttributeSyntax.self),
        let identifier = attribute.attributeName.as(RawIdentifierTypeSyntax.self),
        identifier.genericArgumentClause == nil
      else { return namesOfNodes }
      names.insert(String(syntaxText: identifier.name.tokenText))
    }
    return names
  }

  private var namesOfNodes: Set<String> {
    Set(compactMap { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName else { return nil }
      // Nearly every attribute is a plain name; `trimmedDescription` copies the tree.
      if let identifier = name.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
        return identifier.name.text
      }
      return name.trimmedDescription
    })
  }
}

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
  /// The innermost class, struct, enum, actor, protocol or extension declaration around this node.
  public var enclosingTypeDeclaration: DeclSyntax? {
    var current = parent
    while let node = current {
      if node.isTypeDeclaration { return node.as(DeclSyntax.self) }
      current = node.parent
    }
    return nil
  }

  /// The name of the innermost type around this node (an extension gives the type it extends).
  public var enclosingTypeName: String? {
    enclosingTypeDeclaration?.declaredTypeName
  }

  /// Names of the types around this node, innermost first (an extension gives the type it
  /// extends).
  public var enclosingTypeNames: [String] {
    var names: [String] = []
    var current = enclosingTypeDeclaration
    while let decl = current {
      if let name = decl.declaredTypeName { names.append(name) }
      current = decl.enclosingTypeDeclaration
    }
    return names
  }

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
  /// Whether the binding stores a value (no getter; observers are allowed).
  public var isStored: Bool {
    // Read from the raw tree: iterating the collections makes a node per element.
    guard let bindings = raw.as(RawVariableDeclSyntax.self)?.bindings else { return true }
    for case let binding? in bindings.layoutView.children {
      guard let block = binding.as(RawPatternBindingSyntax.self)?.accessorBlock else { continue }
      guard let list = block.accessors.as(RawAccessorDeclListSyntax.self) else { return false }
      for case let accessor? in list.layoutView.children {
        guard let specifier = accessor.as(RawAccessorDeclSyntax.self)?.accessorSpecifier.tokenText,
          specifier == "willSet" || specifier == "didSet"
        else { return false }
      }
    }
    return true
  }

  public var isLet: Bool { bindingSpecifier.tokenKind == .keyword(.let) }

  /// The names this declaration binds (`let a, b` → `a`, `b`).
  public var boundNames: [TokenSyntax] {
    bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier }
  }
}

@_spi(RawSyntax)
extension FunctionCallExprSyntax {
  /// The bytes of the called name, `sink` in `publisher.sink { … }`, `Timer` in `Timer(…)`, read
  /// from the raw tree: no node is made, so that a handler called for every call in a file can
  /// turn most of them away for a few pointer reads.
  public var rawCalledName: SyntaxText? {
    guard let callee = raw.as(RawFunctionCallExprSyntax.self)?.calledExpression else {
      return nil
    }
    if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
      return reference.baseName.tokenText
    }
    if let member = callee.as(RawMemberAccessExprSyntax.self) {
      return member.declName.baseName.tokenText
    }
    return nil
  }
}

// The names of the types rules meet most (every type a file writes), read from the raw tree:
// the token getters make a node and retain the tree for each, ten times the cost. References
// get theirs from `SyntaxWalk.onReference`.

@_spi(RawSyntax)
extension IdentifierTypeSyntax {
  /// The bytes of the type's name, `Array` in `Array<Int>`.
  public var rawName: SyntaxText {
    raw.cast(RawIdentifierTypeSyntax.self).name.tokenText
  }
}

@_spi(RawSyntax)
extension MemberTypeSyntax {
  /// The bytes of the last name, `State` in `Profile.State`.
  public var rawName: SyntaxText {
    raw.cast(RawMemberTypeSyntax.self).name.tokenText
  }
}
