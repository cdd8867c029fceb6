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
    return TypeSummary(
      kind: kind,
      name: name.text,
      parents: parents,
      inherited: group.inheritanceClause?.typeNames ?? [],
      modifiers: group.modifiers.names,
      attributes: group.attributes.names,
      location: location(of: name.positionAfterSkippingLeadingTrivia, state),
      properties: properties,
      methods: methods)
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
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
          continue
        }
        found.append(
          PropertySummary(
            name: name.text,
            typeText: binding.typeAnnotation.map { state.text(of: $0.type) },
            modifiers: modifiers,
            attributes: attributes,
            isLet: isLet,
            isStored: isStored,
            location: location(of: name.positionAfterSkippingLeadingTrivia, state)))
      }
    }
    return (found, methods)
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
