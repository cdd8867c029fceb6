import SwiftSyntax

/// The declarations of one file that a finding can be placed in, by qualified name
/// (`LoginViewController.viewDidLoad()`), so that a baseline recognises a finding after the lines
/// above it moved.
///
/// Only types, extensions and their members, and top-level functions and variables are scopes.
/// Bodies are not entered: a finding in a closure or a local function belongs to the declaration
/// around it, which is what a reviewer calls it by. The tree is visited with a work list, not by
/// recursion, and only through declarations, so a deeply nested expression costs nothing here.
struct DeclarationScopes: Sendable {
  struct Scope: Sendable {
    var start: Position
    var end: Position
    var name: String
  }

  /// Line and column, compared as a finding's location is.
  struct Position: Sendable, Comparable {
    var line: Int
    var column: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
  }

  /// Outer scopes before the scopes inside them.
  // Settable from the module: the cache restores them (`CacheCoding.swift`).
  var scopes: [Scope] = []

  init(scopes: [Scope]) {
    self.scopes = scopes
  }

  init(tree: SourceFileSyntax, lines: LineTable) {
    var work: [(decl: DeclSyntax, owner: String)] = []
    Self.enqueue(tree.statements.lazy.compactMap { $0.item.as(DeclSyntax.self) }, owner: "", into: &work)
    while let (decl, owner) = work.popLast() {
      guard let (name, members) = Self.scope(of: decl, owner: owner) else {
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
          Self.enqueue(conditional, owner: owner, into: &work)
        }
        continue
      }
      let start = lines.location(ofOffset: decl.positionAfterSkippingLeadingTrivia.utf8Offset)
      let end = lines.location(ofOffset: decl.endPositionBeforeTrailingTrivia.utf8Offset)
      scopes.append(
        Scope(
          start: Position(line: start.line, column: start.column),
          end: Position(line: end.line, column: end.column), name: name))
      if let members {
        Self.enqueue(members.lazy.map(\.decl), owner: name, into: &work)
      }
    }
    scopes.sort { ($0.start, $1.end) < ($1.start, $0.end) }
  }

  /// The innermost declaration holding `line`:`column`, or `nil` outside every declaration.
  func name(atLine line: Int, column: Int) -> String? {
    let position = Position(line: line, column: column)
    // The last scope starting at or before the position, then back out to one that holds it.
    var low = 0
    var high = scopes.count
    while low < high {
      let middle = (low + high) / 2
      if scopes[middle].start <= position { low = middle + 1 } else { high = middle }
    }
    var candidate = low - 1
    while candidate >= 0 {
      if scopes[candidate].end >= position { return scopes[candidate].name }
      candidate -= 1
    }
    return nil
  }

  private static func enqueue(
    _ decls: some Sequence<DeclSyntax>, owner: String, into work: inout [(decl: DeclSyntax, owner: String)]
  ) {
    for decl in decls { work.append((decl, owner)) }
  }

  private static func enqueue(
    _ conditional: IfConfigDeclSyntax, owner: String, into work: inout [(decl: DeclSyntax, owner: String)]
  ) {
    for clause in conditional.clauses {
      switch clause.elements {
      case .statements(let statements):
        enqueue(statements.lazy.compactMap { $0.item.as(DeclSyntax.self) }, owner: owner, into: &work)
      case .decls(let members):
        enqueue(members.lazy.map(\.decl), owner: owner, into: &work)
      default:
        continue
      }
    }
  }

  /// The qualified name `decl` gives its scope, and the members to look into; `nil` when the
  /// declaration is not a scope (a case, a type alias, an `#if`).
  private static func scope(of decl: DeclSyntax, owner: String) -> (String, MemberBlockItemListSyntax?)? {
    func qualified(_ name: String) -> String { owner.isEmpty ? name : owner + "." + name }
    switch decl.as(DeclSyntaxEnum.self) {
    case .classDecl(let type): return (qualified(type.name.text), type.memberBlock.members)
    case .structDecl(let type): return (qualified(type.name.text), type.memberBlock.members)
    case .enumDecl(let type): return (qualified(type.name.text), type.memberBlock.members)
    case .actorDecl(let type): return (qualified(type.name.text), type.memberBlock.members)
    case .protocolDecl(let type): return (qualified(type.name.text), type.memberBlock.members)
    case .extensionDecl(let ext):
      return (qualified(ext.extendedType.trimmedDescription), ext.memberBlock.members)
    case .functionDecl(let function):
      return (qualified(function.name.text + labels(function.signature.parameterClause)), nil)
    case .initializerDecl(let initializer):
      let optional = initializer.optionalMark.map(\.text) ?? ""
      return (qualified("init" + optional + labels(initializer.signature.parameterClause)), nil)
    case .deinitializerDecl: return (qualified("deinit"), nil)
    case .subscriptDecl(let declaration):
      return (qualified("subscript" + labels(declaration.parameterClause)), nil)
    case .variableDecl(let variable):
      let names = variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ",")
      return (qualified(names), nil)
    default:
      return nil
    }
  }

  /// `(a:_:)`: the argument labels, as Swift names a function.
  private static func labels(_ parameters: FunctionParameterClauseSyntax) -> String {
    "(" + parameters.parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }
}
