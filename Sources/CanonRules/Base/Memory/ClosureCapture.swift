@_spi(RawSyntax) import SwiftSyntax

extension ClosureExprSyntax {
  /// How the closure's capture list takes `self`: `.weak` for `[weak self]`/`[unowned self]`
  /// (under any name), `.strong` for `[self]`, `nil` when the list does not mention it.
  enum SelfCapture { case weak, strong }

  var selfCapture: SelfCapture? {
    Self.selfCapture(of: raw.cast(RawClosureExprSyntax.self))
  }

  /// `selfCapture` of a closure in the raw tree: asked for every closure and every closure
  /// nested in one, and most have no capture list.
  static func selfCapture(of closure: RawClosureExprSyntax) -> SelfCapture? {
    guard let items = closure.signature?.capture?.items else { return nil }
    for case let child? in items.layoutView.children {
      guard let item = child.as(RawClosureCaptureSyntax.self) else { continue }
      // `[weak self]` names `self`; `[weak owner = self]` gives it another name.
      let capturesSelf = item.initializer.map { $0.value.isSelf } ?? item.name.isKeyword("self")
      guard capturesSelf else { continue }
      if let specifier = item.specifier?.specifier,
        specifier.isKeyword("weak") || specifier.isKeyword("unowned")
      {
        return .weak
      }
      return .strong
    }
    return nil
  }

  /// Whether the closure holds `self` strongly: it does not capture it `weak`/`unowned` and
  /// uses it, explicitly or (after `[self]`) implicitly. Uses inside nested closures that
  /// capture `self` weakly do not count, and neither does a closure nested in a
  /// `[weak self]` one that only reaches the weak `self` (`self?.x`, `guard let self`).
  var capturesSelfStrongly: Bool {
    switch selfCapture {
    case .weak: return false
    case .strong: return true
    case nil:
      var scan = SelfUses()
      scan.visit(statements.raw, parent: nil, grandparent: nil)
      // Unwrapping `self` only compiles when the captured `self` is an optional (weak) one.
      return scan.strongUse && !scan.unwrapsSelf
    }
  }
}

/// How a closure body uses `self`, read from the raw tree: it runs over every node of the
/// closure, and making a node of each (with its parent chain) was most of its cost.
private struct SelfUses {
  var strongUse = false
  var unwrapsSelf = false

  mutating func visit(_ node: RawSyntax, parent: RawSyntax?, grandparent: RawSyntax?) {
    switch node.kind {
    case .declReferenceExpr:
      guard node.cast(RawDeclReferenceExprSyntax.self).baseName.isKeyword("self") else { return }
      if parent?.kind == .optionalChainingExpr || parent?.kind == .forceUnwrapExpr {
        unwrapsSelf = true
      } else if parent?.kind == .initializerClause, grandparent?.kind == .optionalBindingCondition {
        unwrapsSelf = true
      } else {
        strongUse = true
      }
      return
    case .optionalBindingCondition:
      let binding = node.cast(RawOptionalBindingConditionSyntax.self)
      if binding.initializer == nil,
        binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.isKeyword("self") == true
      {
        // `guard let self else …`
        unwrapsSelf = true
      }
    case .closureExpr:
      switch ClosureExprSyntax.selfCapture(of: node.cast(RawClosureExprSyntax.self)) {
      case .weak: return
      case .strong:
        strongUse = true
        return
      case nil: break
      }
    // A nested type's `self` is not this closure's.
    case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
      return
    case .token:
      return
    default:
      break
    }
    guard let layout = node.layoutView else { return }
    for case let child? in layout.children where SyntaxTreeViewMode.sourceAccurate.shouldTraverse(node: child) {
      visit(child, parent: node, grandparent: parent)
    }
  }
}

extension RawTokenSyntax {
  /// Whether the token is the keyword spelled `text`.
  func isKeyword(_ text: SyntaxText) -> Bool {
    tokenKind == .keyword && tokenText == text
  }
}

extension RawExprSyntax {
  /// Whether the expression is `self`.
  var isSelf: Bool {
    self.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true
  }
}

extension FunctionCallExprSyntax {
  /// The closures passed to the call: trailing ones and closure arguments.
  var closureArguments: [(label: String?, closure: ClosureExprSyntax)] {
    var result: [(String?, ClosureExprSyntax)] = []
    for argument in arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        result.append((argument.label?.text, closure))
      }
    }
    if let trailing = trailingClosure { result.append((nil, trailing)) }
    for extra in additionalTrailingClosures {
      result.append((extra.label.text, extra.closure))
    }
    return result
  }

  /// The called function's base name: `sink` in `publisher.sink { … }`, `Timer` in `Timer(…)`.
  var calledName: String? { calledNameToken?.text }

  /// The token of `calledName`, whose `rawText` compares without allocating.
  var calledNameToken: TokenSyntax? {
    if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName
    }
    if let member = calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName
    }
    return nil
  }

  /// The argument with this label.
  func argument(_ label: String) -> LabeledExprSyntax? {
    // Compares the bytes: no String per argument.
    arguments.first { argument in
      argument.label.map { label.utf8.elementsEqual($0.rawText) } ?? false
    }
  }
}

extension ExprSyntax {
  /// Whether the expression is `self`.
  var isSelf: Bool {
    self.as(DeclReferenceExprSyntax.self)?.baseName.isKeywordSpelled("self") == true
  }
}
