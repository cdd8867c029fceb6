import CanonLint
import SwiftSyntax

/// Protocol conformances are added in extensions, next to the methods they require.
struct ConformanceInExtension: SyntaxRule {
  struct Options: RuleOptions {
    var allowed = [
      "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Comparable", "Identifiable",
      "CaseIterable", "Sendable", "Error", "RawRepresentable", "LocalizedError",
      "View", "App", "Scene", "PreviewProvider", "ObservableObject", "NSCoding", "NSSecureCoding",
    ]
    static var fields: [OptionField<Options>] {
      [
        .option(
          "allowed", \.allowed,
          "Protocols a type may adopt in its own declaration: synthesised or marker conformances, "
            + "and those that define what the type is (SwiftUI `View`, `App`); `NSCoding` needs "
            + "its `required init` in the class body")
      ]
    }
  }

  var options = Options()

  /// Raw-value types an enum names first in its inheritance clause.
  static let rawValueTypes: Set<String> = [
    "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Float", "Double", "CGFloat", "Float16", "Float80", "Substring",
  ]

  static let description = RuleDescription(
    id: "conformance-in-extension",
    summary: "A protocol conformance declared in a type's own inheritance clause instead of an extension",
    rationale: """
      Adding each conformance in its own extension keeps the protocol's methods together with \
      the protocol and the type's declaration short. A class's superclass stays in its \
      declaration, and so do conformances with nothing to implement: synthesised ones \
      (`Codable`, `Equatable`, `Hashable`, …), markers (`Sendable`, project protocols without \
      requirements) and those that define the type itself (SwiftUI `View`, `App`). The first \
      name a class inherits is taken for its superclass unless the project declares it as a \
      protocol; an enum's raw-value type is not a conformance.
      """,
    source: "G3 Protocol Conformance",
    triggering: [
      Example("final class LoginViewController: UIViewController, ↓UITableViewDelegate {}"),
      Example("struct Money: ↓CustomStringConvertible, Equatable {\n  var description: String { \"\" }\n}"),
      Example("enum Tab: Int, ↓CustomStringConvertible {\n  case home\n  var description: String { \"\" }\n}"),
      Example(
        "final class LoginViewModel: ↓LoginViewModelType {\n  func login() {}\n}",
        context: ["Sources/App/LoginViewModelType.swift": "protocol LoginViewModelType {\n  func login()\n}"]),
      Example(
        "struct Item: Hashable, ↓CustomStringConvertible, ↓CustomDebugStringConvertible {}"),
      Example(
        "final class Cache: ↓Clearing {}",
        context: ["Sources/App/Clearing.swift": "protocol Clearing { func clear() }"],
        options: "allowed: [Codable]"),
    ],
    nonTriggering: [
      Example(
        "final class LoginViewController: UIViewController {}\n\n"
          + "extension LoginViewController: UITableViewDelegate {}"),
      Example("struct User: Codable, Hashable, Identifiable, Sendable {\n  let id: Int\n}"),
      Example("enum Route: String, CaseIterable {\n  case home\n}"),
      Example("enum LoadError: Error {\n  case offline\n}"),
      Example("final class Token: @unchecked Sendable {}"),
      Example("class Coordinator {}\nfinal class LoginCoordinator: Coordinator {}"),
      Example("final class LoginView: UIView {}"),
      Example(
        "final class Screen: Routable {}",
        context: ["Sources/App/Routable.swift": "protocol Routable: AnyObject {}"]),
      Example("struct ContentView: View {\n  var body: some View { Text(L10n.title) }\n}"),
      Example("protocol LoginViewDelegate: AnyObject, CustomStringConvertible {}"),
      Example("struct Money: CustomStringConvertible {}", options: "allowed: [CustomStringConvertible]"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let allowed = Set(options.allowed)
    func check(_ clause: InheritanceClauseSyntax?, typeName: String, firstMayBeSuperclass: Bool,
               firstMayBeRawType: Bool) {
      guard let clause else { return }
      for (offset, inherited) in clause.inheritedTypes.enumerated() {
        guard let name = inherited.type.nominalName, !allowed.contains(name) else { continue }
        let message = "add the conformance of '\(typeName)' to '\(name)' in an extension"
        if offset == 0, firstMayBeRawType, Self.rawValueTypes.contains(name) { continue }
        if offset == 0, firstMayBeSuperclass {
          // A class's first supertype is its superclass unless the project says otherwise.
          file.report(at: inherited.type, message, when: { index in
            Self.isProjectProtocolWithRequirements(name, index: index) == true
          })
          continue
        }
        file.report(at: inherited.type, message, when: { index in
          Self.isProjectProtocolWithRequirements(name, index: index) != false
        })
      }
    }
    walk.on(ClassDeclSyntax.self) {
      check($0.inheritanceClause, typeName: $0.name.text, firstMayBeSuperclass: true,
            firstMayBeRawType: false)
    }
    walk.on(StructDeclSyntax.self) {
      check($0.inheritanceClause, typeName: $0.name.text, firstMayBeSuperclass: false,
            firstMayBeRawType: false)
    }
    walk.on(EnumDeclSyntax.self) {
      check($0.inheritanceClause, typeName: $0.name.text, firstMayBeSuperclass: false,
            firstMayBeRawType: true)
    }
    walk.on(ActorDeclSyntax.self) {
      check($0.inheritanceClause, typeName: $0.name.text, firstMayBeSuperclass: false,
            firstMayBeRawType: false)
    }
  }

  /// `true` for a project protocol with something to implement, `false` for a project protocol
  /// without requirements (a marker) or a project class, `nil` for a name the project does not
  /// declare.
  static func isProjectProtocolWithRequirements(_ name: String, index: ProjectIndex) -> Bool? {
    let declarations = index.types(named: name)
    if declarations.isEmpty { return nil }
    let protocols = declarations.filter { $0.kind == .protocol }
    if protocols.isEmpty { return false }
    let markers: Set<String> = ["AnyObject", "class", "Sendable", "NSObjectProtocol"]
    return protocols.contains { proto in
      !proto.methods.isEmpty || !proto.properties.isEmpty
        || proto.inherited.contains { !markers.contains($0) }
    }
  }
}
