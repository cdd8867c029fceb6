@_spi(RawSyntax) import SwiftSyntax

/// The handlers every rule registered for one file. The engine walks the tree once and calls,
/// for each node, only the handlers subscribed to that node's kind.
public struct SyntaxWalk {
  /// Each subscribed kind's handlers, by node type.
  @usableFromInline var kinds: [ObjectIdentifier: KindHandlers] = [:]
  var finishing: [() -> Void] = []

  public init() {}

  // Inlinable so that the handler list is found by a node type known where the rule
  // subscribes, rather than through generic metadata.

  /// Calls `body` for every node of type `Node`, before its children are visited.
  @inlinable
  public mutating func on<Node: SyntaxProtocol>(
    _ type: Node.Type, _ body: @escaping (Node) -> Void
  ) {
    handlers(of: type).entering.append(body)
  }

  /// Calls `body` for every node of type `Node`, after its children were visited.
  @inlinable
  public mutating func after<Node: SyntaxProtocol>(
    _ type: Node.Type, _ body: @escaping (Node) -> Void
  ) {
    handlers(of: type).leaving.append(body)
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
    let handlers = handlers(of: type)
    handlers.named.append((names, body))
    handlers.enter = { handlers, node in
      let handlers = unsafeDowncast(handlers, to: TypedHandlers<FunctionCallExprSyntax>.self)
      let call = FunctionCallExprSyntax(node)!
      for body in handlers.entering { body(call) }
      guard let name = call.rawCalledName else { return }
      let hash = NameSet.hash(of: name)
      for (names, body) in handlers.named where names.contains(name, hash: hash) { body(call) }
    }
  }

  /// Calls `body` for every reference (`name`, the `x` of `x.y`) whose name is one of `names`,
  /// before its children are visited and after the references' other handlers.
  public mutating func on(
    _ type: DeclReferenceExprSyntax.Type, named names: NameSet,
    _ body: @escaping (DeclReferenceExprSyntax) -> Void
  ) {
    let handlers = handlers(of: type)
    handlers.named.append((names, body))
    handlers.enter = { handlers, node in
      let handlers = unsafeDowncast(handlers, to: TypedHandlers<DeclReferenceExprSyntax>.self)
      let reference = DeclReferenceExprSyntax(node)!
      for body in handlers.entering { body(reference) }
      guard let name = node.raw.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText
      else { return }
      let hash = NameSet.hash(of: name)
      for (names, body) in handlers.named where names.contains(name, hash: hash) {
        body(reference)
      }
    }
  }

  /// Calls `body` once the whole file was walked.
  public mutating func atEnd(_ body: @escaping () -> Void) {
    finishing.append(body)
  }

  @inlinable
  mutating func handlers<Node: SyntaxProtocol>(of type: Node.Type) -> TypedHandlers<Node> {
    let key = ObjectIdentifier(type)
    if let existing = kinds[key] {
      return unsafeDowncast(existing, to: TypedHandlers<Node>.self)
    }
    let created = TypedHandlers<Node>()
    kinds[key] = created
    return created
  }

  var isEmpty: Bool { kinds.isEmpty && finishing.isEmpty }

  /// Walks `tree` once, calling the subscribed handlers.
  func run(over tree: some SyntaxProtocol) {
    if !kinds.isEmpty {
      Walker(kinds: kinds).walk(tree)
    }
    for body in finishing { body() }
  }
}

/// One kind's handlers, called by the walk with the untyped node.
@usableFromInline
class KindHandlers {
  /// Casts the node once and calls the handlers with it. Made where the node type is known, so
  /// that it is specialised for it: generic code looks up metadata for every node it is given.
  @usableFromInline var enter: (KindHandlers, Syntax) -> Void
  @usableFromInline var leave: (KindHandlers, Syntax) -> Void

  @usableFromInline
  init(enter: @escaping (KindHandlers, Syntax) -> Void, leave: @escaping (KindHandlers, Syntax) -> Void) {
    self.enter = enter
    self.leave = leave
  }
}

/// One kind's handlers with their node type. The node is cast once for all of them: a cast is
/// a generic call into swift-syntax, and a call or a reference has a dozen handlers.
///
/// `Node` is not constrained here: a constrained generic class checks the conformance when its
/// metadata is first made, a scan of every conformance in the binary (tens of thousands with
/// swift-syntax) for each node type.
@usableFromInline
final class TypedHandlers<Node>: KindHandlers {
  @usableFromInline var entering: [(Node) -> Void] = []
  @usableFromInline var leaving: [(Node) -> Void] = []
  /// Handlers for nodes with one of a set of names (calls and references only).
  var named: [(names: NameSet, body: (Node) -> Void)] = []

  @usableFromInline
  override init(
    enter: @escaping (KindHandlers, Syntax) -> Void, leave: @escaping (KindHandlers, Syntax) -> Void
  ) {
    super.init(enter: enter, leave: leave)
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
/// must cost next to nothing: an array load by the kind's number, filled from the dictionary
/// the first time a kind is met in the file (hashing every node's type was a tenth of the walk).
private final class Walker: SyntaxAnyVisitor {
  private let kinds: [ObjectIdentifier: KindHandlers]
  /// By kind number: 0 not looked up yet, 1 no handlers, n + 2 the handlers at `slots[n]`.
  private var slotOfKind = [UInt16](repeating: 0, count: KindNumber.count)
  private var slots: [KindHandlers] = []

  init(kinds: [ObjectIdentifier: KindHandlers]) {
    self.kinds = kinds
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
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
    // Every kind was looked up on the way in.
    let slot = slotOfKind[KindNumber.of(node.kind)]
    if slot > 1 {
      let handlers = slots[Int(slot) - 2]
      handlers.leave(handlers, node)
    }
  }

  private func lookUp(_ kind: SyntaxKind, _ number: Int) -> UInt16 {
    if let handlers = kinds[ObjectIdentifier(kind.syntaxNodeType)] {
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
