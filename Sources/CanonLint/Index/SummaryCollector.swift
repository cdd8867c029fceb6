import SwiftSyntax

/// Fills a file's summary during the same walk the rules use.
enum SummaryCollector {
  static func subscribe(_ walk: inout SyntaxWalk, state: FileState, into summary: SummaryBox) {
    walk.on(ImportDeclSyntax.self) { node in
      summary.value.imports.append(node.path.map(\.name.text).joined(separator: "."))
    }
    walk.on(ClassDeclSyntax.self) { summary.add(type(.class, $0, $0.name, state)) }
    walk.on(StructDeclSyntax.self) { summary.add(type(.struct, $0, $0.name, state)) }
    walk.on(EnumDeclSyntax.self) { summary.add(type(.enum, $0, $0.name, state)) }
    walk.on(ActorDeclSyntax.self) { summary.add(type(.actor, $0, $0.name, state)) }
    walk.on(ProtocolDeclSyntax.self) { summary.add(type(.protocol, $0, $0.name, state)) }
    walk.on(ExtensionDeclSyntax.self) { node in
      if let name = node.extendedType.nominalNames.last, TestSources.isTestDoubleName(name) {
        state.testDoubles.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
      }
      summary.value.extensions.append(
        ExtensionSummary(
          extendedType: node.extendedType.nominalNames.last ?? state.text(of: node.extendedType),
          inherited: node.inheritanceClause?.typeNames ?? [],
          methods: members(of: node.memberBlock, state, properties: false).methods,
          location: location(of: node.extendedType.positionAfterSkippingLeadingTrivia, state)))
    }
  }

  // Generic over the declaration, so no protocol cast is made for each type of each file.
  private static func type(
    _ kind: TypeSummary.Kind, _ group: some DeclGroupSyntax, _ name: TokenSyntax, _ state: FileState
  ) -> TypeSummary {
    var parents: [String] = []
    var current = group.enclosingTypeDeclaration
    while let outer = current {
      if let name = outer.declaredTypeName { parents.insert(name, at: 0) }
      current = outer.enclosingTypeDeclaration
    }
    if TestSources.isTestDoubleName(name.text) {
      // Before the rules' handlers of this node and its members: their findings in it are
      // dropped as they are reported.
      state.testDoubles.append(group.position.utf8Offset..<group.endPosition.utf8Offset)
    }
    let (properties, methods) = members(of: group.memberBlock, state, properties: true)
    var caseValueTypes: [String] = []
    if kind == .enum {
      for decl in state.members(of: group.memberBlock) {
        guard let cases = decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in cases.elements {
          for parameter in element.parameterClause?.parameters ?? [] {
            caseValueTypes.append(state.text(of: parameter.type))
          }
        }
      }
    }
    return TypeSummary(
      kind: kind,
      name: name.text,
      parents: parents,
      inherited: group.inheritanceClause?.typeNames ?? [],
      modifiers: group.modifiers.names,
      attributes: group.attributes.names,
      location: location(of: name.positionAfterSkippingLeadingTrivia, state),
      properties: properties,
      methods: methods,
      caseValueTypes: caseValueTypes)
  }

  /// A type's properties (when asked) and method names, in one pass over its members.
  private static func members(of block: MemberBlockSyntax, _ state: FileState, properties: Bool)
    -> (properties: [PropertySummary], methods: [String])
  {
    var found: [PropertySummary] = []
    var methods: [String] = []
    for decl in state.members(of: block) {
      if let function = decl.as(FunctionDeclSyntax.self) {
        methods.append(function.name.text)
        continue
      }
      guard properties, let variable = decl.as(VariableDeclSyntax.self) else { continue }
      // What holds for all the bindings, once; most properties have no modifiers or
      // attributes, which `hasModifiers` and `hasAttributes` say without making their nodes.
      let modifiers = variable.hasModifiers ? variable.modifiers.names : []
      let attributes = variable.hasAttributes ? variable.attributes.names : []
      let isLet = variable.isLet
      let isStored = variable.isStored
      let named = variable.hasAttributes ? namedType(variable.attributes) : nil
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
          continue
        }
        found.append(
          PropertySummary(
            name: name.text,
            typeText: binding.typeAnnotation.map { state.text(of: $0.type) },
            createdType: binding.typeAnnotation == nil
              ? createdType(binding.initializer?.value) ?? named : named,
            modifiers: modifiers,
            attributes: attributes,
            isLet: isLet,
            isStored: isStored,
            location: location(of: name.positionAfterSkippingLeadingTrivia, state)))
      }
    }
    return (found, methods)
  }

  /// The type an initial value creates: `Model()`, `Model.init()`, `Module.Model()`,
  /// `Set<AnyCancellable>()`, and a literal's (`Bool` of `false`, `String` of `""`).
  private static func createdType(_ value: ExprSyntax?) -> String? {
    if let literal = value.flatMap(literalType) { return literal }
    guard var callee = value?.as(FunctionCallExprSyntax.self)?.calledExpression else { return nil }
    if let generic = callee.as(GenericSpecializationExprSyntax.self),
      generic.expression.is(DeclReferenceExprSyntax.self)
    {
      return generic.trimmedDescription
    }
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      callee = base
    }
    let name: String?
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
      name = member.declName.baseName.text
    } else {
      name = nil
    }
    // A type's name is capitalised; a function's (`makeModel()`) is not.
    guard let name, name.first?.isUppercase == true else { return nil }
    return name
  }

  /// The type of a Boolean, string, integer or floating-point literal.
  private static func literalType(_ value: ExprSyntax) -> String? {
    switch value.kind {
    case .booleanLiteralExpr: "Bool"
    case .stringLiteralExpr: "String"
    case .integerLiteralExpr: "Int"
    case .floatLiteralExpr: "Double"
    default: nil
    }
  }

  /// The type an attribute's argument names: `Model` of `@Environment(Model.self)`.
  private static func namedType(_ attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        case .argumentList(let arguments)? = attribute.arguments,
        let first = arguments.first?.expression.as(MemberAccessExprSyntax.self),
        first.declName.baseName.text == "self",
        let base = first.base
      else { continue }
      if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    }
    return nil
  }

  private static func location(of position: AbsolutePosition, _ state: FileState) -> Location {
    let converted = state.lines.location(ofOffset: position.utf8Offset)
    return Location(path: state.path, line: converted.line, column: converted.column)
  }
}

/// The summary being filled; a reference so the walk's closures can share it.
final class SummaryBox {
  var value: FileSummary

  init(path: String, kind: JudgedCode) {
    value = FileSummary(path: path, kind: kind)
  }

  func add(_ type: TypeSummary) {
    value.types.append(type)
  }
}
