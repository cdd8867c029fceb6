import CanonLint
import SwiftSyntax

/// In a `[weak self]` closure, the unwrapped `self` has one agreed name.
struct WeakSelfUnwrapName: SyntaxRule {
  struct Options: RuleOptions {
    var name = "strongSelf"
    var allowSelf = true
    static var fields: [OptionField<Options>] {
      [
        .option(
          "name", \.name,
          "The name `self` is unwrapped to; `self` asks for `guard let self` (or `guard let self = self`)"),
        .option(
          "allow-self", \.allowSelf,
          "Whether rebinding `self` itself (`guard let self`, Swift 5.7+) is accepted besides the configured name"),
      ]
    }
  }

  var options = Options()

  static let description = RuleDescription(
    id: "weak-self-unwrap-name",
    summary: "In a `[weak self]` closure, `self` unwrapped to a name other than the agreed one (`strongSelf`)",
    rationale: """
      One name for the strong reference makes every weakly capturing closure read the same way. \
      The guide asks for `guard let strongSelf = self`, written before Swift 5.7 let a closure \
      rebind `self` itself; `guard let self` (and `guard let self = self`) is the modern form of \
      the same intent, needs no second name at all, and is accepted unless the option \
      `allow-self` is `false` (then only the configured `name` is; `name: self` asks for \
      `guard let self` only). Only optional bindings of `self` inside a closure that captures \
      `self` weakly are checked.
      """,
    source: "G3 Closure Expressions",
    triggering: [
      Example("foo.bar { [weak self] in\n  guard let ↓this = self else { return }\n  this.reload()\n}"),
      Example("load { [weak self] result in\n  if let ↓welf = self {\n    welf.show(result)\n  }\n}"),
      Example("load { [weak self] in\n  guard let ↓self else { return }\n  reload()\n}", options: "allow-self: false"),
      Example(
        "load { [weak self] in\n  guard let ↓self = self else { return }\n  reload()\n}",
        options: "name: strongSelf\nallow-self: false"),
      Example(
        "load { [weak self, api] in\n  api.fetch {\n    guard let ↓strong = self else { return }\n    strong.reload()\n  }\n}"),
      Example(
        "load { [weak self] in\n  guard let ↓strongSelf = self else { return }\n  strongSelf.reload()\n}",
        options: "name: self"),
    ],
    nonTriggering: [
      Example("foo.bar { [weak self] in\n  guard let strongSelf = self else { return }\n  strongSelf.reload()\n}"),
      Example("load { [weak self] in\n  self?.reload()\n}"),
      Example("load { [unowned self] in\n  reload()\n}"),
      Example("load { [weak self] in\n  guard let self else { return }\n  reload()\n}", options: "name: self"),
      // Swift 5.7's shorthand is the modern form of `strongSelf`: accepted by default.
      Example("load { [weak self] in\n  guard let self else { return }\n  reload()\n}"),
      Example("load { [weak self] result in\n  if let self = self {\n    show(result)\n  }\n}"),
      Example("func reload(user: User?) {\n  guard let user = user else { return }\n  show(user)\n}"),
      Example("load { [weak delegate] in\n  guard let delegate = delegate else { return }\n  delegate.done()\n}"),
      Example("load { [weak self] in\n  guard let user = self?.user else { return }\n  show(user)\n}"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let wanted = options.name
    let allowSelf = options.allowSelf
    walk.on(OptionalBindingConditionSyntax.self) { node in
      guard let pattern = node.pattern.as(IdentifierPatternSyntax.self) else { return }
      // Every `if let` comes here: what it unwraps is checked before a String is made.
      if let value = node.initializer?.value {
        guard let reference = value.as(DeclReferenceExprSyntax.self),
          reference.baseName.isKeyword(.self)
        else { return }
      } else if !pattern.identifier.textBytes.contains("self") {
        return
      }
      let boundName = String(pattern.identifier.text.filter { $0 != "`" })
      if node.initializer == nil, boundName != "self" { return }
      guard boundName != wanted, !(allowSelf && boundName == "self"),
        Self.isInsideWeakSelfClosure(node)
      else { return }
      file.report(
        at: pattern.identifier,
        "name the unwrapped `self` '\(wanted)' (found '\(boundName)')")
    }
  }

  /// Whether a closure around `node` captures `self` weakly (`[weak self]`).
  static func isInsideWeakSelfClosure(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let closure = parent.as(ClosureExprSyntax.self),
        let items = closure.signature?.capture?.items,
        items.contains(where: { item in
          item.specifier?.specifier.tokenKind == .keyword(.weak)
            && item.initializer == nil && item.name.tokenKind == .keyword(.self)
        })
      {
        return true
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
      current = parent.parent
    }
    return false
  }
}
