import SwiftSyntax

/// The handlers every rule registered for one file. The engine walks the tree once and calls,
/// for each node, only the handlers subscribed to that node's kind.
public struct SyntaxWalk {
  /// The handlers of the kinds rules subscribe to, by `DirectKind`.
  @usableFromInline var direct = [KindHandlers?](repeating: nil, count: DirectKind.allCases.count)
  /// The handlers of any other kind, by node type.
  @usableFromInline var others: [ObjectIdentifier: KindHandlers] = [:]
  var finishing: [() -> Void] = []

  public init() {}

  // Inlinable so that the handler list is found by a node type known where the rule
  // subscribes, rather than through generic metadata.

  /// Calls `body` for every node of type `Node`, before its children are visited.
  @inlinable
  public mutating func on<Node: SyntaxProtocol>(
    _ type: Node.Type, _ body: @escaping (Node) -> Void
  ) {
    handlers(of: type).entering.appendReserving(body)
  }

  /// Calls `body` for every node of type `Node`, after its children were visited.
  @inlinable
  public mutating func after<Node: SyntaxProtocol>(
    _ type: Node.Type, _ body: @escaping (Node) -> Void
  ) {
    handlers(of: type).leaving.appendReserving(body)
  }

  /// Calls `body` for every call whose called name, `f` in `f(…)` or `x.f(…)`, is one of
  /// `names`, before its children are visited and after the calls' other handlers.
  ///
  /// Most rules look at a few calls by name. The walk reads each call's name once, from the
  /// raw tree, and asks every rule's set with one hash, so a call no rule names costs a
  /// handful of instructions instead of one handler per rule.
  public mutating func on(
    _ type: FunctionCallExprSyntax.Type, named names: NameSet,
    _ body: @escaping (FunctionCallExprSyntax) -> Void
  ) {
    handlers(of: type).addNamed(names, body)
  }

  /// Calls `body` for every reference (`name`, the `x` of `x.y`) whose name is one of `names`,
  /// before its children are visited and after the references' other handlers.
  public mutating func on(
    _ type: DeclReferenceExprSyntax.Type, named names: NameSet,
    _ body: @escaping (DeclReferenceExprSyntax) -> Void
  ) {
    handlers(of: type).addNamed(names, body)
  }

  /// Calls `body` for every reference with the bytes of its name (`x` in `x` or `a.x`), after
  /// the references' plain handlers.
  ///
  /// Several rules look at the name of every reference of a file and at little else; the walk
  /// reads it once, from the raw tree, for all of them.
  public mutating func onReference(_ body: @escaping (DeclReferenceExprSyntax, TokenText) -> Void) {
    handlers(of: DeclReferenceExprSyntax.self).withName.append(body)
  }

  /// Calls `body` once the whole file was walked.
  public mutating func atEnd(_ body: @escaping () -> Void) {
    finishing.append(body)
  }

  @inlinable
  mutating func handlers<Node: SyntaxProtocol>(of type: Node.Type) -> TypedHandlers<Node> {
    if let kind = DirectKind.of(type) {
      if let existing = direct[kind.rawValue] {
        return unsafeDowncast(existing, to: TypedHandlers<Node>.self)
      }
      let created = TypedHandlers<Node>()
      direct[kind.rawValue] = created
      return created
    }
    let key = ObjectIdentifier(type)
    if let existing = others[key] {
      return unsafeDowncast(existing, to: TypedHandlers<Node>.self)
    }
    let created = TypedHandlers<Node>()
    others[key] = created
    return created
  }

  var isEmpty: Bool { !direct.contains { $0 != nil } && others.isEmpty && finishing.isEmpty }

  /// Walks `tree` once, calling the subscribed handlers.
  func run(over tree: some SyntaxProtocol) {
    if direct.contains(where: { $0 != nil }) || !others.isEmpty {
      Walker(direct: direct, others: others).walk(tree)
    }
    for body in finishing { body() }
  }
}

/// The node kinds rules subscribe to. The walk visits them through their own `visit` method,
/// with the node already typed: no kind lookup and no cast. Other kinds work the same for rules,
/// through a table filled as the kinds are met.
@usableFromInline
enum DirectKind: Int, CaseIterable, Sendable {
  case actorDecl
  case classDecl
  case closureCapture
  case closureExpr
  case closureParameter
  case closureShorthandParameter
  case codeBlockItem
  case declReferenceExpr
  case enumCaseDecl
  case enumDecl
  case extensionDecl
  case functionCallExpr
  case functionDecl
  case functionParameter
  case identifierPattern
  case identifierType
  case importDecl
  case infixOperatorExpr
  case initializerDecl
  case macroExpansionDecl
  case macroExpansionExpr
  case memberAccessExpr
  case memberType
  case optionalBindingCondition
  case protocolDecl
  case sequenceExpr
  case structDecl
  case typeAliasDecl
  case variableDecl

  var type: any SyntaxProtocol.Type {
    switch self {
    case .actorDecl: ActorDeclSyntax.self
    case .classDecl: ClassDeclSyntax.self
    case .closureCapture: ClosureCaptureSyntax.self
    case .closureExpr: ClosureExprSyntax.self
    case .closureParameter: ClosureParameterSyntax.self
    case .closureShorthandParameter: ClosureShorthandParameterSyntax.self
    case .codeBlockItem: CodeBlockItemSyntax.self
    case .declReferenceExpr: DeclReferenceExprSyntax.self
    case .enumCaseDecl: EnumCaseDeclSyntax.self
    case .enumDecl: EnumDeclSyntax.self
    case .extensionDecl: ExtensionDeclSyntax.self
    case .functionCallExpr: FunctionCallExprSyntax.self
    case .functionDecl: FunctionDeclSyntax.self
    case .functionParameter: FunctionParameterSyntax.self
    case .identifierPattern: IdentifierPatternSyntax.self
    case .identifierType: IdentifierTypeSyntax.self
    case .importDecl: ImportDeclSyntax.self
    case .infixOperatorExpr: InfixOperatorExprSyntax.self
    case .initializerDecl: InitializerDeclSyntax.self
    case .macroExpansionDecl: MacroExpansionDeclSyntax.self
    case .macroExpansionExpr: MacroExpansionExprSyntax.self
    case .memberAccessExpr: MemberAccessExprSyntax.self
    case .memberType: MemberTypeSyntax.self
    case .optionalBindingCondition: OptionalBindingConditionSyntax.self
    case .protocolDecl: ProtocolDeclSyntax.self
    case .sequenceExpr: SequenceExprSyntax.self
    case .structDecl: StructDeclSyntax.self
    case .typeAliasDecl: TypeAliasDeclSyntax.self
    case .variableDecl: VariableDeclSyntax.self
    }
  }

  /// The kind of a node type. A switch of casts rather than a table: where a rule subscribes,
  /// the type is known and the switch folds to a constant; a table was hashed for every
  /// subscription of every file.
  @inlinable
  static func of<Node>(_ type: Node.Type) -> DirectKind? {
    switch type {
    case is ActorDeclSyntax.Type: .actorDecl
    case is ClassDeclSyntax.Type: .classDecl
    case is ClosureCaptureSyntax.Type: .closureCapture
    case is ClosureExprSyntax.Type: .closureExpr
    case is ClosureParameterSyntax.Type: .closureParameter
    case is ClosureShorthandParameterSyntax.Type: .closureShorthandParameter
    case is CodeBlockItemSyntax.Type: .codeBlockItem
    case is DeclReferenceExprSyntax.Type: .declReferenceExpr
    case is EnumCaseDeclSyntax.Type: .enumCaseDecl
    case is EnumDeclSyntax.Type: .enumDecl
    case is ExtensionDeclSyntax.Type: .extensionDecl
    case is FunctionCallExprSyntax.Type: .functionCallExpr
    case is FunctionDeclSyntax.Type: .functionDecl
    case is FunctionParameterSyntax.Type: .functionParameter
    case is IdentifierPatternSyntax.Type: .identifierPattern
    case is IdentifierTypeSyntax.Type: .identifierType
    case is ImportDeclSyntax.Type: .importDecl
    case is InfixOperatorExprSyntax.Type: .infixOperatorExpr
    case is InitializerDeclSyntax.Type: .initializerDecl
    case is MacroExpansionDeclSyntax.Type: .macroExpansionDecl
    case is MacroExpansionExprSyntax.Type: .macroExpansionExpr
    case is MemberAccessExprSyntax.Type: .memberAccessExpr
    case is MemberTypeSyntax.Type: .memberType
    case is OptionalBindingConditionSyntax.Type: .optionalBindingCondition
    case is ProtocolDeclSyntax.Type: .protocolDecl
    case is SequenceExprSyntax.Type: .sequenceExpr
    case is StructDeclSyntax.Type: .structDecl
    case is TypeAliasDeclSyntax.Type: .typeAliasDecl
    case is VariableDeclSyntax.Type: .variableDecl
    default: nil
    }
  }
}

extension Array {
  /// Appends, with room for a kind's usual handlers made at the first: every rule subscribes
  /// for every file, and growing each list one doubling at a time was 0.7 % of a lint.
  @inlinable
  mutating func appendReserving(_ element: Element) {
    if isEmpty { reserveCapacity(16) }
    append(element)
  }
}

/// One kind's handlers, called by the walk with the untyped node.
@usableFromInline
class KindHandlers {
  /// Casts the node once and calls the handlers with it, for kinds that are not direct. Made
  /// where the node type is known, so that it is specialised for it: generic code looks up
  /// metadata for every node it is given.
  @usableFromInline let enter: (KindHandlers, Syntax) -> Void
  @usableFromInline let leave: (KindHandlers, Syntax) -> Void

  @usableFromInline
  init(enter: @escaping (KindHandlers, Syntax) -> Void, leave: @escaping (KindHandlers, Syntax) -> Void) {
    self.enter = enter
    self.leave = leave
  }
}

/// One kind's handlers with their node type.
///
/// `Node` is not constrained here: a constrained generic class checks the conformance when its
/// metadata is first made, a scan of every conformance in the binary (tens of thousands with
/// swift-syntax) for each node type.
@usableFromInline
final class TypedHandlers<Node>: KindHandlers {
  @usableFromInline var entering: [(Node) -> Void] = []
  @usableFromInline var leaving: [(Node) -> Void] = []
  /// Handlers for nodes with one of a set of names (calls and references only): each body with
  /// its names at the same place.
  var names: [NameSet] = []
  var named: [(Node) -> Void] = []
  /// Handlers given the node's name with the node (references only).
  var withName: [(Node, TokenText) -> Void] = []

  @usableFromInline
  override init(
    enter: @escaping (KindHandlers, Syntax) -> Void, leave: @escaping (KindHandlers, Syntax) -> Void
  ) {
    super.init(enter: enter, leave: leave)
  }

  func addNamed(_ names: NameSet, _ body: @escaping (Node) -> Void) {
    self.names.appendReserving(names)
    named.appendReserving(body)
  }

  /// Calls the handlers whose names hold `name`, hashed once for all of them.
  func callNamed(_ name: TokenText, _ node: Node) {
    let hash = NameSet.hash(of: name)
    // By index: iterating the pairs would copy (retain and release) each set and body.
    for index in names.indices where names[index].contains(name, hash: hash) { named[index](node) }
  }
}

extension TypedHandlers where Node: SyntaxProtocol {
  @inlinable
  convenience init() {
    self.init(
      enter: { handlers, node in
        let handlers = unsafeDowncast(handlers, to: TypedHandlers<Node>.self)
        guard !handlers.entering.isEmpty else { return }
        let typed = Node(node)!
        for body in handlers.entering { body(typed) }
      },
      leave: { handlers, node in
        let handlers = unsafeDowncast(handlers, to: TypedHandlers<Node>.self)
        guard !handlers.leaving.isEmpty else { return }
        let typed = Node(node)!
        for body in handlers.leaving { body(typed) }
      })
  }
}

/// Calls the handlers of each node's kind. Most nodes have none, so finding a node's handlers
/// must cost next to nothing: the direct kinds are visited typed, through their own methods;
/// any other kind is found by an array load by the kind's number, filled from the dictionary
/// the first time the kind is met in the file (hashing every node's type was a tenth of the walk).
private final class Walker: SyntaxAnyVisitor {
  private let direct: [KindHandlers?]
  private let others: [ObjectIdentifier: KindHandlers]
  /// By kind number: 0 not looked up yet, 1 no handlers, n + 2 the handlers at `slots[n]`.
  private var slotOfKind: [UInt16]
  private var slots: [KindHandlers] = []

  init(direct: [KindHandlers?], others: [ObjectIdentifier: KindHandlers]) {
    self.direct = direct
    self.others = others
    slotOfKind = others.isEmpty ? [] : [UInt16](repeating: 0, count: KindNumber.count)
    super.init(viewMode: .sourceAccurate)
  }

  @inline(__always)
  private func handlers<Node>(_ kind: DirectKind, of type: Node.Type) -> TypedHandlers<Node>? {
    guard let handlers = direct[kind.rawValue] else { return nil }
    return unsafeDowncast(handlers, to: TypedHandlers<Node>.self)
  }

  @inline(__always)
  private func enter<Node>(_ node: Node, _ kind: DirectKind) -> SyntaxVisitorContinueKind {
    if let handlers = handlers(kind, of: Node.self) {
      for body in handlers.entering { body(node) }
    }
    return .visitChildren
  }

  /// `enter` for a kind with subscriptions by name: the name is read only when some are, and
  /// once for all of them.
  @inline(__always)
  private func enter<Node>(
    _ node: Node, _ kind: DirectKind, name: (Node) -> TokenText?
  ) -> SyntaxVisitorContinueKind {
    guard let handlers = handlers(kind, of: Node.self) else { return .visitChildren }
    for body in handlers.entering { body(node) }
    if !handlers.named.isEmpty || !handlers.withName.isEmpty, let name = name(node) {
      for body in handlers.withName { body(node, name) }
      if !handlers.named.isEmpty { handlers.callNamed(name, node) }
    }
    return .visitChildren
  }

  @inline(__always)
  private func leave<Node>(_ node: Node, _ kind: DirectKind) {
    if let handlers = handlers(kind, of: Node.self) {
      for body in handlers.leaving { body(node) }
    }
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .actorDecl) }
  override func visitPost(_ node: ActorDeclSyntax) { leave(node, .actorDecl) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .classDecl) }
  override func visitPost(_ node: ClassDeclSyntax) { leave(node, .classDecl) }
  override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind { enter(node, .closureCapture) }
  override func visitPost(_ node: ClosureCaptureSyntax) { leave(node, .closureCapture) }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter(node, .closureExpr) }
  override func visitPost(_ node: ClosureExprSyntax) { leave(node, .closureExpr) }
  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind { enter(node, .closureParameter) }
  override func visitPost(_ node: ClosureParameterSyntax) { leave(node, .closureParameter) }
  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { enter(node, .closureShorthandParameter) }
  override func visitPost(_ node: ClosureShorthandParameterSyntax) { leave(node, .closureShorthandParameter) }
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { enter(node, .codeBlockItem) }
  override func visitPost(_ node: CodeBlockItemSyntax) { leave(node, .codeBlockItem) }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .declReferenceExpr) { $0.baseNameBytes }
  }
  override func visitPost(_ node: DeclReferenceExprSyntax) { leave(node, .declReferenceExpr) }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .enumCaseDecl) }
  override func visitPost(_ node: EnumCaseDeclSyntax) { leave(node, .enumCaseDecl) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .enumDecl) }
  override func visitPost(_ node: EnumDeclSyntax) { leave(node, .enumDecl) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .extensionDecl) }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave(node, .extensionDecl) }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .functionCallExpr) { $0.calledNameBytes }
  }
  override func visitPost(_ node: FunctionCallExprSyntax) { leave(node, .functionCallExpr) }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .functionDecl) }
  override func visitPost(_ node: FunctionDeclSyntax) { leave(node, .functionDecl) }
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { enter(node, .functionParameter) }
  override func visitPost(_ node: FunctionParameterSyntax) { leave(node, .functionParameter) }
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { enter(node, .identifierPattern) }
  override func visitPost(_ node: IdentifierPatternSyntax) { leave(node, .identifierPattern) }
  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { enter(node, .identifierType) }
  override func visitPost(_ node: IdentifierTypeSyntax) { leave(node, .identifierType) }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .importDecl) }
  override func visitPost(_ node: ImportDeclSyntax) { leave(node, .importDecl) }
  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind { enter(node, .infixOperatorExpr) }
  override func visitPost(_ node: InfixOperatorExprSyntax) { leave(node, .infixOperatorExpr) }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .initializerDecl) }
  override func visitPost(_ node: InitializerDeclSyntax) { leave(node, .initializerDecl) }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .macroExpansionDecl) }
  override func visitPost(_ node: MacroExpansionDeclSyntax) { leave(node, .macroExpansionDecl) }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enter(node, .macroExpansionExpr) }
  override func visitPost(_ node: MacroExpansionExprSyntax) { leave(node, .macroExpansionExpr) }
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { enter(node, .memberAccessExpr) }
  override func visitPost(_ node: MemberAccessExprSyntax) { leave(node, .memberAccessExpr) }
  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { enter(node, .memberType) }
  override func visitPost(_ node: MemberTypeSyntax) { leave(node, .memberType) }
  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind { enter(node, .optionalBindingCondition) }
  override func visitPost(_ node: OptionalBindingConditionSyntax) { leave(node, .optionalBindingCondition) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .protocolDecl) }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave(node, .protocolDecl) }
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node, .sequenceExpr) }
  override func visitPost(_ node: SequenceExprSyntax) { leave(node, .sequenceExpr) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .structDecl) }
  override func visitPost(_ node: StructDeclSyntax) { leave(node, .structDecl) }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .typeAliasDecl) }
  override func visitPost(_ node: TypeAliasDeclSyntax) { leave(node, .typeAliasDecl) }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, .variableDecl) }
  override func visitPost(_ node: VariableDeclSyntax) { leave(node, .variableDecl) }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard !others.isEmpty else { return .visitChildren }
    let kind = node.kind
    let number = KindNumber.of(kind)
    var slot = slotOfKind[number]
    if slot == 0 { slot = lookUp(kind, number) }
    if slot > 1 {
      let handlers = slots[Int(slot) - 2]
      handlers.enter(handlers, node)
    }
    return .visitChildren
  }

  override func visitAnyPost(_ node: Syntax) {
    guard !others.isEmpty else { return }
    // Every kind was looked up on the way in.
    let slot = slotOfKind[KindNumber.of(node.kind)]
    if slot > 1 {
      let handlers = slots[Int(slot) - 2]
      handlers.leave(handlers, node)
    }
  }

  private func lookUp(_ kind: SyntaxKind, _ number: Int) -> UInt16 {
    if let handlers = others[ObjectIdentifier(kind.syntaxNodeType)] {
      slots.append(handlers)
      slotOfKind[number] = UInt16(slots.count + 1)
    } else {
      slotOfKind[number] = 1
    }
    return slotOfKind[number]
  }

  // Tokens are most of a tree and no rule subscribes to them: skip the lookup.
  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visitPost(_ node: TokenSyntax) {}
}

/// A syntax kind's number, for array lookups. `SyntaxKind` has no raw value, but an enum without
/// payloads is stored as its case number (about 300 cases), which is what `of` reads. The engine
/// tests check that kinds get distinct numbers and handlers exactly the nodes of their kind.
enum KindNumber {
  static let count = 1024

  @inline(__always)
  static func of(_ kind: SyntaxKind) -> Int {
    let number = withUnsafeBytes(of: kind) { bytes in
      bytes.count == 1 ? Int(bytes[0]) : Int(bytes.loadUnaligned(as: UInt16.self))
    }
    precondition(number < count, "more syntax kinds than the walk's table holds")
    return number
  }
}
