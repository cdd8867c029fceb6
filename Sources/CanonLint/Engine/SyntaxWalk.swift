import SwiftSyntax

/// The handlers every rule registered for one file. The engine walks the tree once and calls,
/// for each node, only the handlers subscribed to that node's kind.
public struct SyntaxWalk {
  @usableFromInline typealias Handler = (Syntax) -> Void
  @usableFromInline var entering: [ObjectIdentifier: [Handler]] = [:]
  @usableFromInline var leaving: [ObjectIdentifier: [Handler]] = [:]
  var finishing: [() -> Void] = []

  public init() {}

  // Inlinable so that each rule's closure is specialised for its node type: an unspecialised
  // `cast` instantiates generic metadata on every node it is called for.

  /// Calls `body` for every node of type `Node`, before its children are visited.
  @inlinable
  public mutating func on<Node: SyntaxProtocol>(
    _ type: Node.Type, _ body: @escaping (Node) -> Void
  ) {
    entering[ObjectIdentifier(type), default: []].append { body($0.cast(Node.self)) }
  }

  /// Calls `body` for every node of type `Node`, after its children were visited.
  @inlinable
  public mutating func after<Node: SyntaxProtocol>(
    _ type: Node.Type, _ body: @escaping (Node) -> Void
  ) {
    leaving[ObjectIdentifier(type), default: []].append { body($0.cast(Node.self)) }
  }

  /// Calls `body` once the whole file was walked.
  public mutating func atEnd(_ body: @escaping () -> Void) {
    finishing.append(body)
  }

  var isEmpty: Bool { entering.isEmpty && leaving.isEmpty && finishing.isEmpty }

  /// Walks `tree` once, calling the subscribed handlers.
  func run(over tree: some SyntaxProtocol) {
    if !entering.isEmpty || !leaving.isEmpty {
      Walker(entering: entering, leaving: leaving).walk(tree)
    }
    for body in finishing { body() }
  }
}

/// Calls the handlers of each node's kind. Most nodes have none, so finding a node's handlers
/// must cost next to nothing: an array load by the kind's number, filled from the dictionaries
/// the first time a kind is met in the file (hashing every node's type was a tenth of the walk).
private final class Walker: SyntaxAnyVisitor {
  private let entering: [ObjectIdentifier: [SyntaxWalk.Handler]]
  private let leaving: [ObjectIdentifier: [SyntaxWalk.Handler]]
  /// By kind number: 0 not looked up yet, 1 no handlers, n + 2 the handlers at `slots[n]`.
  private var slotOfKind = [UInt16](repeating: 0, count: KindNumber.count)
  private var slots: [(entering: [SyntaxWalk.Handler], leaving: [SyntaxWalk.Handler])] = []

  init(
    entering: [ObjectIdentifier: [SyntaxWalk.Handler]],
    leaving: [ObjectIdentifier: [SyntaxWalk.Handler]]
  ) {
    self.entering = entering
    self.leaving = leaving
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    let kind = node.kind
    let number = KindNumber.of(kind)
    var slot = slotOfKind[number]
    if slot == 0 { slot = lookUp(kind, number) }
    if slot > 1 {
      for handler in slots[Int(slot) - 2].entering { handler(node) }
    }
    return .visitChildren
  }

  override func visitAnyPost(_ node: Syntax) {
    // Every kind was looked up on the way in.
    let slot = slotOfKind[KindNumber.of(node.kind)]
    if slot > 1 {
      for handler in slots[Int(slot) - 2].leaving { handler(node) }
    }
  }

  private func lookUp(_ kind: SyntaxKind, _ number: Int) -> UInt16 {
    let type = ObjectIdentifier(kind.syntaxNodeType)
    if entering[type] == nil && leaving[type] == nil {
      slotOfKind[number] = 1
    } else {
      slots.append((entering[type] ?? [], leaving[type] ?? []))
      slotOfKind[number] = UInt16(slots.count + 1)
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
