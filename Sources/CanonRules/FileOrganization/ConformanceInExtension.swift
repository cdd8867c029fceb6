import CanonLint
import SwiftSyntax

/// Protocol conformances are added in extensions, next to the methods they require.
struct ConformanceInExtension: SyntaxRule {
  struct Options: RuleOptions {
    var allowed = [
      "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Comparable", "Identifiable",
      "CaseIterable", "Sendable", "Error", "RawRepresentable", "OptionSet", "LocalizedError",
      "CodingKey", "NSCoding", "NSSecureCoding",
      "View", "App", "Scene", "PreviewProvider", "ObservableObject", "ViewModifier", "PreferenceKey",
      "EnvironmentKey", "UIViewRepresentable", "UIViewControllerRepresentable", "Widget",
      "WidgetBundle", "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider",
      "TimelineEntry", "Sequence", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol",
      "Publisher", "Subscriber", "Scheduler",
    ]
    static var fields: [OptionField<Options>] {
      [
        .option(
          "allowed", \.allowed,
          "Protocols a type may adopt in its own declaration: synthesised conformances, "
            + "`NSCoding` (its `required init` must be in the class body) and those that define "
            + "what the type is (SwiftUI and WidgetKit `View`, `App`, `Widget`; sequences, "
            + "iterators and Combine publishers)")
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
      the protocol and the type's declaration short. The rule reports a conformance in the \
      declaration only when the body holds something an extension could take with it: for a \
      project protocol, a method, computed property or type alias it requires; for an outside \
      protocol, any method or computed property. Stored properties cannot move, so a \
      conformance met by them alone (or by the protocol's own extension) stays. Synthesised \
      conformances (`Codable`, `Equatable`, `Hashable`, `CodingKey`, …) and those that define \
      the type itself (`RawRepresentable`, `OptionSet`, SwiftUI `View`, `App`, WidgetKit \
      `Widget`, `Sequence`, Combine `Publisher`) are allowed, and so is a protocol the type is named after, which says what \
      the type is as a superclass would (`AboutCoordinator: Coordinator`, `RssDataService: \
      DataService`, `LoginViewModel: LoginViewModelType`, `ScannerInteractorImpl: \
      ScannerInteractor`, `DataServiceMock: DataService`). The first name a \
      class inherits is taken for its superclass unless the project declares it as a \
      protocol; an enum's raw-value type is not a conformance, and a `RawValue` type alias (which \
      names the type's raw value, whatever it conforms to) is no member to move.
      """,
    source: "G3 Protocol Conformance",
    triggering: [
      Example(
        "final class LoginViewController: UIViewController, ↓UITableViewDelegate {\n  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}\n}"),
      Example("struct Money: ↓CustomStringConvertible, Equatable {\n  var description: String { \"\" }\n}"),
      Example("enum Tab: Int, ↓CustomStringConvertible {\n  case home\n  var description: String { \"\" }\n}"),
      Example(
        "final class LoginViewModel: ↓Validating {\n  func validate() {}\n}",
        context: ["Sources/App/Validating.swift": "protocol Validating {\n  func validate()\n}"]),
      Example(
        "final class DataLoader: ↓DataService {\n  func load() {}\n}",
        context: ["Sources/App/DataService.swift": "protocol DataService {\n  func load()\n}"]),
      Example(
        "struct Item: Hashable, ↓CustomStringConvertible, ↓CustomDebugStringConvertible {\n  var description: String { \"\" }\n  var debugDescription: String { \"\" }\n}"),
      Example(
        "final class Cache: ↓Clearing {\n  func clear() {}\n}",
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
      Example(
        "struct Money: CustomStringConvertible {\n  var description: String { \"\" }\n}",
        options: "allowed: [CustomStringConvertible]"),
      Example(
        "final class FeedViewController: UIViewController, NeedsDependency {\n  var context: AppContext!\n  func reload() {}\n}",
        context: ["Sources/App/NeedsDependency.swift": "protocol NeedsDependency: AnyObject {\n  var context: AppContext! { get set }\n}"]),
      Example(
        "final class FeedCell: UITableViewCell, Reusable {\n  func configure() {}\n}",
        context: [
          "Sources/App/Reusable.swift":
            "protocol Reusable {\n  static var reuseIdentifier: String { get }\n}\nextension Reusable {\n  static var reuseIdentifier: String { \"\\(Self.self)\" }\n}"
        ]),
      Example("struct Entry: TimelineEntry {\n  let date: Date\n}"),
      Example(
        "final class AboutCoordinator: NavigationCoordinator {\n  func start() {}\n}",
        context: ["Sources/App/Coordinator.swift": "protocol NavigationCoordinator {\n  func start()\n}"]),
      Example(
        "final class ScannerInteractorImpl: ScannerInteractor {\n  func scan() {}\n}\nfinal class DataServiceMock: DataService {\n  func load() {}\n}",
        context: [
          "Sources/App/Protocols.swift":
            "protocol ScannerInteractor {\n  func scan()\n}\nprotocol DataService {\n  func load()\n}"
        ]),
      Example(
        "final class LoginViewModel: LoginViewModelType {\n  func login() {}\n}",
        context: ["Sources/App/LoginViewModelType.swift": "protocol LoginViewModelType {\n  func login()\n}"]),
      Example("private enum CodingKeys: String, CodingKey {\n  case id\n}"),
      Example(
        "struct Weekdays: OptionSet {\n  let rawValue: Int\n  static let monday = Weekdays(rawValue: 1)\n  var isEmpty: Bool { rawValue == 0 }\n}"),
      Example(
        "struct Tag: Taggable {\n  typealias RawValue = String\n  let rawValue: String\n}"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Searched for the few inherited names of a file: cheaper than building a set per file.
    let allowed = options.allowed
    func check(_ decl: some DeclGroupSyntax, typeName: String, firstMayBeSuperclass: Bool,
               firstMayBeRawType: Bool) {
      guard let clause = decl.inheritanceClause else { return }
      // What the body implements that an extension could hold: stored properties stay. Found
      // once a conformance is a candidate: most types have none.
      var movableMembers: Set<String>?
      for (offset, inherited) in clause.inheritedTypes.enumerated() {
        guard let name = inherited.type.nominalName, !allowed.contains(name) else { continue }
        if offset == 0, firstMayBeRawType, Self.rawValueTypes.contains(name) { continue }
        if Self.isNamed(typeName, after: name) { continue }
        let movable = movableMembers ?? Self.movableMembers(decl.memberBlock)
        movableMembers = movable
        if movable.isEmpty { return }
        let message = "add the conformance of '\(typeName)' to '\(name)' in an extension"
        // A class's first supertype is its superclass unless the project says otherwise.
        let unknownIsProtocol = !(offset == 0 && firstMayBeSuperclass)
        file.report(at: inherited.type, message, when: { index in
          guard let requirements = Self.requirements(of: name, index: index) else {
            return unknownIsProtocol
          }
          return !requirements.isDisjoint(with: movable)
        })
      }
    }
    walk.on(ClassDeclSyntax.self) {
      check($0, typeName: $0.name.text, firstMayBeSuperclass: true, firstMayBeRawType: false)
    }
    walk.on(StructDeclSyntax.self) {
      check($0, typeName: $0.name.text, firstMayBeSuperclass: false, firstMayBeRawType: false)
    }
    walk.on(EnumDeclSyntax.self) {
      check($0, typeName: $0.name.text, firstMayBeSuperclass: false, firstMayBeRawType: true)
    }
    walk.on(ActorDeclSyntax.self) {
      check($0, typeName: $0.name.text, firstMayBeSuperclass: false, firstMayBeRawType: false)
    }
  }

  /// Whether the type is named after the protocol, which then says what the type is, as a
  /// superclass would: `AboutCoordinator: NavigationCoordinator`, `RssDataService: DataService`,
  /// `LoginViewModel: LoginViewModelType`.
  static let implementationSuffixes = [
    "Implementation", "Impl", "Mock", "Stub", "Fake", "Spy", "Dummy",
  ]

  static func isNamed(_ typeName: String, after protocolName: String) -> Bool {
    var stem = protocolName
    for suffix in ["Protocol", "Interface", "Type"] where stem.hasSuffix(suffix) && stem != suffix {
      stem.removeLast(suffix.count)
      break
    }
    // An implementation or test double adds its kind: `ScannerInteractorImpl`, `DataServiceMock`.
    var bareName = typeName
    for suffix in implementationSuffixes where bareName.hasSuffix(suffix) && bareName != suffix {
      bareName.removeLast(suffix.count)
      break
    }
    if bareName.hasSuffix(stem) { return true }
    let typeWords = CoordinatorSyntax.words(of: bareName)
    let protocolWords = CoordinatorSyntax.words(of: stem)
    return typeWords.last == protocolWords.last
  }

  /// Names of the methods, computed properties and type aliases a body declares: the members
  /// a conformance extension could take with it.
  static func movableMembers(_ block: MemberBlockSyntax) -> Set<String> {
    var names = Set<String>()
    for member in block.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text)
      } else if let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStored {
        names.formUnion(variable.boundNames.map(\.text))
      } else if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text != "RawValue" {
        names.insert(alias.name.text)
      } else if member.decl.is(SubscriptDeclSyntax.self) {
        names.insert("subscript")
      }
    }
    return names
  }

  /// The names a project protocol requires (its own and its project parents' methods and
  /// properties); `nil` when the project does not declare `name` as a protocol, and empty for a
  /// project class (a superclass is no conformance).
  static func requirements(of name: String, index: ProjectIndex) -> Set<String>? {
    let declarations = index.types(named: name)
    if declarations.isEmpty { return nil }
    var result = Set<String>()
    var pending = [name]
    var visited = Set<String>()
    while let next = pending.popLast() {
      guard visited.insert(next).inserted else { continue }
      for proto in index.types(named: next) where proto.kind == .protocol {
        result.formUnion(proto.methods)
        result.formUnion(proto.properties.map(\.name))
        pending += proto.inherited
      }
    }
    return result
  }
}
