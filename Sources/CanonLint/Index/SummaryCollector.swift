import SwiftSyntax

/// Fills a file's summary during the same walk the rules use.
enum SummaryCollector {
  static func subscribe(_ walk: inout SyntaxWalk, state: FileState, into summary: SummaryBox) {
    walk.on(ImportDeclSyntax.self) { node in
      summary.value.imports.append(node.path.map(\.name.text).joined(separator: "."))
    }
    walk.on(ClassDeclSyntax.self) { summary.add(type(.class, DeclSyntax($0), $0.name, state)) }
    walk.on(StructDeclSyntax.self) { summary.add(type(.struct, DeclSyntax($0), $0.name, state)) }
    walk.on(EnumDeclSyntax.self) { summary.add(type(.enum, DeclSyntax($0), $0.name, state)) }
    walk.on(ActorDeclSyntax.self) { summary.add(type(.actor, DeclSyntax($0), $0.name, state)) }
    walk.on(ProtocolDeclSyntax.self) {
      summary.add(type(.protocol, DeclSyntax($0), $0.name, state))
    }
    walk.on(ExtensionDeclSyntax.self) { node in
      summary.value.extensions.append(
        ExtensionSummary(
          extendedType: node.extendedType.nominalNames.last ?? state.text(of: node.extendedType),
          inherited: node.inheritanceClause?.typeNames ?? [],
          methods: methods(in: node.memberBlock),
          location: location(of: node.extendedType.positionAfterSkippingLeadingTrivia, state)))
    }
  }

  private static func type(
    _ kind: TypeSummary.Kind, _ decl: DeclSyntax, _ name: TokenSyntax, _ state: FileState
  ) -> TypeSummary {
    let group = decl.asProtocol(DeclGroupSyntax.self)
    var parents: [String] = []
    var current = decl.enclosingTypeDeclaration
    while let outer = current {
      if let name = outer.declaredTypeName { parents.insert(name, at: 0) }
      current = outer.enclosingTypeDeclaration
    }
    return TypeSummary(
      kind: kind,
      name: name.text,
      parents: parents,
      inherited: group?.inheritanceClause?.typeNames ?? [],
      modifiers: group?.modifiers.names ?? [],
      attributes: group?.attributes.names ?? [],
      location: location(of: name.positionAfterSkippingLeadingTrivia, state),
      properties: group.map { properties(in: $0.memberBlock, state) } ?? [],
      methods: group.map { methods(in: $0.memberBlock) } ?? [])
  }

  private static func properties(in block: MemberBlockSyntax, _ state: FileState)
    -> [PropertySummary]
  {
    block.members.flatMap { member -> [PropertySummary] in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
      let modifiers = variable.modifiers.names
      let attributes = variable.attributes.names
      return variable.bindings.compactMap { binding in
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
          return nil
        }
        return PropertySummary(
          name: name.text,
          typeText: binding.typeAnnotation.map { state.text(of: $0.type) },
          modifiers: modifiers,
          attributes: attributes,
          isLet: variable.isLet,
          isStored: variable.isStored,
          location: location(of: name.positionAfterSkippingLeadingTrivia, state))
      }
    }
  }

  private static func methods(in block: MemberBlockSyntax) -> [String] {
    block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
  }

  private static func location(of position: AbsolutePosition, _ state: FileState) -> Location {
    let converted = state.lines.location(ofOffset: position.utf8Offset)
    return Location(path: state.path, line: converted.line, column: converted.column)
  }
}

/// The summary being filled; a reference so the walk's closures can share it.
final class SummaryBox {
  var value: FileSummary

  init(path: String) {
    value = FileSummary(path: path)
  }

  func add(_ type: TypeSummary) {
    value.types.append(type)
  }
}
