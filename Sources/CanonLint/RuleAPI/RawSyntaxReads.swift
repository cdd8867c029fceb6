@_spi(RawSyntax) import SwiftSyntax

// The questions rules ask of nearly every node of a kind, answered from swift-syntax's raw
// tree (`@_spi(RawSyntax)`). The public API makes a node for every child it hands out (an
// allocation, and a retain of the tree), and `tokenKind` or `text` build a `String`; the raw
// tree answers with a few pointer reads. That SPI is not a stable API: it is read here and in
// TokenText.swift only, so that a swift-syntax release that changes it breaks these two files
// and not the rules. Each helper says what it saves; rules use them as ordinary API.

extension DeclModifierListSyntax {
  /// Modifier names as written: `private`, `private(set)`, `static`, `weak`, `final`, …
  public var names: Set<String> {
    // Raw: iterating the collection makes a node per modifier, and every property of every
    // type is summarised with its modifiers.
    guard let list = raw.as(RawDeclModifierListSyntax.self), !list.layoutView.children.isEmpty
    else { return [] }
    var names = Set<String>(minimumCapacity: list.layoutView.children.count)
    for case let child? in list.layoutView.children {
      guard let modifier = child.as(RawDeclModifierSyntax.self) else { continue }
      let name = String(syntaxText: modifier.name.tokenText)
      if let detail = modifier.detail {
        names.insert(name + "(" + String(syntaxText: detail.detail.tokenText) + ")")
      } else {
        names.insert(name)
      }
    }
    return names
  }

  /// Whether the modifiers hold `keyword` without a detail (`private`, not `private(set)`).
  public func contains(_ keyword: Keyword) -> Bool {
    containsAny(keyword.defaultText, nil, nil)
  }

  /// Whether the modifiers hold one of the keywords without a detail (`static` or `class`), in
  /// one pass over them.
  public func contains(_ keyword: Keyword, or other: Keyword, or third: Keyword? = nil) -> Bool {
    containsAny(keyword.defaultText, other.defaultText, third?.defaultText)
  }

  private func containsAny(_ first: SyntaxText, _ second: SyntaxText?, _ third: SyntaxText?) -> Bool {
    // Raw: iterating the collection makes a node per modifier (and `tokenKind` an enum with a
    // String), and rules ask this of most declarations.
    guard let list = raw.as(RawDeclModifierListSyntax.self) else { return false }
    for case let child? in list.layoutView.children {
      guard let modifier = child.as(RawDeclModifierSyntax.self), modifier.detail == nil,
        modifier.name.tokenKind == .keyword
      else { continue }
      let name = modifier.name.tokenText
      if name == first || name == second || name == third { return true }
    }
    return false
  }

  /// Calls `body` with each keyword modifier's name and whether it has a detail (`private(set)`),
  /// in order, until `body` returns `false`.
  public func forEachKeyword(_ body: (_ name: TokenText, _ hasDetail: Bool) -> Bool) {
    // Raw: one pass without a node per modifier, for rules that ask several questions of
    // every declaration's modifiers.
    guard let list = raw.as(RawDeclModifierListSyntax.self) else { return }
    for case let child? in list.layoutView.children {
      guard let modifier = child.as(RawDeclModifierSyntax.self), modifier.name.tokenKind == .keyword
      else { continue }
      if !body(TokenText(modifier.name.tokenText), modifier.detail != nil) { return }
    }
  }
}

extension AttributeListSyntax {
  /// Attribute names without `@` or arguments: `IBOutlet`, `MainActor`, `objc`.
  public var names: Set<String> {
    // Raw for plain names (nearly every attribute), without a node each.
    guard let list = raw.as(RawAttributeListSyntax.self) else { return [] }
    var names = Set<String>()
    for case let child? in list.layoutView.children {
      guard let attribute = child.as(RawAttributeSyntax.self),
        let identifier = attribute.attributeName.as(RawIdentifierTypeSyntax.self),
        identifier.genericArgumentClause == nil
      else { return namesOfNodes }
      names.insert(String(syntaxText: identifier.name.tokenText))
    }
    return names
  }

  private var namesOfNodes: Set<String> {
    Set(compactMap { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName else { return nil }
      // Nearly every attribute is a plain name; `trimmedDescription` copies the tree.
      if let identifier = name.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
        return identifier.name.text
      }
      return name.trimmedDescription
    })
  }

  /// Whether an attribute is spelled `@name` (arguments allowed, no generic arguments) with a
  /// name `predicate` accepts: `names.contains(…)` for plain names, without a `Set` of `String`s.
  public func containsPlain(where predicate: (TokenText) -> Bool) -> Bool {
    // Raw: no node per attribute.
    guard let list = raw.as(RawAttributeListSyntax.self) else { return false }
    for case let child? in list.layoutView.children {
      guard let attribute = child.as(RawAttributeSyntax.self),
        let identifier = attribute.attributeName.as(RawIdentifierTypeSyntax.self),
        identifier.genericArgumentClause == nil
      else { continue }
      if predicate(TokenText(identifier.name.tokenText)) { return true }
    }
    return false
  }

  /// Whether an attribute is spelled `@name` (arguments allowed): `names.contains(name)` for a
  /// plain name.
  public func containsPlain(_ name: TokenText) -> Bool {
    containsPlain { $0 == name }
  }
}

extension VariableDeclSyntax {
  /// Whether the binding stores a value (no getter; observers are allowed).
  public var isStored: Bool {
    // Raw: iterating the collections makes a node per element.
    guard let bindings = raw.as(RawVariableDeclSyntax.self)?.bindings else { return true }
    for case let binding? in bindings.layoutView.children {
      guard let block = binding.as(RawPatternBindingSyntax.self)?.accessorBlock else { continue }
      guard let list = block.accessors.as(RawAccessorDeclListSyntax.self) else { return false }
      for case let accessor? in list.layoutView.children {
        guard let specifier = accessor.as(RawAccessorDeclSyntax.self)?.accessorSpecifier.tokenText,
          specifier == "willSet" || specifier == "didSet"
        else { return false }
      }
    }
    return true
  }

  /// Whether a binding binds a plain name (`let name: T`, not a tuple) that `predicate`
  /// accepts; with `typed`, only bindings with a type annotation count.
  public func bindsName(typed: Bool = false, where predicate: (TokenText) -> Bool) -> Bool {
    // Raw: no node per binding, for rules that look at every variable for a few names.
    guard let bindings = raw.as(RawVariableDeclSyntax.self)?.bindings else { return false }
    for case let child? in bindings.layoutView.children {
      guard let binding = child.as(RawPatternBindingSyntax.self),
        !typed || binding.typeAnnotation != nil,
        let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.tokenText
      else { continue }
      if predicate(TokenText(name)) { return true }
    }
    return false
  }
}

extension FunctionCallExprSyntax {
  /// The bytes of the called name, `sink` in `publisher.sink { … }`, `Timer` in `Timer(…)`.
  /// Raw: no node is made, so that a handler called for every call in a file can turn most of
  /// them away for a few pointer reads.
  public var calledNameBytes: TokenText? {
    guard let callee = raw.as(RawFunctionCallExprSyntax.self)?.calledExpression else {
      return nil
    }
    if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
      return TokenText(reference.baseName.tokenText)
    }
    if let member = callee.as(RawMemberAccessExprSyntax.self) {
      return TokenText(member.declName.baseName.tokenText)
    }
    return nil
  }

  /// The bytes of the called name when the call is a bare name, `f` in `f(…)` (not `x.f(…)`).
  /// Raw, as `calledNameBytes`.
  public var calledReferenceBytes: TokenText? {
    guard
      let name = raw.as(RawFunctionCallExprSyntax.self)?.calledExpression
        .as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText
    else { return nil }
    return TokenText(name)
  }

  /// The bytes of `Name` in `Name(…)` or `Name.init(…)`, whatever its case. Raw, as
  /// `calledNameBytes`.
  public var initializedNameBytes: TokenText? {
    guard var callee = raw.as(RawFunctionCallExprSyntax.self)?.calledExpression else {
      return nil
    }
    if let member = callee.as(RawMemberAccessExprSyntax.self), let base = member.base,
      member.declName.baseName.tokenKind == .keyword, member.declName.baseName.tokenText == "init"
    {
      callee = base
    }
    guard let name = callee.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText else {
      return nil
    }
    return TokenText(name)
  }

  /// Whether the call has a trailing closure. Raw: `trailingClosure` makes the closure's node.
  public var hasTrailingClosure: Bool {
    raw.as(RawFunctionCallExprSyntax.self)?.trailingClosure != nil
  }
}

extension DeclReferenceExprSyntax {
  /// The bytes of the referenced name, `x` in `x` and in `a.x`. Raw: every reference of a
  /// file passes the walk's name lookups.
  public var baseNameBytes: TokenText {
    TokenText(raw.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText)
  }
}

extension MemberAccessExprSyntax {
  /// The bytes of the member's name, `frame` in `view.frame`. Raw: every member access of a
  /// file comes to the rules that ask, and most are turned away by this name.
  public var memberNameBytes: TokenText {
    TokenText(raw.cast(RawMemberAccessExprSyntax.self).declName.baseName.tokenText)
  }

  /// The bytes of the member's name when it is read through another value than `self` or
  /// `super` (`button` in `cell.button`); `nil` for `self.button`, `super.button` and
  /// `.button`. Raw, as `memberNameBytes`: a rule asks it of every member access of every file.
  public var memberNameBytesThroughOtherValue: TokenText? {
    let access = raw.cast(RawMemberAccessExprSyntax.self)
    guard let base = access.base, !base.isSelf, !base.is(RawSuperExprSyntax.self) else { return nil }
    return TokenText(access.declName.baseName.tokenText)
  }

  /// The bytes of the last name of the base, `X` in `X.member` and `Module.X.member`; `nil`
  /// for any other base (a call, `self`'s members are `self`). Raw, as `memberNameBytes`.
  public var baseLastNameBytes: TokenText? {
    guard let base = raw.cast(RawMemberAccessExprSyntax.self).base else { return nil }
    if let reference = base.as(RawDeclReferenceExprSyntax.self) {
      return TokenText(reference.baseName.tokenText)
    }
    if let member = base.as(RawMemberAccessExprSyntax.self), member.base != nil {
      return TokenText(member.declName.baseName.tokenText)
    }
    return nil
  }
}

// The names of the types rules meet most (every type a file writes), read raw: the token
// getters make a node and retain the tree for each, ten times the cost. References get theirs
// from `SyntaxWalk.onReference`.

extension IdentifierTypeSyntax {
  /// The bytes of the type's name, `Array` in `Array<Int>`.
  public var nameBytes: TokenText {
    TokenText(raw.cast(RawIdentifierTypeSyntax.self).name.tokenText)
  }
}

extension MemberTypeSyntax {
  /// The bytes of the last name, `State` in `Profile.State`.
  public var nameBytes: TokenText {
    TokenText(raw.cast(RawMemberTypeSyntax.self).name.tokenText)
  }
}

extension SequenceExprSyntax {
  /// When the second element is `=` (`a = b`, `a.b = c + d`): the number of elements, and the
  /// name the assigned expression ends in when it is a name or a member access (`a`, `b`).
  /// Raw: every sequence expression of a file passes here and most are no assignment to the
  /// names a rule wants, so none of their nodes is made.
  public var assignment: (elementCount: Int, targetName: TokenText?)? {
    // A sequence's layout is [unexpected, elements, unexpected].
    guard let elements = raw.layoutView?.children[1]?.layoutView?.children, elements.count >= 2,
      let target = elements[0], elements[1]?.kind == .assignmentExpr
    else { return nil }
    if let reference = target.as(RawDeclReferenceExprSyntax.self) {
      return (elements.count, TokenText(reference.baseName.tokenText))
    }
    if let member = target.as(RawMemberAccessExprSyntax.self) {
      return (elements.count, TokenText(member.declName.baseName.tokenText))
    }
    return (elements.count, nil)
  }
}

extension SourceFileSyntax {
  /// Whether a top-level `import` names (first) a module `predicate` accepts. Raw: every file
  /// asks, and making a node of each top-level statement cost more than the rest of a rule's
  /// setup.
  public func imports(where predicate: (TokenText) -> Bool) -> Bool {
    let statements = raw.cast(RawSourceFileSyntax.self).statements
    for case let child? in statements.layoutView.children {
      guard let item = child.as(RawCodeBlockItemSyntax.self),
        let path = item.item.as(RawImportDeclSyntax.self)?.path.layoutView.children,
        let first = path.first??.as(RawImportPathComponentSyntax.self)
      else { continue }
      if predicate(TokenText(first.name.tokenText)) { return true }
    }
    return false
  }
}

extension SyntaxProtocol {
  /// Whether the text of a token of this subtree contains `word`. Raw: no node is made, for a
  /// rule that looks for a word in every parameter's type.
  public func anyTokenContains(_ word: TokenText) -> Bool {
    Self.anyToken(of: raw, contains: SyntaxText(baseAddress: word.start, count: word.count))
  }

  private static func anyToken(of raw: RawSyntax, contains word: SyntaxText) -> Bool {
    if let token = raw.tokenView { return token.rawText.contains(word) }
    return raw.layoutView?.children.contains { child in
      child.map { anyToken(of: $0, contains: word) } ?? false
    } ?? false
  }
}

extension ClosureExprSyntax {
  /// How a closure's capture list takes `self`.
  public enum SelfCapture: Sendable { case weak, strong }

  /// How the closure's capture list takes `self`: `.weak` for `[weak self]`/`[unowned self]`
  /// (under any name), `.strong` for `[self]`, `nil` when the list does not mention it.
  public var selfCapture: SelfCapture? {
    Self.selfCapture(of: raw.cast(RawClosureExprSyntax.self))
  }

  /// `selfCapture` of a closure in the raw tree: asked for every closure and every closure
  /// nested in one, and most have no capture list.
  fileprivate static func selfCapture(of closure: RawClosureExprSyntax) -> SelfCapture? {
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
  public var capturesSelfStrongly: Bool {
    switch selfCapture {
    case .weak: return false
    case .strong: return true
    case nil:
      // RxSwift's `subscribe(with: self, onNext: { `self`, value in … })` holds the object
      // weakly and hands it in: the body's `self` is that parameter, not a capture.
      if declaresParameterNamedSelf { return false }
      var scan = SelfUses()
      scan.visit(statements.raw, parent: nil, grandparent: nil)
      // Unwrapping `self` only compiles when the captured `self` is an optional (weak) one.
      return scan.strongUse && !scan.unwrapsSelf
    }
  }
}

extension ClosureExprSyntax {
  /// Whether a parameter of the closure is named `` `self` ``.
  fileprivate var declaresParameterNamedSelf: Bool {
    let isSelf = { (token: TokenSyntax?) in token?.text == "`self`" }
    switch signature?.parameterClause {
    case .simpleInput(let parameters): return parameters.contains { isSelf($0.name) }
    case .parameterClause(let clause):
      return clause.parameters.contains { isSelf($0.secondName ?? $0.firstName) }
    case nil: return false
    }
  }
}

/// How a closure body uses `self`, read raw: it runs over every node of the closure, and
/// making a node of each (with its parent chain) was most of its cost.
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
    case .memberAccessExpr:
      // `Self.self`, `type.self`: the member named `self` is the metatype or the value of the
      // base, not the instance this closure could capture; only the base is a use.
      if let base = node.cast(RawMemberAccessExprSyntax.self).base {
        visit(base.raw, parent: node, grandparent: parent)
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
  fileprivate func isKeyword(_ text: SyntaxText) -> Bool {
    tokenKind == .keyword && tokenText == text
  }
}

extension RawExprSyntax {
  /// Whether the expression is `self`.
  fileprivate var isSelf: Bool {
    self.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true
  }
}

/// How deep a tree goes, for `SourceParser`'s guard against trees too deep for the rules'
/// recursion. Raw: the walk down the top of every file's tree makes no node.
enum TreeDepth {
  /// Whether `tree` is more than `limit` levels deep, found without recursion.
  static func isDeeper(_ tree: some SyntaxProtocol, than limit: Int) -> Bool {
    // A level of the tree takes at least a third of a byte of source (`[[`: an array, its
    // element list and an element for each `[`; the tests check the shapes that go deepest), so
    // a subtree too short to reach the limit from its depth, with a margin, is not entered. Only
    // the top of a real file's tree is read: counting every node was 1.5% of a lint.
    let levelsPerByte = 8
    var stack: [(node: RawSyntax, depth: Int)] = [(tree.raw, 1)]
    while let (node, depth) = stack.popLast() {
      if depth > limit { return true }
      guard let layout = node.layoutView else { continue }
      for case let child? in layout.children
      where !child.isToken && depth + levelsPerByte * (child.byteLength + 1) > limit {
        stack.append((child, depth + 1))
      }
    }
    return false
  }

  /// The depth of `tree`, counted without recursion, up to a little past `limit`: what
  /// `isDeeper` finds without counting every node (the tests compare them).
  static func treeDepth(_ tree: some SyntaxProtocol, limit: Int) -> Int {
    var stack: [(node: RawSyntax, depth: Int)] = [(tree.raw, 1)]
    var deepest = 1
    while let (node, depth) = stack.popLast() {
      deepest = max(deepest, depth)
      if deepest > limit { return deepest }
      guard let layout = node.layoutView else { continue }
      for case let child? in layout.children where !child.isToken {
        stack.append((child, depth + 1))
      }
    }
    return deepest
  }
}

extension VariableDeclSyntax {
  /// Whether the declaration has modifiers; raw, without making the list's node (most
  /// properties have none, and the index summarises every property).
  public var hasModifiers: Bool {
    !raw.cast(RawVariableDeclSyntax.self).modifiers.layoutView.children.isEmpty
  }

  /// Whether the declaration has attributes; raw, as `hasModifiers`.
  public var hasAttributes: Bool {
    !raw.cast(RawVariableDeclSyntax.self).attributes.layoutView.children.isEmpty
  }
}

extension SourceFileSyntax {
  /// Calls `body` with the text of each comment among the first `pieces` pieces of trivia
  /// before the file's first token, until it returns `false`. Raw: `leadingTrivia` makes a
  /// String of every comment of a licence header, and every file is asked.
  public func forEachLeadingComment(pieces: Int, _ body: (TokenText) -> Bool) {
    guard let token = firstToken(viewMode: .sourceAccurate)?.raw.as(RawTokenSyntax.self) else {
      return
    }
    for piece in token.leadingTriviaPieces.prefix(pieces) {
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
        .docBlockComment(let text):
        if !body(TokenText(text)) { return }
      default:
        continue
      }
    }
  }
}
