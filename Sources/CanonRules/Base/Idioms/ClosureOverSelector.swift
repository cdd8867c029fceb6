import CanonLint
import SwiftSyntax

/// `#selector` passed to an API that also takes a closure.
struct ClosureOverSelector: SyntaxRule {
  struct Options: RuleOptions {
    var controlActions = true
    static var fields: [OptionField<Options>] {
      [
        .option(
          "control-actions", \.controlActions,
          "Flag `addTarget(_:action:for:)` on controls; turn off while the app supports iOS 13 or earlier, where `addAction(_:for:)` does not exist"
        )
      ]
    }
  }
  var options = Options()

  static let description = RuleDescription(
    id: "closure-over-selector",
    summary: "`#selector` passed to an API that has a closure-based form",
    rationale: """
      A selector splits one piece of behaviour in two places, needs an `@objc` method, and is \
      checked only loosely by the compiler. These APIs have closure forms that keep the code \
      where it is used and capture what they need: `addAction(_:for:)` for \
      `addTarget(_:action:for:)`, `addObserver(forName:object:queue:using:)`, \
      `Timer(timeInterval:repeats:block:)`/`scheduledTimer(withTimeInterval:repeats:block:)`, \
      and `DispatchQueue.main.asyncAfter` for `perform(_:with:afterDelay:)`. APIs without a \
      closure form (gesture recognizers, `CADisplayLink`, bar button items) are not flagged. The \
      violation is reported at the `#selector`. `addAction(_:for:)` needs iOS 14: the \
      `control-actions` option turns that case off for apps that support older systems.
      """,
    source: "G0 coding conventions: Swift 4 (closures over selectors)",
    triggering: [
      Example(
        "button.addTarget(self, action: ↓#selector(didTouchLogin), for: .touchUpInside)"),
      Example(
        """
        NotificationCenter.default.addObserver(
          self, selector: ↓#selector(keyboardWillShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
        """),
      Example(
        "timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: ↓#selector(tick), userInfo: nil, repeats: true)"
      ),
      Example(
        "let timer = Timer(timeInterval: 1, target: self, selector: ↓#selector(tick), userInfo: nil, repeats: false)"
      ),
      Example("perform(↓#selector(reload), with: nil, afterDelay: 0.3)"),
      Example("self.perform(↓#selector(reload), with: nil, afterDelay: 0.3, inModes: [.common])"),
    ],
    nonTriggering: [
      Example("button.addAction(UIAction { _ in self.login() }, for: .touchUpInside)"),
      Example(
        "button.addTarget(self, action: #selector(didTouchLogin), for: .touchUpInside)",
        options: "control-actions: false"),
      Example(
        "let tap = UITapGestureRecognizer(target: self, action: #selector(didTouchBackground))"),
      Example("recognizer.addTarget(self, action: #selector(didPan(_:)))"),
      Example("let link = CADisplayLink(target: self, selector: #selector(step))"),
      Example("perform(#selector(reload))"),
      Example("perform(#selector(reload), on: .main, with: nil, waitUntilDone: false)"),
      Example(
        "NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in }"
      ),
      Example("Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }"),
      Example("let item = UIBarButtonItem(title: \"Done\", style: .done, target: self, action: #selector(done))"),
      Example("if responds(to: #selector(reload)) {}"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let controlActions = options.controlActions
    walk.on(MacroExpansionExprSyntax.self) { node in
      guard node.macroName.text == "selector",
        let argument = node.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let api = Self.closureAlternative(of: call, argument: argument),
        controlActions || !api.hasPrefix("`addAction")
      else { return }
      file.report(at: node, "use the closure-based \(api) instead of a selector")
    }
  }

  /// The closure form of the API `call` is, when the selector is its selector argument.
  static func closureAlternative(of call: FunctionCallExprSyntax, argument: LabeledExprSyntax)
    -> String?
  {
    let labels = call.arguments.map { $0.label?.text }
    let callee: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      callee = member.declName.baseName.text
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = reference.baseName.text
    } else {
      return nil
    }
    let label = argument.label?.text
    switch callee {
    case "addTarget" where label == "action" && labels.contains("for"):
      return "`addAction(_:for:)`"
    case "addObserver" where label == "selector" && labels.contains("name"):
      return "`addObserver(forName:object:queue:using:)`"
    case "Timer", "scheduledTimer", "init":
      guard label == "selector", labels.contains("target") else { return nil }
      if callee == "init",
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
          .baseName.text != "Timer"
      {
        return nil
      }
      return "`Timer` initializer with a `block:`"
    case "perform" where label == nil && labels.contains("afterDelay"):
      return "`DispatchQueue.main.asyncAfter(deadline:execute:)`"
    default:
      return nil
    }
  }
}
