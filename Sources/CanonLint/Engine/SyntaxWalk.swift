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

private final class Walker: SyntaxAnyVisitor {
  let entering: [ObjectIdentifier: [SyntaxWalk.Handler]]
  let leaving: [ObjectIdentifier: [SyntaxWalk.Handler]]

  init(
    entering: [ObjectIdentifier: [SyntaxWalk.Handler]],
    leaving: [ObjectIdentifier: [SyntaxWalk.Handler]]
  ) {
    self.entering = entering
    self.leaving = leaving
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let handlers = entering[ObjectIdentifier(node.kind.syntaxNodeType)] {
      for handler in handlers { handler(node) }
    }
    return .visitChildren
  }

  override func visitAnyPost(_ node: Syntax) {
    if let handlers = leaving[ObjectIdentifier(node.kind.syntaxNodeType)] {
      for handler in handlers { handler(node) }
    }
  }

  // Tokens are most of a tree and no rule subscribes to them: skip the lookup.
  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visitPost(_ node: TokenSyntax) {}
}
