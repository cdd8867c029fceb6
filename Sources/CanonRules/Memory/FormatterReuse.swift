import CanonLint
import SwiftSyntax

/// Formatters and regular expressions are expensive to create: make them once.
struct FormatterReuse: SyntaxRule {
  static let description = RuleDescription(
    id: "formatter-reuse",
    summary: "A formatter or regular expression created each time a function, closure or loop runs",
    rationale: """
      `DateFormatter`, `NumberFormatter` and their relatives, and `NSRegularExpression`, are \
      slow to create: making one per call, per cell or per loop pass costs CPU and memory. \
      Create it once, in a stored, `static` or `lazy` property (a closure called at once to \
      configure that property is fine), and adjust it where needed. Building a long-lived \
      object is not using the formatter: a formatter made inside a DI registration's factory \
      closure (`container.register(JSONDecoder.self) { … }`), or stored into the object a \
      function or closure builds and returns (`decoder.dateDecodingStrategy = \
      .formatted(formatter)` … `return decoder`), is not reported. An initializer that stores \
      the new formatter in a property, `viewDidLoad()`, `loadView()` or `awakeFromNib()` doing \
      the same (each runs once for its object), and a factory that returns it (a function, a \
      computed property of its type, a closure returning it) are not reported; neither are \
      tests, nor a regular expression whose pattern is a parameter, is made from one or \
      while the function runs, or is an interpolated string.
      """,
    source: "G0 code review: expensive-to-create objects",
    triggering: [
      Example("func title(for date: Date) -> String {\n  let formatter = ↓DateFormatter()\n  formatter.dateStyle = .short\n  return formatter.string(from: date)\n}"),
      Example("struct Row: View {\n  var body: some View {\n    Text(↓NumberFormatter().string(from: 1) ?? \"\")\n  }\n}"),
      Example("final class Cell {\n  var price: String {\n    let formatter = ↓NumberFormatter()\n    return formatter.string(from: 3) ?? \"\"\n  }\n}"),
      Example("let titles = dates.map { date in\n  ↓ISO8601DateFormatter().string(from: date)\n}"),
      // A constant pattern, named beside the function or in a local literal, can be compiled once.
      Example("enum Regex { static let version = \"[0-9]+\" }\nfunc version(of agent: String) -> String? {\n  let regex = try? ↓NSRegularExpression(pattern: Regex.version)\n  let local = \"a+\"\n  let other = try? ↓NSRegularExpression(pattern: local)\n  _ = other\n  return regex.map { _ in agent }\n}"),
      // A closure that only uses the formatter makes one per call.
      Example("let titles = dates.map { date -> String in\n  let formatter = ↓DateFormatter()\n  return formatter.string(from: date)\n}"),
      Example("for text in lines {\n  let regex = try! ↓NSRegularExpression(pattern: \"a+\")\n  _ = regex\n}"),
      Example("final class Parser {\n  init() {\n    let detector = try? ↓NSRegularExpression(pattern: \"[0-9]+\")\n    _ = detector\n  }\n}"),
      // Runs each time the view appears: a formatter stored here is made again each time.
      Example("final class PriceViewController: UIViewController {\n  private var formatter: NumberFormatter?\n  override func viewWillAppear(_ animated: Bool) {\n    super.viewWillAppear(animated)\n    formatter = ↓NumberFormatter()\n  }\n}"),
      Example("final class PriceViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    let formatter = ↓NumberFormatter()\n    title = formatter.string(from: 3)\n  }\n}"),
      // A decoder built and used at once: the formatter comes with every call, as the decoder does.
      Example("func parse(_ data: Data) throws -> Event {\n  let formatter = ↓DateFormatter()\n  let decoder = JSONDecoder()\n  decoder.dateDecodingStrategy = .formatted(formatter)\n  return try decoder.decode(Event.self, from: data)\n}"),
      // A decoding strategy's closure runs for every date decoded.
      Example("func makeDecoder() -> JSONDecoder {\n  let decoder = JSONDecoder()\n  decoder.dateDecodingStrategy = .custom { decoder in\n    let formatter = ↓DateFormatter()\n    let text = try decoder.singleValueContainer().decode(String.self)\n    return formatter.date(from: text) ?? Date()\n  }\n  return decoder\n}"),
    ],
    nonTriggering: [
      Example("final class Cell {\n  private let formatter = DateFormatter()\n  private static let numbers = NumberFormatter()\n}"),
      Example("final class Cell {\n  private lazy var formatter: DateFormatter = {\n    let formatter = DateFormatter()\n    formatter.dateStyle = .medium\n    return formatter\n  }()\n}"),
      Example("let sharedFormatter: DateFormatter = {\n  let formatter = DateFormatter()\n  return formatter\n}()"),
      Example("enum Formatters {\n  static let relative = RelativeDateTimeFormatter()\n  static let regex = try! NSRegularExpression(pattern: \"#\\\\w+\")\n}"),
      Example("final class Cell {\n  private let formatter: DateFormatter\n  init() {\n    formatter = DateFormatter()\n    self.other = NumberFormatter()\n  }\n}"),
      // `viewDidLoad()` runs once for its view controller: storing the formatter there makes it
      // once.
      Example("class NotificationViewController: UIViewController {\n  private var timeFormatter: DateComponentsFormatter?\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    timeFormatter = DateComponentsFormatter()\n    timeFormatter?.unitsStyle = .abbreviated\n  }\n}"),
      Example("final class PriceCell: UITableViewCell {\n  private var formatter: NumberFormatter!\n  override func awakeFromNib() {\n    super.awakeFromNib()\n    self.formatter = NumberFormatter()\n  }\n}"),
      Example("func makeDateFormatter() -> DateFormatter {\n  let formatter = DateFormatter()\n  formatter.dateFormat = \"yyyy\"\n  return formatter\n}"),
      // Factories in property and closure form: the caller keeps what they return.
      Example("extension NumberFormatter {\n  static var amount: NumberFormatter {\n    let formatter = NumberFormatter()\n    formatter.numberStyle = .decimal\n    return formatter\n  }\n}"),
      Example("extension DateFormatter {\n  static var txHistory: LocalizableResource<DateFormatter> {\n    LocalizableResource { locale in\n      let formatter = DateFormatter()\n      formatter.locale = locale\n      return formatter\n    }\n  }\n}"),
      Example("func firstMatch(of pattern: String, in text: String) -> Bool {\n  let regex = try? NSRegularExpression(pattern: pattern)\n  let word = try? NSRegularExpression(pattern: \"\\\\b\\(text)\\\\b\")\n  return regex != nil && word != nil\n}"),
      // Made from a parameter: another pattern each call.
      Example("func points(title: String, phrase: String) -> Int {\n  let pattern = phrase.replacingOccurrences(of: \" \", with: \".*\")\n  guard let regex = try? NSRegularExpression(pattern: pattern, options: .caseInsensitive) else { return 0 }\n  return regex.numberOfMatches(in: title, range: NSRange(location: 0, length: 1))\n}"),
      Example("func check(_ url: String, with pattern: ExplorerPattern) -> Bool {\n  let regex = try? NSRegularExpression(pattern: pattern.rawValue)\n  return regex != nil\n}"),
      Example("func title(using formatter: DateFormatter) -> String {\n  formatter.string(from: Date())\n}"),
      // A registration builds the service the container hands out; the formatter configures it.
      Example(
        "final class ServicesAssembly: Assembly {\n  func assemble(container: Container) {\n    container.register(DateFormatting.self) { _ in\n      let formatter = DateFormatter()\n      formatter.dateFormat = \"yyyy-MM-dd\"\n      return DayFormatter(formatter: formatter)\n    }\n  }\n}"),
      // Stored into the object being built: it lives as long as the decoder.
      Example(
        "final class ServicesAssembly: Assembly {\n  func assemble(container: Container) {\n    container.register(JSONDecoder.self) { _ in\n      let formatter = DateFormatter()\n      formatter.dateFormat = \"yyyy-MM-dd\"\n      let decoder = JSONDecoder()\n      decoder.dateDecodingStrategy = .formatted(formatter)\n      return decoder\n    }\n  }\n}"),
      Example(
        "func makeEncoder() -> JSONEncoder {\n  let encoder = JSONEncoder()\n  encoder.dateEncodingStrategy = .formatted(DateFormatter())\n  return encoder\n}"),
      Example(
        "final class DateTests: XCTestCase {\n  func testFormat() {\n    let formatter = DateFormatter()\n    _ = formatter\n  }\n}",
        path: "Tests/AppTests/DateTests.swift"),
    ])

  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let expensiveTypeNames = [
    "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter",
    "DateIntervalFormatter", "MeasurementFormatter", "ByteCountFormatter",
    "PersonNameComponentsFormatter", "RelativeDateTimeFormatter", "ListFormatter",
    "NSRegularExpression",
  ]
  static let expensiveTypes = NameSet(expensiveTypeNames)
  /// The calls that may create one: by the type's name, or `.init`.
  static let creatingCalls = NameSet(expensiveTypeNames + ["init"])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(FunctionCallExprSyntax.self, named: Self.creatingCalls) { call in
      guard let typeName = Self.createdType(call), !Self.hasDynamicPattern(call) else { return }
      guard let context = Self.creationContext(of: call, typeName: typeName) else { return }
      let message =
        "'\(typeName)' is created each time this \(context): create it once and reuse it"
      if let owner = call.enclosingTypeName {
        file.report(at: call, message, when: { !$0.hasRole(.testCase, owner) })
      } else {
        file.report(at: call, message)
      }
    }
  }

  /// The expensive type a call to one of `creatingCalls` creates: `DateFormatter()`,
  /// `Foundation.DateFormatter()`, `DateFormatter.init()`.
  static func createdType(_ call: FunctionCallExprSyntax) -> String? {
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.textBytes == "init", let base = member.base
    {
      callee = base
    }
    let name: TokenSyntax
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName
    } else if let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.textBytes == "Foundation"
    {
      name = member.declName.baseName
    } else {
      return nil
    }
    return expensiveTypes.contains(name.textBytes) ? name.text : nil
  }

  /// A regular expression built from what the call is given (a parameter, something made of
  /// one, a value computed as it runs) or from an interpolated string depends on the call and
  /// cannot simply be made once. A literal, or a constant named outside the function
  /// (`Regex.osVersion`), can.
  static func hasDynamicPattern(_ call: FunctionCallExprSyntax) -> Bool {
    guard let pattern = call.arguments.first(where: { $0.label?.text == "pattern" })?.expression
    else { return false }
    if let literal = pattern.as(StringLiteralExprSyntax.self) {
      return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
    guard let name = rootName(of: pattern) else { return false }
    var current = call.parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains {
          ($0.secondName ?? $0.firstName).text == name
        }
      }
      if let initializer = node.as(InitializerDeclSyntax.self) {
        return initializer.signature.parameterClause.parameters.contains {
          ($0.secondName ?? $0.firstName).text == name
        }
      }
      if let closure = node.as(ClosureExprSyntax.self), closureParameters(closure).contains(name) {
        return true
      }
      // A local computed before the call.
      if let block = node.as(CodeBlockItemListSyntax.self),
        let local = localValue(named: name, in: block, before: call.position)
      {
        return !(local.as(StringLiteralExprSyntax.self).map { literal in
          !literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        } ?? false)
      }
      if node.isProtocol(DeclGroupSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  /// The name an expression starts from: `pattern`, `pattern.rawValue`,
  /// `phrase.replacingOccurrences(of:with:)` → `pattern`, `pattern`, `phrase`.
  private static func rootName(of expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else if let chained = current.as(OptionalChainingExprSyntax.self) {
        current = chained.expression
      } else {
        return nil
      }
    }
  }

  private static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): return names.map(\.name.text)
    case .parameterClause(let clause):
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }

  /// The initial value of a `let` or `var` named `name` declared in `block` before `position`.
  private static func localValue(
    named name: String, in block: CodeBlockItemListSyntax, before position: AbsolutePosition
  ) -> ExprSyntax? {
    for item in block where item.position < position {
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return binding.initializer?.value
      }
    }
    return nil
  }

  /// What repeats the creation (`function runs`, `loop body runs`, …), or `nil` when
  /// it runs once: a stored property's initial value, a global, an initializer storing it.
  static func creationContext(of call: FunctionCallExprSyntax, typeName: String) -> String? {
    var child = Syntax(call)
    var current = call.parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self) {
        // `{ … }()` giving a stored property its first value runs once.
        if let invocation = closure.parent?.as(FunctionCallExprSyntax.self),
          invocation.calledExpression.id == closure.id, invocation.arguments.isEmpty,
          isStoredInitialValue(invocation)
        {
          return nil
        }
        // A closure that makes and returns the formatter is a factory, as a function is, and
        // so is a registration's: it builds a service the container keeps or hands out.
        if returnsCreation(call, from: closure.statements)
          || CompositionRoot.isRegistrationFactory(closure)
          || storesIntoBuiltObject(call, statements: closure.statements)
        {
          return nil
        }
        return "closure runs"
      }
      if let function = node.as(FunctionDeclSyntax.self) {
        // A factory returning a new formatter leaves caching to its callers.
        if function.signature.returnClause?.type.nominalName == typeName { return nil }
        if let body = function.body, storesIntoBuiltObject(call, statements: body.statements) {
          return nil
        }
        // Stored by a method that runs once for its object, it is made once, as in an initializer.
        if runsOncePerObject(function), assignsProperty(call) { return nil }
        return "function runs"
      }
      if node.is(InitializerDeclSyntax.self) {
        return assignsProperty(call) ? nil : "initializer runs"
      }
      if let accessor = node.as(AccessorDeclSyntax.self) {
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.willSet), .keyword(.didSet): return "property observer runs"
        case .keyword(.set): return "setter runs"
        default: break
        }
      }
      if let block = node.as(AccessorBlockSyntax.self) {
        // A computed property of the formatter's type is a factory, as a function returning
        // it is (`static var amount: NumberFormatter { let formatter = …; return formatter }`).
        let type = block.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        if type?.nominalName == typeName { return nil }
        if case .getter(let statements) = block.accessors,
          storesIntoBuiltObject(call, statements: statements)
        {
          return nil
        }
        return "computed property is read"
      }
      if node.is(DeinitializerDeclSyntax.self) { return "deinitializer runs" }
      if let loop = node.as(ForStmtSyntax.self), loop.body.id == child.id { return "loop body runs" }
      if let loop = node.as(WhileStmtSyntax.self), loop.body.id == child.id { return "loop body runs" }
      if let loop = node.as(RepeatStmtSyntax.self), loop.body.id == child.id { return "loop body runs" }
      if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
      child = node
      current = node.parent
    }
    return nil
  }

  /// Whether `statements` (a closure's) return what `call` makes: `return DateFormatter()`,
  /// the closure's only expression, or `let formatter = DateFormatter()` … `return formatter`.
  private static func returnsCreation(
    _ call: FunctionCallExprSyntax, from statements: CodeBlockItemListSyntax
  ) -> Bool {
    var made = Syntax(call)
    while let parent = made.parent,
      parent.is(TryExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      made = parent
    }
    if made.parent?.is(ReturnStmtSyntax.self) == true { return true }
    if statements.count == 1, statements.first?.item.id == made.id { return true }
    guard
      let binding = made.parent?.as(InitializerClauseSyntax.self)?.parent?
        .as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return false }
    return statements.contains { statement in
      let returned = statement.item.as(ReturnStmtSyntax.self)?.expression
      return returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }
  }

  /// Whether `statements` store what `call` makes into the object they return: `let formatter =
  /// DateFormatter()` … `decoder.dateDecodingStrategy = .formatted(formatter)` … `return
  /// decoder`. The formatter lives as long as that object (a decoder a factory builds), which
  /// its caller keeps or not: making it is building the object, not using the formatter.
  static func storesIntoBuiltObject(
    _ call: FunctionCallExprSyntax, statements: CodeBlockItemListSyntax
  ) -> Bool {
    var returned = Set<String>()
    for statement in statements {
      let value = statement.item.as(ReturnStmtSyntax.self)?.expression
      if let name = value?.as(DeclReferenceExprSyntax.self) { returned.insert(name.baseName.text) }
    }
    guard !returned.isEmpty else { return false }
    var made = Syntax(call)
    while let parent = made.parent,
      parent.is(TryExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      made = parent
    }
    // The local the formatter is kept in, when it is not built right into the assignment.
    let binding = made.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
    let local = binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.textBytes
    for statement in statements {
      guard let (target, value) = assignment(in: statement.item),
        let base = target.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
        returned.contains(base.baseName.text)
      else { continue }
      if value.position <= call.position && call.endPosition <= value.endPosition { return true }
      if let local,
        value.tokens(viewMode: .sourceAccurate).contains(where: { $0.textBytes == local })
      {
        return true
      }
    }
    return false
  }

  /// The two sides of `a = b`, folded or not.
  private static func assignment(in item: CodeBlockItemSyntax.Item) -> (ExprSyntax, ExprSyntax)? {
    if let infix = item.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self)
    {
      return (infix.leftOperand, infix.rightOperand)
    }
    guard let elements = item.as(SequenceExprSyntax.self)?.elements, elements.count == 3 else {
      return nil
    }
    let parts = Array(elements)
    guard parts[1].is(AssignmentExprSyntax.self) else { return nil }
    return (parts[0], parts[2])
  }

  /// Whether an expression is the initial value of a stored property or global.
  private static func isStoredInitialValue(_ expression: FunctionCallExprSyntax) -> Bool {
    guard let initializer = expression.parent?.as(InitializerClauseSyntax.self),
      let binding = initializer.parent?.as(PatternBindingSyntax.self),
      let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
    else { return false }
    // A local constant in a function is created on every call.
    return declaration.enclosingFunctionLike == nil
  }

  /// The overrides UIKit calls once for each object: after its view is loaded or made, after
  /// it is loaded from a nib. (`viewWillAppear(_:)` and the like run again and again.)
  private static func runsOncePerObject(_ function: FunctionDeclSyntax) -> Bool {
    function.modifiers.contains(.override)
      && function.signature.parameterClause.parameters.isEmpty
      && onceCalledMethods.contains(function.name.textBytes)
  }

  private static let onceCalledMethods = NameSet(["viewDidLoad", "loadView", "awakeFromNib"])

  /// `x = DateFormatter()` or `self.x = DateFormatter()` directly in an initializer or a method
  /// that runs once (`runsOncePerObject`).
  private static func assignsProperty(_ call: FunctionCallExprSyntax) -> Bool {
    var expression = Syntax(call)
    if let tried = expression.parent?.as(TryExprSyntax.self) { expression = Syntax(tried) }
    guard let list = expression.parent?.as(ExprListSyntax.self),
      let index = list.firstIndex(where: { $0.id == expression.id }), index != list.startIndex
    else {
      // Folded form: an InfixOperatorExpr whose right side is the call.
      if let infix = expression.parent?.as(InfixOperatorExprSyntax.self),
        infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == expression.id
      {
        return true
      }
      return false
    }
    return list[list.index(before: index)].is(AssignmentExprSyntax.self)
  }
}
