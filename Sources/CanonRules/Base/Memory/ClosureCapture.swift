@_spi(RawSyntax) import SwiftSyntax

extension ClosureExprSyntax {
  /// How the closure's capture list takes `self`: `.weak` for `[weak self]`/`[unowned self]`
  /// (under any name), `.strong` for `[self]`, `nil` when the list does not mention it.
  enum SelfCapture { case weak, strong }

  var selfCapture: SelfCapture? {
    // Asked for every closure, and most have no capture list: the raw tree says so without
    // making a node.
    guard raw.as(RawClosureExprSyntax.self)?.signature?.capture != nil,
      let items = signature?.capture?.items
    else { return nil }
    for item in items {
      // `[weak self]` names `self`; `[weak owner = self]` gives it another name.
      let capturesSelf =
        item.initializer.map { $0.value.isSelf }
        ?? (item.name.tokenKind == .keyword(.self))
      guard capturesSelf else { continue }
      if let specifier = item.specifier?.specifier.tokenKind,
        specifier == .keyword(.weak) || specifier == .keyword(.unowned)
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
      scan.visit(Syntax(statements))
      // Unwrapping `self` only compiles when the captured `self` is an optional (weak) one.
      return scan.strongUse && !scan.unwrapsSelf
    }
  }
}

/// How a closure body uses `self`.
private struct SelfUses {
  var strongUse = false
  var unwrapsSelf = false

  // Runs over every node of the closure: the node's kind decides, with no cast per node.
  mutating func visit(_ node: Syntax) {
    switch node.kind {
    case .declReferenceExpr:
      let reference = node.cast(DeclReferenceExprSyntax.self)
      guard reference.baseName.isKeywordSpelled("self") else { return }
      let parent = reference.parent
      if parent?.is(OptionalChainingExprSyntax.self) == true
        || parent?.is(ForceUnwrapExprSyntax.self) == true
      {
        unwrapsSelf = true
      } else if parent?.is(InitializerClauseSyntax.self) == true,
        parent?.parent?.is(OptionalBindingConditionSyntax.self) == true
      {
        unwrapsSelf = true
      } else {
        strongUse = true
      }
      return
    case .optionalBindingCondition:
      let binding = node.cast(OptionalBindingConditionSyntax.self)
      if binding.initializer == nil,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.tokenKind == .keyword(.self)
      {
        // `guard let self else …`
        unwrapsSelf = true
      }
    case .closureExpr:
      switch node.cast(ClosureExprSyntax.self).selfCapture {
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
    for child in node.children(viewMode: .sourceAccurate) { visit(child) }
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
