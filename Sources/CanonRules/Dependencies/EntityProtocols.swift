import CanonLint
import SwiftSyntax

/// Store interfaces speak in entity protocols and immutable structs.
struct EntityProtocols: SyntaxRule {
  static let description = RuleDescription(
    id: "entity-protocols",
    summary: "A store protocol requirement that takes or returns loosely typed data or persistence classes",
    rationale: """
      A store's interface is the model's contract with the upper layers. When it hands out \
      `[String: Any]`, `Any`, `NSDictionary` or JSON `Data`, every caller parses and guesses; when \
      it hands out `NSManagedObject` or Realm `Object` subclasses, every caller is tied to that \
      database and its threading rules. Expose entity protocols (`BananaType`) or immutable \
      structs instead. `Data` counts as JSON only when the parameter's name says so \
      (`json:`); persistence classes are the project's subclasses of `NSManagedObject` or \
      Realm's `Object`, followed through project superclasses. One violation per requirement, \
      at its name.
      """,
    source: "G0 implementation guidelines: Stores provide a strongly typed interface based on Entities",
    triggering: [
      Example("protocol BananaAPI {\n  func ↓fetchBananas(completion: @escaping ([String: Any]) -> Void)\n}"),
      Example("protocol BananaStore {\n  func ↓save(_ banana: NSDictionary)\n  var ↓latest: Any? { get }\n}"),
      Example(
        "protocol BananaRepository {\n  func ↓bananas(for monkey: MonkeyType) -> [Banana]\n}",
        context: [
          "Sources/App/Models/Banana.swift": "import CoreData\n\nfinal class Banana: NSManagedObject {}"
        ]),
      Example(
        "protocol BananaStore {\n  func ↓banana(id: Int) -> ManagedBanana\n}",
        context: [
          "Sources/App/Models/Banana.swift":
            "import RealmSwift\n\nclass Record: Object {}\nfinal class ManagedBanana: Record {}"
        ]),
      Example("protocol BananaClient {\n  func ↓upload(json: Data) async throws\n}"),
    ],
    nonTriggering: [
      Example("protocol BananaAPI {\n  func fetchBananas(for monkey: MonkeyType, completion: @escaping ([BananaType]) -> Void)\n}"),
      Example("protocol ImageStore {\n  func save(_ data: Data, key: String)\n}"),
      Example("protocol BananaFormatting {\n  func format(_ value: Any) -> String\n}"),
      Example(
        "protocol BananaStore {\n  func banana(id: Int) -> Banana\n}",
        context: ["Sources/App/Models/Banana.swift": "struct Banana: Equatable {\n  let id: Int\n}"]),
      Example("final class BananaStore {\n  func raw() -> [String: Any] { [:] }\n}"),
      Example("protocol BananaStore {\n  func bananas() -> [any BananaType]\n}"),
    ])

  static let looseTypes: Set<String> = ["Any", "AnyObject", "NSDictionary", "NSArray", "NSManagedObject"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ProtocolDeclSyntax.self) { proto in
      let protocolName = proto.name.text
      for decl in file.members(of: proto.memberBlock) {
        let name: TokenSyntax
        let signature: Syntax
        if let function = decl.as(FunctionDeclSyntax.self) {
          name = function.name
          signature = Syntax(function.signature)
        } else if let variable = decl.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first,
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          let type = binding.typeAnnotation?.type
        {
          name = identifier
          signature = Syntax(type)
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
          name = subscriptDecl.subscriptKeyword
          signature = Syntax(subscriptDecl)
        } else {
          continue
        }
        var loose: [String] = []
        var candidates: [String] = []
        for token in signature.tokens(viewMode: .sourceAccurate) {
          // `Any` is a keyword token, the other names identifiers.
          guard let type = token.parent?.as(IdentifierTypeSyntax.self) else { continue }
          let text = token.text
          if Self.looseTypes.contains(text) {
            if !loose.contains(text) { loose.append(text) }
          } else if text == "Data", Self.mentionsJSON(type) {
            if !loose.contains("JSON Data") { loose.append("JSON Data") }
          } else if text.first?.isUppercase == true, !candidates.contains(text) {
            candidates.append(text)
          }
        }
        let requirement = name.text
        if !loose.isEmpty {
          let list = loose.map { "'\($0)'" }.joined(separator: ", ")
          file.report(
            at: name,
            "'\(requirement)' uses \(list): take and return entity protocols or immutable structs",
            when: { index in index.hasRole(.store, protocolName) })
        } else if !candidates.isEmpty {
          let names = candidates
          file.report(
            at: name,
            "'\(requirement)' exposes a persistence class: take and return entity protocols or immutable structs",
            when: { index in
              index.hasRole(.store, protocolName)
                && names.contains { Self.isPersistenceClass($0, in: index) }
            })
        }
      }
    }
  }

  /// Whether the parameter the type belongs to is named for JSON (`json:`, `jsonData`).
  static func mentionsJSON(_ type: IdentifierTypeSyntax) -> Bool {
    var current = type.parent
    while let node = current {
      if let parameter = node.as(FunctionParameterSyntax.self) {
        let names = [parameter.firstName.text, parameter.secondName?.text ?? ""]
        return names.contains { $0.lowercased().contains("json") }
      }
      if node.is(FunctionSignatureSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  /// A project class inheriting, through project classes, from `NSManagedObject` or Realm's `Object`.
  static func isPersistenceClass(_ name: String, in index: ProjectIndex) -> Bool {
    var visited = Set<String>()
    var current = [name]
    while let next = current.popLast() {
      guard visited.insert(next).inserted,
        index.types(named: next).contains(where: { $0.kind == .class })
      else { continue }
      for supertype in index.supertypes(of: next) {
        if supertype == "NSManagedObject" || supertype == "Object" { return true }
        current.append(supertype)
      }
    }
    return false
  }
}
