import CanonLint
import SwiftSyntax

/// `…Manager` says nothing about what a type does.
struct NoManagerSuffix: SyntaxRule {
  static let description = RuleDescription(
    id: "no-manager-suffix",
    summary: "A type or protocol whose name ends in `Manager`",
    rationale: """
      "Manager" names an object by the fact that it exists, not by what it does, and such types \
      tend to collect unrelated responsibilities. Name the type after its job \
      (`SessionStore`, `ImageCache`, `PushNotificationScheduler`). A subclass of a platform \
      class that is itself a `…Manager` (`CLLocationManager`, `FileManager`) keeps the \
      platform's word and is not reported, and neither is a variant named after its `…Manager` \
      supertype (`MockAuthManager: AuthManager`): renaming the supertype renames it too.
      """,
    source: "G0 coding conventions: general 2",
    triggering: [
      Example("final class ↓SessionManager {}"),
      Example("protocol ↓DownloadManager: AnyObject {\n  func start()\n}"),
      Example(
        "class ↓BaseManager {}\nfinal class ↓FeedManager: BaseManager {}"),
      Example(
        "final class MockAuthManager: AuthManager {}",
        path: "Tests/AppTests/MockAuthManager.swift",
        context: ["Sources/App/AuthManager.swift": "protocol ↓AuthManager {}"]),
      Example("struct ↓LayoutManager {}\nenum ↓ThemeManager {}\nactor ↓CacheManager {}"),
      Example("enum Services {\n  final class ↓NetworkManager {}\n}"),
    ],
    nonTriggering: [
      Example("final class SessionStore {}"),
      Example("protocol ManagerDelegate: AnyObject {}"),
      Example("final class ManagedObjectCache {}"),
      Example("import CoreLocation\nfinal class AppLocationManager: CLLocationManager {}"),
      Example("extension FileManager {\n  func sizeOfFolder() -> Int { 0 }\n}"),
      Example("let manager = FileManager.default"),

    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    func check(_ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?, kind: String) {
      let text = name.text.filter { $0 != "`" }
      guard text.hasSuffix("Manager") else { return }
      let message = "\(kind) '\(text)' is named '…Manager': name it after what it does"
      // A subclass of a platform `…Manager` class keeps the platform's naming; a subclass of a
      // project `…Manager` is reported like its superclass.
      if let first = inheritance?.inheritedTypes.first?.type.nominalName,
        first.hasSuffix("Manager")
      {
        // A variant named after its supertype (`MockAuthManager: AuthManager`) follows that
        // type's name: renaming the supertype fixes both.
        if text.hasSuffix(first) { return }
        file.report(at: name, message, when: { $0.declares(first) })
        return
      }
      file.report(at: name, message)
    }
    walk.on(ClassDeclSyntax.self) { check($0.name, $0.inheritanceClause, kind: "class") }
    walk.on(StructDeclSyntax.self) { check($0.name, $0.inheritanceClause, kind: "struct") }
    walk.on(EnumDeclSyntax.self) { check($0.name, $0.inheritanceClause, kind: "enum") }
    walk.on(ActorDeclSyntax.self) { check($0.name, $0.inheritanceClause, kind: "actor") }
    walk.on(ProtocolDeclSyntax.self) { check($0.name, $0.inheritanceClause, kind: "protocol") }
  }
}
