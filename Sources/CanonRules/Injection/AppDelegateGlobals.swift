import CanonLint
import SwiftSyntax

/// The app delegate is not a place for globals, and not a way to reach them.
struct AppDelegateGlobals: SyntaxRule {
  static let appDelegateProtocols: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate"]
  static let applicationTypes: Set<String> = ["UIApplication", "NSApplication"]

  static let description = RuleDescription(
    id: "app-delegate-globals",
    summary: "A static stored property on the app delegate, or app state reached through `UIApplication.shared.delegate`",
    rationale: """
      Every service a type uses should come in as a dependency so that tests can replace it. A \
      static property on the app delegate is a global under another name, and \
      `(UIApplication.shared.delegate as? AppDelegate)?.something` reaches into it from anywhere: \
      the dependency is invisible in `init`, the app delegate must exist in tests, and the code \
      cannot be reused outside the app. Register the service in the container and inject it. \
      Static constants initialised with a literal (an identifier string, a number) hold no state, \
      and private static properties cannot be reached from elsewhere: neither is reported. The \
      composition root (as `service-locator` defines it: the file that builds the container or \
      registers services, assemblies, extensions of the container, app and scene delegates) \
      may reach the app delegate to register it as a dependency; a static property that hands \
      the app delegate out (`static var shared: AppDelegate { … }`) is a global wherever it is \
      declared and is still reported.
      """,
    source: "G4 Dependency Injection: no singletons, enums or static variables on the AppDelegate",
    triggering: [
      Example(
        """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          static var ↓currentUser: User?
          static let ↓api = API(baseURL: Environment.baseURL)
          static var ↓isOnboarded = false
          var window: UIWindow?
        }
        """),
      // Conformance in an extension, property in another extension.
      Example(
        """
        final class AppDelegate: UIResponder {}

        extension AppDelegate: UIApplicationDelegate {}

        extension AppDelegate {
          static let ↓imageCache = NSCache<NSString, UIImage>()
        }
        """),
      Example(
        """
        final class ProfileViewModel {
          func logOut() {
            let appDelegate = ↓UIApplication.shared.delegate as! AppDelegate
            appDelegate.session = nil
          }

          func reset() {
            (↓UIKit.UIApplication.shared.delegate as? AppDelegate)?.session = nil
          }
        }
        """),
      Example(
        """
        final class LanguagesViewController: UIViewController {
          private var store: LanguageStore? {
            (↓UIApplication.shared.delegate as? AppDelegate)?.languageStore
          }
        }
        """),
      // A static accessor hands the app delegate to anyone, even declared on the app delegate.
      Example(
        """
        import Swinject
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          static var shared: AppDelegate {
            ↓UIApplication.shared.delegate as! AppDelegate
          }
          private let assembler = Assembler([ServicesAssembly()])
        }
        """),
      Example(
        """
        import AppKit

        final class PreferencesController: NSViewController {
          let settings = (↓NSApplication.shared.delegate as? AppDelegate)?.settings
          let other = (↓NSApp.delegate as? AppDelegate)?.settings
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          private let assembler = Assembler([ServicesAssembly()])
          static let appGroup = "group.cz.example.languages"
          static let retryLimit = 3
          static let launchDelay = -0.5
          private static let logger = Logger(subsystem: "cz.example.languages", category: "app")
        }
        """),
      // A computed static property holds nothing (its body is checked on its own).
      Example(
        """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          static var buildNumber: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "" }
        }
        """),
      // Static properties elsewhere are other rules' business.
      Example(
        """
        final class LanguagesViewModel {
          static let pageSize = PageSize(rows: 20)
        }
        """),
      // A type named like an app delegate that is not one.
      Example(
        """
        final class ChatAppDelegate {
          static var current: ChatAppDelegate?
        }
        """),
      // The composition root registers the app delegate so that others get it injected.
      Example(
        """
        import Swinject
        import UIKit

        final class BaseAssembly: Assembly {
          func assemble(container: Container) {
            container.register(AppDelegate.self) { _ in
              UIApplication.shared.delegate as! AppDelegate
            }.inObjectScope(.container)
          }
        }
        """),
      Example(
        """
        import Swinject
        import UIKit

        enum Services {
          static func register(in container: Container) {
            container.register(Session.self) { _ in
              (UIApplication.shared.delegate as! AppDelegate).session
            }
          }
        }
        """),
      // The application object itself, and a view's own delegate.
      Example(
        """
        final class LinkOpener {
          func open(_ url: URL) {
            UIApplication.shared.open(url)
            let isActive = UIApplication.shared.applicationState == .active
            _ = isActive
          }
        }
        """),
      Example(
        """
        final class ListView: UIView {
          func bind(to table: UITableView) {
            let delegate = table.delegate
            _ = delegate
          }
        }
        """),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Only a `static` property can be reported, and only a `.delegate` access.
    if file.mentions("static") {
      walk.on(VariableDeclSyntax.self) { variable in
        guard variable.modifiers.contains(.static), variable.isStored,
          !variable.modifiers.contains(.private, or: .fileprivate),
          let typeName = variable.enclosingTypeName,
          variable.parent?.is(MemberBlockItemSyntax.self) == true
        else { return }
        for binding in variable.bindings {
          // A constant literal holds no state; a variable does, whatever its first value.
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            !(variable.isLet && Self.isLiteral(binding.initializer?.value))
          else { continue }
          file.report(
            at: name,
            "'\(name.text)' is a global kept on the app delegate: register it in the container and inject it where it is needed",
            when: { index in !index.supertypes(of: typeName).isDisjoint(with: Self.appDelegateProtocols) })
        }
      }
    }

    guard file.mentions("delegate") else { return }
    let root = CompositionRoot.FileWatch(
      file, with: &walk, containerTypes: CompositionRoot.containerTypes,
      modules: CompositionRoot.modules)
    var accesses: [(position: AbsolutePosition, enclosing: [String])] = []
    walk.on(MemberAccessExprSyntax.self) { access in
      guard access.memberNameBytes == "delegate",
        let base = access.base,
        Self.isApplicationObject(base)
      else { return }
      // A static property handing the delegate out is a global, in the root too.
      if Self.isInStaticProperty(access) {
        file.report(at: access, Self.reachMessage)
      } else {
        accesses.append((access.positionAfterSkippingLeadingTrivia, access.enclosingTypeNames))
      }
    }
    // Whether the file is the composition root is known once it was walked.
    walk.atEnd {
      guard !root.isRoot else { return }
      for access in accesses where !CompositionRoot.isRoot(byName: access.enclosing) {
        let enclosing = access.enclosing
        if enclosing.isEmpty {
          file.report(at: access.position, Self.reachMessage)
        } else {
          file.report(
            at: access.position, Self.reachMessage,
            when: { !CompositionRoot.isRoot(enclosing, in: $0) })
        }
      }
    }
  }

  static let reachMessage =
    "reaching app state through the application delegate hides a dependency: inject the service instead"

  /// Whether a node is in the accessor or initial value of a `static`/`class` property.
  static func isInStaticProperty(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if let variable = ancestor.as(VariableDeclSyntax.self) {
        return variable.modifiers.contains(.static, or: .class)
      }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self)
        || ancestor.is(InitializerDeclSyntax.self) || ancestor.isProtocol(DeclGroupSyntax.self)
      {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// `UIApplication.shared`, `NSApplication.shared`, `NSApp`, `UIApplication.shared()`.
  static func isApplicationObject(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "NSApp"
    }
    var expression = expression
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
      expression = call.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "shared", let base = member.base
    else { return false }
    // `UIApplication.shared`, `UIKit.UIApplication.shared`
    let typeName =
      base.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return typeName.map(applicationTypes.contains) ?? false
  }

  /// A literal holds no state: `"group.id"`, `3`, `0.5`, `true`, `-1`.
  static func isLiteral(_ expression: ExprSyntax?) -> Bool {
    guard let expression else { return false }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      return isLiteral(prefix.expression)
    }
    return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self)
  }
}
