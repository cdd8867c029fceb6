import CanonLint
import SwiftSyntax

/// Logic types reaching for shared instances instead of having them injected.
struct NoSingletonAccess: SyntaxRule {
  struct Options: RuleOptions {
    var roles = ["view-model", "presenter", "interactor", "coordinator"]
    static var fields: [OptionField<Options>] {
      [
        .option(
          "roles", \.roles,
          "The roles that must not read singletons (view-model, presenter, interactor, coordinator, router, navigation-service, view-controller, …)"
        )
      ]
    }
  }
  var options = Options()

  static let description = RuleDescription(
    id: "no-singleton-access",
    summary: "A view model, presenter, interactor or coordinator reading a shared (singleton) instance",
    rationale: """
      A type that fetches `X.shared` hides a dependency: tests cannot replace it, and the object \
      graph is no longer visible from the initializers. Receive the instance in `init` instead \
      (a default argument value such as `session: URLSession = .shared` is injection and is \
      fine, as are static factory members). Flagged: `X.shared`/`X.sharedInstance` of any \
      type, `FileManager.default`, `NotificationCenter.default`, `UserDefaults.standard`, and a \
      project type's own singleton (a static property initialized with that class's \
      initializer, or named `shared…`, `default` or `standard`). `DispatchQueue.main`, \
      `RunLoop.main`, `MainActor.shared`, `Locale/Calendar/TimeZone.current`, and enum cases \
      or value constants called `default` are not singletons and are not flagged. A type that \
      reads one singleton at several places has one dependency to inject: it is reported once, \
      at the first read, with the count and the other lines.
      """,
    source: "G0 ViewModel (no shared objects), G3 (no singletons), G4 (dependency injection)",
    triggering: [
      Example(
        """
        final class ProfileViewModel {
          func load() {
            ↓APIClient.shared.fetchProfile()
          }
        }
        """),
      Example(
        """
        final class SettingsViewModel {
          var isDark: Bool { ↓UserDefaults.standard.bool(forKey: "dark") }
          func open(_ url: URL) { ↓UIApplication.shared.open(url) }
          func clear() { try? ↓FileManager.default.removeItem(at: cacheURL) }
        }
        """),
      Example(
        """
        final class LoginPresenter {
          private let tracker = ↓Analytics.instance
        }
        """,
        context: [
          "Sources/App/Analytics.swift":
            "final class Analytics {\n  static let instance = Analytics()\n  private init() {}\n}"
        ]),
      Example(
        """
        extension FeedViewModel {
          func refresh() {
            ↓NotificationCenter.default.post(name: .refresh, object: nil)
          }
        }
        """, context: ["Sources/App/FeedViewModel.swift": "final class FeedViewModel {}"]),
      Example(
        """
        final class FeedPresenter {
          func didAppear() { ↓Tracker.main.track("feed") }
        }
        """,
        context: [
          "Sources/App/Tracker.swift": "final class Tracker {\n  func track(_ name: String) {}\n}",
          "Sources/App/Tracker+Main.swift": "extension Tracker {\n  static let main = Tracker()\n}",
        ]),
      Example(
        """
        final class SearchInteractor {
          func search() { ↓Session.sharedSession.send() }
        }
        """),
      // One singleton read in several places is one dependency to inject; another type of the
      // file that reads it has its own.
      Example(
        """
        final class SettingsViewModel {
          var isDark: Bool { ↓UserDefaults.standard.bool(forKey: "dark") }
          func setDark(_ dark: Bool) { UserDefaults.standard.set(dark, forKey: "dark") }
        }
        final class ThemeViewModel {
          func reset() { ↓UserDefaults.standard.removeObject(forKey: "dark") }
        }
        """),
      Example(
        """
        final class AppRouter {
          func start() { ↓UIApplication.shared.open(url) }
        }
        """, options: "roles: [router]"),
    ],
    nonTriggering: [
      Example(
        """
        final class ProfileViewModel {
          private let api: APIClient
          init(api: APIClient = .shared, session: URLSession = URLSession.shared) {
            self.api = api
          }
        }
        """),
      Example(
        """
        final class ProfileViewModel {
          static func make() -> ProfileViewModel { ProfileViewModel(api: APIClient.shared) }
          func load() {
            DispatchQueue.main.async {}
            RunLoop.main.add(timer, forMode: .common)
            let locale = Locale.current
            let calendar = Calendar.current
            let zone = TimeZone.current
            Task { @MainActor in }
          }
        }
        """),
      Example(
        """
        final class AlertViewModel {
          let style = UIAlertAction.Style.default
          let theme = Theme.default
          let visibility = Visibility.shared
          let dark = Theme.dark
        }
        """,
        context: [
          "Sources/App/Theme+Dark.swift": "extension Theme {\n  static let dark = Theme()\n}",
          "Sources/App/Theme.swift": "struct Theme {\n  static let `default` = Theme()\n}",
          "Sources/App/Visibility.swift": "enum Visibility {\n  case `private`, shared\n}",
        ]),
      Example(
        """
        final class ProfileViewController: UIViewController {
          func open(_ url: URL) { UIApplication.shared.open(url) }
        }
        """),
      Example(
        """
        final class AppCoordinator {
          func open(_ url: URL) { UIApplication.shared.open(url) }
        }
        """, options: "roles: [view-model]"),
      // An app-wide protocol named for a capability ("can present alerts") makes no presenter
      // of the composition root that adopts it.
      Example(
        """
        final class LoopAppManager: NSObject {
          func clean() { try? FileManager.default.removeItem(atPath: "") }
        }

        extension LoopAppManager: AlertPresenter {
          func present(_ viewController: UIViewController, animated: Bool) {}
        }
        """,
        context: [
          "Sources/App/Alerts/AlertPresenter.swift":
            "protocol AlertPresenter: AnyObject {\n  func present(_ viewController: UIViewController, animated: Bool)\n}"
        ]),
    ],
    reads: .everything)

  static let defaultSingletonTypes: Set<String> = [
    "FileManager", "NotificationCenter", "NSFileManager", "NSNotificationCenter",
    "DistributedNotificationCenter",
  ]
  static let standardSingletonTypes: Set<String> = ["UserDefaults", "NSUserDefaults"]
  static let notSingletons: Set<String> = ["MainActor", "Self"]
  static let singletonNames: Set<String> = ["default", "standard"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let roles = Set(options.roles.compactMap(Role.init(rawValue:)))

    // The project's own singletons, `static` or `class` properties.
    if file.mentions(anyOf: ["static", "class"]) {
      walk.on(VariableDeclSyntax.self) { node in
        Self.recordSingleton(node, in: file)
      }
    }

    guard !roles.isEmpty else { return }
    // Reads of `X.member` are many (every `UIColor.white`, `L10n.title`) and the index decides
    // which are singletons read from a role's code: kept as names and places, checked in one
    // later check for the file.
    final class Reads { var value: [SingletonRead] = [] }
    let reads = Reads()
    walk.on(MemberAccessExprSyntax.self) { node in
      // Every member access comes here: the names are read from the raw tree, and the bytes
      // rule out most before any node or `String` is made. Nested types (`X.Style`) are not
      // instance reads.
      guard let rawType = node.baseLastNameBytes, rawType.startsUppercase else { return }
      let rawMember = node.memberNameBytes.trimmingBackticks
      guard rawMember.startsLowercase else { return }
      let typeName = rawType.string
      guard !Self.notSingletons.contains(typeName) else { return }
      let member = rawMember.string
      // Static calls (`X.make()`) are not instance reads.
      guard node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
        let owners = Self.ownersOfInstanceRead(node)
      else { return }
      let outsideSingleton =
        Self.isSharedName(member)
        || (member == "default" && Self.defaultSingletonTypes.contains(typeName))
        || (member == "standard" && Self.standardSingletonTypes.contains(typeName))
      reads.value.append(
        SingletonRead(
          offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, typeName: typeName,
          member: member, owners: owners, outsideSingleton: outsideSingleton))
    }
    walk.atEnd {
      guard !reads.value.isEmpty else { return }
      let candidates = reads.value
      file.report(later: { index in
        candidates.compactMap { read in
          guard let reader = read.singletonReader(among: roles, in: index) else { return nil }
          // One problem per reading type and singleton, however many places read it.
          return LaterFinding(
            offset: read.offset, "'\(read.typeName).\(read.member)' is a singleton; inject it instead",
            subject: "\(reader) \(read.typeName).\(read.member)")
        }
      })
    }
  }

  /// A read of `Type.member` from instance code of the `owners` (innermost first).
  struct SingletonRead: Sendable {
    var offset: Int
    var typeName: String
    var member: String
    var owners: [String]
    /// Whether the member is a framework's singleton (`shared`, `UserDefaults.standard`).
    var outsideSingleton: Bool

    /// The type with one of `roles` whose code this reads a singleton from (the innermost),
    /// or `nil` when it reads none or from no such type.
    func singletonReader(among roles: Set<Role>, in index: ProjectIndex) -> String? {
      guard let reader = owners.first(where: { !index.roles(of: $0).isDisjoint(with: roles) })
      else { return nil }
      guard index.declares(typeName) else { return outsideSingleton ? reader : nil }
      let declared = SingletonDeclaration(type: typeName, member: member, isInExtension: false)
      if index.hasFact(declared, of: NoSingletonAccess.id) { return reader }
      var extended = declared
      extended.isInExtension = true
      let isSingleton =
        index.hasFact(extended, of: NoSingletonAccess.id)
        && index.types(named: typeName).contains { $0.kind == .class || $0.kind == .actor }
      return isSingleton ? reader : nil
    }
  }

  /// A singleton the project declares: a static member of one of its types that holds the
  /// shared instance.
  struct SingletonDeclaration: Fact {
    var type: String
    var member: String
    /// Declared in an extension of a value or reference type: it is a singleton only if the
    /// extended type is a class or actor, which another file may say.
    var isInExtension: Bool

    init(type: String, member: String, isInExtension: Bool) {
      self.type = type
      self.member = member
      self.isInExtension = isInExtension
    }

    func write(to writer: inout FactWriter) {
      writer.write(type)
      writer.write(member)
      writer.write(isInExtension)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      type = try reader.read()
      member = try reader.read()
      isInExtension = try reader.read()
    }
  }

  /// Facts: the project's own singleton declarations (`SingletonDeclaration`).
  static func recordSingleton(_ node: VariableDeclSyntax, in file: LintedFile) {
    guard Self.isStatic(node.modifiers),
      let typeDecl = node.enclosingTypeDeclaration,
      let typeName = typeDecl.declaredTypeName
    else { return }
    let isReference = typeDecl.is(ClassDeclSyntax.self) || typeDecl.is(ActorDeclSyntax.self)
    let isExtension = typeDecl.is(ExtensionDeclSyntax.self)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      let bare = name.trimmingBackticks
      if isSharedName(bare) {
        file.record(SingletonDeclaration(type: typeName, member: bare, isInExtension: false))
      } else if singletonNames.contains(bare) || constructs(binding, typeName) {
        if isReference {
          file.record(SingletonDeclaration(type: typeName, member: bare, isInExtension: false))
        } else if isExtension {
          file.record(SingletonDeclaration(type: typeName, member: bare, isInExtension: true))
        }
      }
    }
  }

  /// `static` or `class`.
  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains(.static, or: .class)
  }

  static func isSharedName(_ name: String) -> Bool {
    guard name.hasPrefix("shared") else { return false }
    let rest = name.dropFirst(6)
    return rest.isEmpty || rest.first?.isUppercase == true
  }

  /// Whether the binding is initialized with its own type's initializer: `= T()`, `= T.init()`,
  /// `= Self()`, `= .init()` typed `T`.
  static func constructs(_ binding: PatternBindingSyntax, _ typeName: String) -> Bool {
    guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else {
      return false
    }
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
      guard let base = member.base else {
        return binding.typeAnnotation?.type.nominalName == typeName
      }
      callee = base
    }
    let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    return name == typeName || name == "Self"
  }

  /// The names of the types around an access, innermost first; `nil` when the access is a
  /// parameter's default value (`session: URLSession = .shared`: that is injection) or inside a
  /// `static`/`class` function or property (factories, not the instance's behaviour). One walk
  /// up the tree, deciding on the ancestors' kinds.
  static func ownersOfInstanceRead(_ node: some SyntaxProtocol) -> [String]? {
    var owners: [String] = []
    var current = node.parent
    // Until the innermost member block: the parameter and static checks.
    var inMember = true
    var mayBeDefaultArgument = true
    while let parent = current {
      let kind = parent.kind
      switch kind {
      case .initializerClause where inMember && mayBeDefaultArgument:
        if let kind = parent.parent?.kind, kind == .functionParameter || kind == .enumCaseParameter {
          return nil
        }
        mayBeDefaultArgument = false
      case .codeBlock:
        mayBeDefaultArgument = false
      case .memberBlock:
        inMember = false
      case .functionDecl where inMember:
        let modifiers = parent.cast(FunctionDeclSyntax.self).modifiers
        if modifiers.contains(.static, or: .class) { return nil }
      case .variableDecl where inMember:
        let modifiers = parent.cast(VariableDeclSyntax.self).modifiers
        if modifiers.contains(.static, or: .class) { return nil }
      case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        if let name = EnclosingType(parent)?.name { owners.append(name) }
      default:
        break
      }
      current = parent.parent
    }
    return owners.isEmpty ? nil : owners
  }
}

extension String {
  /// The name without the backticks of an escaped keyword (`` `default` `` → `default`).
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
