import CanonLint
import SwiftSyntax

/// A closure kept by `self` that holds `self` strongly: neither is ever freed.
struct RetainCycleClosure: SyntaxRule {
  struct Options: RuleOptions {
    var subscriptions: [String] = []

    static var fields: [OptionField<Options>] {
      [
        .option(
          "subscriptions", \.subscriptions,
          "More methods whose closure lives as long as the subscription they return, for "
            + "other reactive libraries (`observeValues`, `observeNext`)")
      ]
    }
  }

  var options = Options()

  static let description = RuleDescription(
    id: "retain-cycle-closure",
    summary: "A closure that `self` keeps alive and that holds `self` strongly",
    rationale: """
      A closure holds what it captures. When `self` keeps the closure, in a property, in a \
      collection property, or through a subscription stored on it (`.store(in: &cancellables)`, \
      `.disposed(by: disposeBag)`, `token = center.addObserver(forName:…) { … }`), and the \
      closure uses `self` without `[weak self]` or `[unowned self]`, the two keep each other \
      alive. Only closures `self` really keeps are reported: in a class or actor, assigned to \
      a property of `self` (or of an object `self` holds in a stored property: \
      `viewModel.onChange = { … }`), appended to one, a `lazy var`'s closure value, or given \
      to `sink`, `subscribe`, `observe`, `addObserver(forName:object:queue:using:)`, RxSwift's \
      `drive`/`bind(onNext:)` whose subscription is stored on `self` (`rx.disposeBag` \
      included); `assign(to:on: self)` stored on `self` is reported too. A singleton (a type \
      with a `static let shared = Type()`) lives for ever and is not reported. Closures run and released (`DispatchQueue…async`, \
      `UIView.animate`, `map`, an unstored `Task { }`) are not, and neither are closures that \
      name only the type (`Self.self`, `Self.logger`), which captures no instance.
      """,
    source: "G0 code review: retain cycle; G4 analyze lane",
    triggering: [
      Example("final class LoginViewController {\n  var onLogin: (() -> Void)?\n  func bind() {\n    onLogin = ↓{ self.dismiss() }\n    self.onLogin = ↓{ [self] in dismiss() }\n  }\n  func dismiss() {}\n}"),
      Example("final class FeedViewController {\n  private let viewModel: FeedViewModel\n  func bind() {\n    viewModel.onUpdate = ↓{ items in\n      self.render(items)\n    }\n  }\n}"),
      Example("import Combine\nfinal class SearchViewModel {\n  private var cancellables = Set<AnyCancellable>()\n  func bind() {\n    query.sink ↓{ text in self.search(text) }\n      .store(in: &cancellables)\n  }\n}"),
      Example("final class ProfileViewController {\n  let disposeBag = DisposeBag()\n  func bind() {\n    viewModel.name\n      .subscribe(onNext: ↓{ self.title = $0 })\n      .disposed(by: disposeBag)\n  }\n}"),
      Example("final class Player {\n  private var observer: NSObjectProtocol?\n  func start() {\n    observer = NotificationCenter.default.addObserver(forName: .didPause, object: nil, queue: .main) ↓{ _ in\n      self.pause()\n    }\n  }\n}"),
      Example("final class Store {\n  private var handlers: [() -> Void] = []\n  func watch() {\n    handlers.append ↓{ self.reload() }\n  }\n}"),
      Example("final class Form {\n  lazy var validate: () -> Bool = ↓{ self.fields.isEmpty }\n}"),
      Example("final class Feed {\n  var onChange: (() -> Void)?\n  func bind() {\n    publisher.sink { [weak self] _ in\n      guard let self else { return }\n      self.onChange = ↓{ self.reload() }\n    }.store(in: &bag)\n  }\n}"),
      Example("final class Counter {\n  private var bag = Set<AnyCancellable>()\n  @Published var total = 0\n  func bind() {\n    values.assign(to: \\.total, on: ↓self).store(in: &bag)\n  }\n}"),
      Example("final class Feed {}\nextension Feed {\n  func bind() {\n    self.cancellable = publisher.sink ↓{ self.show($0) }\n  }\n}"),
      Example(
        "final class Player {\n  func bind() {\n    signal.observeValues ↓{ self.show($0) }.disposed(by: bag)\n  }\n}",
        options: "subscriptions: [observeValues]"),
      Example("final class RepoViewModel: NSObject {\n  func bind() {\n    repo.drive(onNext: ↓{ self.title = $0 }).disposed(by: rx.disposeBag)\n  }\n}"),
    ],
    nonTriggering: [
      Example("final class LoginViewController {\n  var onLogin: (() -> Void)?\n  func bind() {\n    onLogin = { [weak self] in self?.dismiss() }\n    onLogin = { [unowned self] in self.dismiss() }\n  }\n}"),
      Example("final class Loader {\n  func load() {\n    DispatchQueue.main.async { self.render() }\n    UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }\n    let titles = items.map { self.title(for: $0) }\n    Task { await self.refresh() }\n  }\n}"),
      Example("final class Loader {\n  func load() {\n    var onDone: (() -> Void)?\n    onDone = { self.render() }\n    let cancellables = Set<AnyCancellable>()\n    publisher.sink { self.show($0) }.store(in: &cancellables)\n  }\n}"),
      Example("struct ContentView {\n  var action: () -> Void = {}\n  mutating func bind() {\n    action = { print(self) }\n  }\n}"),
      Example("final class SearchViewModel {\n  private var cancellables = Set<AnyCancellable>()\n  func bind() {\n    query.sink { [weak self] text in self?.search(text) }\n      .store(in: &cancellables)\n    query.sink { text in print(text) }.store(in: &cancellables)\n  }\n}"),
      Example("final class Form {\n  lazy var header: UIView = {\n    let view = UIView()\n    view.backgroundColor = self.tint\n    return view\n  }()\n}"),
      Example("final class Player {\n  func start() {\n    cell.onTap = { self.play() }\n    publisher.sink { self.show($0) }\n  }\n}"),
      Example("final class Feed {\n  weak var delegate: FeedDelegate?\n  func bind() {\n    delegate.onChange = { self.reload() }\n  }\n}"),
      Example("final class Feed {\n  var onChange: (() -> Void)?\n  static func make() -> Feed {\n    let feed = Feed()\n    feed.onChange = { print(feed) }\n    return feed\n  }\n}"),
      Example("final class Keyboard {\n  static let shared = Keyboard()\n  private var bag = Set<AnyCancellable>()\n  private init() {\n    center.publisher(for: .change).sink { _ in self.update() }.store(in: &bag)\n  }\n}"),
      Example(
        "extension Settings {\n  func bind() {\n    self.onChange = { self.save() }\n  }\n}",
        context: ["Settings.swift": "struct Settings {}", "Other/Settings.swift": "final class Settings {}"]),
      Example("final class Feed {\n  var onChange: (() -> Void)?\n  func bind() {\n    publisher.sink { [weak self] _ in\n      self?.onChange = { self?.reload() }\n      self?.onChange = {\n        guard let self else { return }\n        self.reload()\n      }\n    }.store(in: &bag)\n  }\n}"),
      Example("final class Feed {\n  func bind() {\n    self.cancellable = publisher.sink { [weak self] in\n      guard let self else { return }\n      self.show($0)\n    }\n  }\n}"),
      // `ErrorType.self` is a metatype, not a use of `self` (a typed-throws closure stored by
      // the client it decodes errors for).
      Example(
        """
        final class RestClient {
          var errorProcessor: (Context) throws(RestError) -> Void = { _ in }
          init<ErrorType: Decodable>(errorType: ErrorType.Type) {
            errorProcessor = { context throws(RestError) in
              if let error = try? context.decoder.decode(ErrorType.self, from: context.data) {
                throw .response(String(describing: error))
              }
            }
          }
        }
        """),
      // RxSwift's `with:` overloads hold the object weakly and pass it in; a closure
      // parameter named `self` is that object, not a capture.
      Example("final class SyncController {\n  private let disposeBag = DisposeBag()\n  func start() {\n    request.subscribe(with: self, onSuccess: { `self`, _ in self.finish() })\n      .disposed(by: disposeBag)\n    relay.bind(with: self) { (`self`: SyncController, value: Int) in self.show(value) }\n      .disposed(by: disposeBag)\n  }\n}"),
      // `Self.self` and `Self.log` name the type, not the instance: nothing is captured.
      Example("final class Downloads {\n  private var bag = Set<AnyCancellable>()\n  func start() {\n    queue.sink(\n      receiveCompletion: { error in Failure.log(from: Self.self, error); Self.log(error) },\n      receiveValue: { [weak self] in self?.add($0) }\n    ).store(in: &bag)\n  }\n}"),
    ],
    reads: .everything)

  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let subscriptionMethods: NameSet = [
    "sink", "subscribe", "observe", "addObserver", "drive", "bind",
  ]

  /// The subscription methods, the built-in ones and those of the options. Called for every
  /// closure passed to a call: compares bytes, no String.
  struct Subscriptions {
    var extra: [String]

    func contains(_ name: TokenText) -> Bool {
      RetainCycleClosure.subscriptionMethods.contains(name)
        || extra.contains { $0.utf8.elementsEqual(name) }
    }
  }

  static let assignCalls: NameSet = ["assign"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let ruleID = Self.id
    // A singleton (`static let shared = Owner()`) lives for ever: a cycle with it leaks nothing.
    walk.on(VariableDeclSyntax.self) { variable in
      // Every variable comes here: its raw modifiers decide first, without making nodes.
      guard Self.isStatic(variable),
        let owner = variable.enclosingTypeName,
        variable.bindings.contains(where: { binding in
          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
          return call?.calledReferenceName == owner
        })
      else { return }
      file.record(owner)
    }
    @Sendable func isCandidateOwner(_ owner: (name: String, isClass: Bool), _ index: ProjectIndex)
      -> Bool
    {
      (owner.isClass || Self.isClass(owner.name, index))
        && !index.hasFact(owner.name, of: ruleID)
    }

    let subscriptions = Subscriptions(extra: options.subscriptions)
    let locals = LocalNames()
    walk.on(ClosureExprSyntax.self) { closure in
      // The cheap answers first (`[weak self]`, the shape of the code around, the owner), then
      // the closure's body, and last what the closure is stored in, which may need the names
      // of a whole function.
      guard closure.selfCapture != .weak,
        Self.mayBeRetained(closure, subscriptions: subscriptions),
        let owner = Self.ownerContext(closure), closure.capturesSelfStrongly,
        let retention = Self.retention(of: closure, subscriptions: subscriptions, locals: locals)
      else { return }
      let message =
        "this closure is kept alive by '\(owner.name)' (\(retention.how)) and uses self "
        + "strongly: capture [weak self] or [unowned self]"
      file.report(
        at: closure, message,
        when: { index in
          isCandidateOwner(owner, index) && retention.condition(index, owner.name)
        })
    }

    // `assign(to: \.x, on: self)` holds `self` without a closure.
    walk.on(FunctionCallExprSyntax.self, named: Self.assignCalls) { call in
      guard let target = call.argument("on"),
        target.expression.isSelf, let how = Self.storedSubscription(call, locals: locals),
        let owner = Self.ownerContext(call)
      else { return }
      file.report(
        at: target.expression,
        "assign(to:on: self) holds '\(owner.name)' strongly and its subscription is kept by "
          + "it (\(how)): use sink with [weak self]",
        when: { index in isCandidateOwner(owner, index) })
    }
  }

  /// How `self` keeps a closure, and a project-wide condition that must also hold.
  struct Retention {
    var how: String
    var condition: @Sendable (ProjectIndex, String) -> Bool = { _, _ in true }
  }

  /// Whether the variable has a `static` modifier.
  private static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
    variable.modifiers.contains(.static)
  }

  /// The instance context a node is in: the class or actor (or an extension, to be checked
  /// against the index) whose instance `self` is.
  private static func ownerContext(_ node: some SyntaxProtocol) -> (name: String, isClass: Bool)? {
    var current = node.parent
    // The node's kind decides, with no cast per ancestor.
    while let parent = current {
      switch parent.kind {
      case .functionDecl:
        let function = parent.cast(FunctionDeclSyntax.self)
        if function.modifiers.contains(.static, or: .class) {
          return nil
        }
      case .variableDecl:
        let variable = parent.cast(VariableDeclSyntax.self)
        if variable.modifiers.contains(.static, or: .class) {
          return nil
        }
      case .classDecl: return (parent.cast(ClassDeclSyntax.self).name.text, true)
      case .actorDecl: return (parent.cast(ActorDeclSyntax.self).name.text, true)
      case .extensionDecl:
        let decl = parent.cast(ExtensionDeclSyntax.self)
        guard let name = decl.extendedType.nominalNames.last else { return nil }
        return (name, false)
      case .structDecl, .enumDecl, .protocolDecl:
        return nil
      default:
        break
      }
      current = parent.parent
    }
    return nil
  }

  /// Whether every project type of this name is a class or actor (an extension's type).
  private static func isClass(_ name: String, _ index: ProjectIndex) -> Bool {
    let types = index.types(named: name)
    return !types.isEmpty && types.allSatisfy { $0.kind == .class || $0.kind == .actor }
  }

  /// Whether the closure has a shape `retention(of:)` may accept: assigned, a property's
  /// initial value, or given to `append`, `insert` or a subscription method. Nothing is asked
  /// about what holds it.
  private static func mayBeRetained(_ closure: ClosureExprSyntax, subscriptions: Subscriptions)
    -> Bool
  {
    if assignmentTarget(of: ExprSyntax(closure)) != nil { return true }
    if closure.parent?.is(InitializerClauseSyntax.self) == true { return true }
    guard let name = calledWith(closure)?.calledNameBytes else { return false }
    return name == "append" || name == "insert" || subscriptions.contains(name)
  }

  /// How `self` keeps this closure, or `nil` when nothing shows that it does.
  private static func retention(
    of closure: ClosureExprSyntax, subscriptions: Subscriptions, locals: LocalNames
  ) -> Retention? {
    // `x = { … }`
    if let lhs = assignmentTarget(of: ExprSyntax(closure)) {
      return propertyRetention(lhs, how: "stored in a property", locals: locals)
    }
    // `lazy var x = { … }` (not called at once).
    if let initializer = closure.parent?.as(InitializerClauseSyntax.self),
      let variable = initializer.parent?.parent?.parent?.as(VariableDeclSyntax.self),
      variable.modifiers.contains(.lazy), variable.parent?.is(MemberBlockItemSyntax.self) == true
    {
      return Retention(how: "a lazy property")
    }
    guard let call = calledWith(closure) else { return nil }
    let name = call.calledNameToken?.textBytes ?? ""
    // `handlers.append { … }`
    if name == "append" || name == "insert",
      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
      isSelfProperty(base, locals: locals)
    {
      return Retention(how: "added to a property")
    }
    guard subscriptions.contains(name) else { return nil }
    if name == "addObserver", call.argument("forName") == nil { return nil }
    if name == "bind", call.argument("to") != nil { return nil }
    guard let how = storedSubscription(call, locals: locals) else { return nil }
    return Retention(how: how)
  }

  /// The call a closure is an argument (or trailing closure) of.
  private static func calledWith(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.trailingClosure?.id == closure.id
    {
      return call
    }
    if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return element.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    return nil
  }

  /// Whether the subscription a call returns ends up stored on `self`, and how.
  static func storedSubscription(_ call: FunctionCallExprSyntax, locals: LocalNames) -> String? {
    var current = ExprSyntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let next = member.parent?.as(FunctionCallExprSyntax.self),
      next.calledExpression.id == member.id
    {
      switch member.declName.baseName.textBytes {
      case "store":
        if let target = next.argument("in")?.expression.as(InOutExprSyntax.self)?.expression,
          isSelfProperty(target, locals: locals)
        {
          return "its subscription is stored in a property"
        }
        return nil
      case "disposed":
        if let bag = next.argument("by")?.expression,
          isSelfProperty(bag, locals: locals) || isRxBag(bag, locals: locals)
        {
          return "its subscription is disposed by a property's bag"
        }
        return nil
      default:
        current = ExprSyntax(next)
      }
    }
    if let lhs = assignmentTarget(of: current), isSelfProperty(lhs, locals: locals) {
      return "its subscription is stored in a property"
    }
    // `bag.insert(subscription)`, `tokens.append(subscription)`
    if let argument = current.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let name = call.calledNameToken?.textBytes, name == "insert" || name == "append",
      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
      isSelfProperty(base, locals: locals)
    {
      return "its subscription is added to a property"
    }
    return nil
  }

  /// The left side of `lhs = expression`, when `expression` is the whole right side.
  private static func assignmentTarget(of expression: ExprSyntax) -> ExprSyntax? {
    if let list = expression.parent?.as(ExprListSyntax.self),
      list.parent?.is(SequenceExprSyntax.self) == true, list.count == 3,
      list.last?.id == expression.id
    {
      let elements = Array(list)
      guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
      return elements[0]
    }
    if let infix = expression.parent?.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == expression.id
    {
      return infix.leftOperand
    }
    return nil
  }

  /// A closure stored in `target`: `self.x`/`x` is a property of `self`; `a.x` or `self.a.x`
  /// is a property of an object `self` holds in a stored, strong property `a`.
  private static func propertyRetention(_ target: ExprSyntax, how: String, locals: LocalNames)
    -> Retention?
  {
    if isSelfProperty(target, locals: locals) { return Retention(how: how) }
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
      isSelfProperty(base, locals: locals)
    else { return nil }
    let holder: String
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      holder = reference.baseName.text
    } else if let inner = base.as(MemberAccessExprSyntax.self) {
      holder = inner.declName.baseName.text
    } else {
      return nil
    }
    return Retention(
      how: "stored in a property of '\(holder)'",
      condition: { index, owner in holdsStrongly(owner, holder, index) })
  }

  /// Whether the type (any declaration of it) declares `property` as a stored, strong property.
  private static func holdsStrongly(_ owner: String, _ property: String, _ index: ProjectIndex)
    -> Bool
  {
    index.types(named: owner).contains { type in
      type.properties.contains {
        $0.name == property && $0.isStored && $0.modifiers.isDisjoint(with: ["weak", "unowned"])
          && !$0.modifiers.contains("static")
      }
    }
  }

  /// NSObject+Rx's `rx.disposeBag` (or `self.rx.disposeBag`), kept on `self`.
  private static func isRxBag(_ expression: ExprSyntax, locals: LocalNames) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "disposeBag", let base = member.base
    else { return false }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "rx" && isSelfProperty(base, locals: locals)
    }
    if let inner = base.as(MemberAccessExprSyntax.self) {
      return inner.declName.baseName.text == "rx" && inner.base?.isSelf == true
    }
    return false
  }

  /// `self.x`, or a bare `x` that is no local, parameter or closure parameter.
  static func isSelfProperty(_ expression: ExprSyntax, locals: LocalNames) -> Bool {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.base?.isSelf == true
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.isIdentifier
    else { return false }
    return !locals.isDeclared(reference.baseName.textBytes, around: expression)
  }

  /// The names declared in functions, initializers, accessors and closures (bindings,
  /// parameters, closure parameters), found once per outermost such scope of a file and shared
  /// by every closure in it: scanning the scope's tokens again for each closure costs as much
  /// as the whole walk in long functions.
  final class LocalNames {
    private var byScope: [SyntaxIdentifier: Set<TokenText>] = [:]

    /// Whether `name` is declared in a function, initializer, accessor or closure around
    /// `node` (up to the innermost type). Every such scope lies inside the outermost one, so
    /// that one's names answer for all of them.
    func isDeclared(_ name: TokenText, around node: ExprSyntax) -> Bool {
      var outermost: Syntax?
      var current = node.parent
      search: while let scope = current {
        switch scope.kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
          break search
        case .functionDecl, .initializerDecl, .closureExpr, .accessorDecl:
          outermost = scope
        default:
          break
        }
        current = scope.parent
      }
      guard let outermost else { return false }
      return names(in: outermost).contains(name)
    }

    private func names(in scope: Syntax) -> Set<TokenText> {
      if let known = byScope[scope.id] { return known }
      let names = Self.declaredNames(in: scope)
      byScope[scope.id] = names
      return names
    }

    /// The bindings, parameters and closure parameters that appear in the scope (nested types
    /// included).
    private static func declaredNames(in scope: Syntax) -> Set<TokenText> {
      var names = Set<TokenText>()
      for token in scope.tokens(viewMode: .sourceAccurate) {
        guard let parent = token.parent else { continue }
        switch parent.kind {
        case .identifierPattern, .closureShorthandParameter:
          names.insert(token.textBytes)
        case .functionParameter:
          let parameter = parent.cast(FunctionParameterSyntax.self)
          if (parameter.secondName ?? parameter.firstName).id == token.id {
            names.insert(token.textBytes)
          }
        case .closureParameter:
          let parameter = parent.cast(ClosureParameterSyntax.self)
          if (parameter.secondName ?? parameter.firstName).id == token.id {
            names.insert(token.textBytes)
          }
        default:
          break
        }
      }
      return names
    }
  }
}
