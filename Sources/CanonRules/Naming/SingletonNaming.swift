import CanonLint
import SwiftSyntax

/// The accessor of a singleton says so: `shared…`.
struct SingletonNaming: SyntaxRule {
  static let description = RuleDescription(
    id: "singleton-naming",
    summary: "A static accessor of a class's shared instance whose name does not start with `shared`",
    rationale: """
      A singleton's accessor should tell the reader that the instance is shared by everyone: \
      `NotificationHandler.shared` or `sharedHandler`, not `instance`, `default` or \
      `current`. Only reference types (classes and actors) have singletons; a struct's or \
      enum's `static let empty = Config()` is a named value and is left alone, and so is a \
      class with several static instances of itself (`Theme.light`, `Theme.dark`), which are \
      presets rather than one shared object; they are counted across the project, so presets \
      spread over extensions in several files count together. A `private` storage behind a public `shared` \
      accessor is an implementation detail and is not reported; a static function or computed \
      property counts when it hands out a stored instance rather than creating a new one. \
      Where `no-singleton-declaration` is on too (the `mvvm-c` and `mvvm-di` presets), this \
      rule is silent: those guides forbid the singleton, and advice on its name would \
      contradict them.
      """,
    source: "G0 coding conventions: general 1",
    triggering: [
      Example("final class NotificationHandler {\n  static let ↓instance = NotificationHandler()\n  private init() {}\n}"),
      Example("final class Session {\n  static var ↓current: Session = Session()\n}"),
      Example("final class ImageCache {\n  static let ↓main = ImageCache.init()\n}"),
      Example("class Analytics {\n  static let ↓tracker: Analytics = {\n    let analytics = Analytics()\n    return analytics\n  }()\n}"),
      Example("final class Settings {\n  private static let storage = Settings()\n  static func ↓instance() -> Settings {\n    return storage\n  }\n}"),
      Example("final class Settings {\n  private static let storage = Settings()\n  class var ↓standard: Settings { storage }\n}"),
      Example("final class Player {}\nextension Player {\n  static let ↓main = Player()\n}"),
      Example(
        "extension Library.Player {\n  static let ↓main: Library.Player = .init()\n}",
        context: ["Library.swift": "enum Library {\n  final class Player {}\n}"]),
      Example("actor Database {\n  static let ↓db = Database()\n}"),
    ],
    nonTriggering: [
      Example("final class NotificationHandler {\n  static let shared = NotificationHandler()\n}"),
      Example("final class NotificationHandler {\n  static let sharedHandler = NotificationHandler()\n}"),
      Example("struct Config {\n  static let empty = Config()\n}"),
      Example("enum Mode {\n  case a\n  static let fallback = Mode.a\n}"),
      Example("final class Theme {\n  static let light = Theme()\n  static let dark = Theme()\n}"),
      Example("final class Player {\n  static func make() -> Player { Player() }\n  static var new: Player { Player() }\n}"),
      Example("final class Store {\n  private static let instance = Store()\n  static var shared: Store { instance }\n}"),
      Example("final class Client {\n  static let session = URLSession()\n  let cache = Client.self\n}"),
      Example("struct Point {}\nextension Point {\n  static let zero = Point()\n}"),
      Example("final class Node {\n  static func find(_ id: Int) -> Node { registry }\n}"),
      Example("final class Theme {\n  static var current: Theme { selected }\n}"),
      Example(
        "final class Store {\n  static let shared = Store()\n}",
        context: ["Store+Preview.swift": "extension Store {\n  static let preview = Store()\n}"]),
      Example(
        "final class ActionSeed {}\nextension ActionSeed {\n  static let selectText = ActionSeed()\n}",
        context: ["ActionSeed+Editing.swift": "extension ActionSeed {\n  static let copy = ActionSeed()\n}"]),
      // A nested type of a framework is not the project's class of the same name.
      Example(
        "extension NSNotification.Name {\n  static let thumbnailModeDidChange: NSNotification.Name = .init(\"ThumbnailModeDidChange\")\n}",
        context: ["Models/Name.swift": "class Name: Object, Codable {}"]),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Every candidate is a `static` or `class` member.
    guard file.mentions(anyOf: ["static", "class"]) else { return }
    walk.on(ClassDeclSyntax.self) { node in
      check(node.memberBlock, typeName: node.name.text, file: file, whenClass: false)
    }
    walk.on(ActorDeclSyntax.self) { node in
      check(node.memberBlock, typeName: node.name.text, file: file, whenClass: false)
    }
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let name = node.extendedType.nominalNames.last else { return }
      // `extension NSNotification.Name` extends a type nested in another, not a project's
      // top-level `Name`.
      let outer = node.extendedType.as(MemberTypeSyntax.self)?.baseType.nominalNames.last
      check(node.memberBlock, typeName: name, file: file, whenClass: true, outer: outer)
    }
  }

  /// A static member that holds or hands out an instance of the enclosing type.
  /// A stored static instance of a type, counted across the project: several are presets.
  struct StoredInstance: Fact {
    var type: String
    var name: String

    init(type: String, name: String) {
      self.type = type
      self.name = name
    }

    func write(to writer: inout FactWriter) {
      writer.write(type)
      writer.write(name)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      type = try reader.read()
      name = try reader.read()
    }
  }

  private struct Candidate {
    var name: TokenSyntax
    var isPrivate: Bool
  }

  private func check(
    _ block: MemberBlockSyntax, typeName: String, file: LintedFile, whenClass: Bool,
    outer: String? = nil
  ) {
    var candidates: [Candidate] = []
    for decl in file.members(of: block) {
      if let variable = decl.as(VariableDeclSyntax.self) {
        candidates += storage(in: variable, typeName: typeName)
      }
    }
    // Each stored instance is counted across the project: presets spread over extensions in
    // several files (`ActionSeed.selectText`, `.copy`) are no singleton either.
    for candidate in candidates {
      file.record(StoredInstance(type: typeName, name: candidate.name.text))
    }
    // Several stored instances of the type are presets (`.light`, `.dark`), not a singleton.
    // Without one, no accessor can hand it out.
    guard candidates.count == 1 else { return }
    let stored = Set(candidates.map(\.name.text))
    for decl in file.members(of: block) {
      if let variable = decl.as(VariableDeclSyntax.self) {
        candidates += accessors(in: variable, typeName: typeName, handingOut: stored)
      } else if let function = decl.as(FunctionDeclSyntax.self),
        let candidate = accessor(function, typeName: typeName, handingOut: stored)
      {
        candidates.append(candidate)
      }
    }
    let path = file.path
    for candidate in candidates where !candidate.isPrivate {
      let name = candidate.name.text.filter { $0 != "`" }
      guard !name.hasPrefix("shared") else { continue }
      let message =
        "'\(name)' returns the shared instance of '\(typeName)': name it 'shared' or 'shared…'"
      // Silent where `no-singleton-declaration` checked the file: it forbids what this names.
      let ruleID = Self.id
      let forbidden: @Sendable (ProjectIndex) -> Bool = { index in
        if index.paths(withFactsOf: NoSingletonDeclaration.id).contains(path) { return true }
        // Another stored instance elsewhere in the project makes these presets.
        let instances = index.facts(of: ruleID, as: StoredInstance.self).lazy.map(\.value)
        return Set(instances.filter { $0.type == typeName }).count > 1
      }
      if whenClass {
        file.report(
          at: candidate.name, message,
          when: { index in
            if forbidden(index) { return false }
            let types = index.types(named: typeName).filter { outer == nil || $0.parents.last == outer }
            // A type that already has a `shared…` instance keeps other ones as presets.
            return types.contains { $0.kind == .class || $0.kind == .actor }
              && !types.contains { type in
                type.properties.contains {
                  $0.modifiers.contains("static") && $0.name.hasPrefix("shared")
                }
              }
          })
      } else {
        file.report(at: candidate.name, message, when: { index in !forbidden(index) })
      }
    }
  }

  private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains(.static, or: .class)
  }

  private func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains(.private, or: .fileprivate)
  }

  private func isOwnType(_ type: TypeSyntax?, _ typeName: String) -> Bool {
    guard let type else { return false }
    if let name = type.as(IdentifierTypeSyntax.self)?.name.text {
      return name == typeName || name == "Self"
    }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text == typeName }
    return false
  }

  private func storage(in variable: VariableDeclSyntax, typeName: String) -> [Candidate] {
    guard isStatic(variable.modifiers) else { return [] }
    return variable.bindings.compactMap { binding -> Candidate? in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        binding.accessorBlock == nil, let value = binding.initializer?.value
      else { return nil }
      let annotated = binding.typeAnnotation?.type
      if let annotated, !isOwnType(annotated, typeName) { return nil }
      guard createsInstance(value, typeName, annotated: annotated != nil) else { return nil }
      return Candidate(name: name, isPrivate: isPrivate(variable.modifiers))
    }
  }

  /// Computed static properties of the type's own type that hand out one of `stored`.
  private func accessors(
    in variable: VariableDeclSyntax, typeName: String, handingOut stored: Set<String>
  ) -> [Candidate] {
    guard isStatic(variable.modifiers), !stored.isEmpty else { return [] }
    return variable.bindings.compactMap { binding -> Candidate? in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        let accessors = binding.accessorBlock, isOwnType(binding.typeAnnotation?.type, typeName),
        let returned = returnedName(accessors), stored.contains(returned)
      else { return nil }
      return Candidate(name: name, isPrivate: isPrivate(variable.modifiers))
    }
  }

  /// `T()`, `T.init()`, `Self()`, `.init()` (with an annotation), or `{ … }()` with an annotation.
  private func createsInstance(_ value: ExprSyntax, _ typeName: String, annotated: Bool) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
      guard let base = member.base else { return annotated }
      callee = base
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name == typeName || name == "Self"
    }
    if callee.is(ClosureExprSyntax.self) { return annotated }
    return false
  }

  private func accessor(
    _ function: FunctionDeclSyntax, typeName: String, handingOut stored: Set<String>
  ) -> Candidate? {
    guard isStatic(function.modifiers), function.signature.parameterClause.parameters.isEmpty,
      isOwnType(function.signature.returnClause?.type, typeName),
      let body = function.body, let returned = returnedName(body.statements),
      stored.contains(returned)
    else { return nil }
    return Candidate(name: function.name, isPrivate: isPrivate(function.modifiers))
  }

  private func returnedName(_ accessors: AccessorBlockSyntax) -> String? {
    switch accessors.accessors {
    case .getter(let statements):
      return returnedName(statements)
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        let body = getter.body
      else { return nil }
      return returnedName(body.statements)
    }
  }

  /// The stored member a body hands out: `return name`, `name`, `Self.name`, `Type.name`.
  private func returnedName(_ statements: CodeBlockItemListSyntax) -> String? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    var expression: ExprSyntax?
    if let returned = item.as(ReturnStmtSyntax.self) {
      expression = returned.expression
    } else {
      expression = item.as(ExprSyntax.self)
    }
    guard var expression else { return nil }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.is(DeclReferenceExprSyntax.self) == true
    {
      return member.declName.baseName.text
    }
    return nil
  }
}
