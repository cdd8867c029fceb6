import CanonLint
import SwiftSyntax

/// The Swinject container belongs to the composition root; everything else gets its
/// dependencies (or factories for them) injected.
struct ServiceLocator: SyntaxRule {
  struct Options: RuleOptions {
    var types = ["Container", "Resolver", "Assembler"]
    var modules = ["Swinject", "SwinjectAutoregistration", "SwinjectStoryboard"]
    var rootTypes: [String] = []
    static var fields: [OptionField<Options>] {
      [
        .option("types", \.types, "The container types that must not leave the composition root"),
        .option(
          "modules", \.modules,
          "Modules that provide them: only files importing one of these are checked"),
        .option(
          "root-types", \.rootTypes,
          "Further types that belong to the composition root (besides assemblies and app/scene delegates)"),
      ]
    }
  }
  var options = Options()

  /// Supertypes that make a type part of the composition root.
  static let rootSupertypes: Set<String> = [
    "Assembly", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate",
    "UISceneDelegate", "App",
  ]
  /// Extending these is configuring the container.
  static let containerExtensions: Set<String> = [
    "Container", "Resolver", "Assembler", "SwinjectStoryboard", "Assembly",
  ]

  static let description = RuleDescription(
    id: "service-locator",
    summary: "The DI container held, passed or reached outside the composition root",
    rationale: """
      Swinject builds the object graph in one place: the assemblies and the code that creates \
      the `Container`/`Assembler` (usually the app or scene delegate). A view model, view \
      controller or coordinator that keeps the container, receives it, or resolves from a \
      global one hides its dependencies, cannot be tested without the container, and turns DI \
      back into a service locator. Inject what the type needs, and a factory closure \
      (registered in the container) for what it creates later. Only files importing Swinject \
      are checked; files that create the container or register services, assemblies, \
      extensions of the container and app/scene delegates are the composition root.
      """,
    source: "G4 Dependency Injection: Factories (the container as a dependency is an anti-pattern)",
    triggering: [
      Example(
        """
        import Swinject
        import UIKit

        final class LanguagesViewController: UITableViewController {
          private let ↓container: Container

          init(container: Container) {
            self.container = container
            super.init(style: .plain)
          }
        }
        """),
      Example(
        """
        import Swinject

        final class AppCoordinator {
          private let ↓resolver: Resolver

          init(resolver: Resolver) {
            self.resolver = resolver
          }

          func showDetail() {
            let detail = resolver.resolve(DetailViewController.self)!
            _ = detail
          }
        }
        """),
      Example(
        """
        import Swinject

        final class LanguagesViewModel {
          func makeDetail(using ↓resolver: Resolver) -> DetailViewModeling {
            resolver.resolve(DetailViewModeling.self)!
          }
        }
        """),
      // A container kept in a static property and reached from anywhere.
      Example(
        """
        import Swinject
        import UIKit

        final class LanguagesViewController: UIViewController {
          func didSelect(_ language: Language) {
            let detail = ↓AppContainer.container.resolve(DetailViewController.self)!
            navigationController?.pushViewController(detail, animated: true)
          }
        }
        """),
      Example(
        """
        import Swinject

        var ↓sharedResolver: Resolver?
        """),
      // Registering a cell is not registering a service.
      Example(
        """
        import Swinject
        import UIKit

        final class LanguagesViewController: UITableViewController {
          var ↓container: Container?

          override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(LanguageCell.self, forCellReuseIdentifier: "language")
            style.apply(to: view)
          }
        }
        """),
      // A protocol requirement that hands every conformer the container.
      Example(
        """
        import Swinject
        import UIKit

        protocol Coordinator: AnyObject {
          init(navigationController: UINavigationController, ↓assembler: Assembler)
          func start()
        }
        """),
      // A computed property passes on the container the stored one holds: one finding.
      Example(
        """
        import Swinject

        final class ProfileCoordinator {
          private let ↓assembler: Assembler
          private var resolver: Resolver { assembler.resolver }

          init(assembler: Assembler) {
            self.assembler = assembler
          }
        }
        """),
      Example(
        """
        import Swinject

        final class SettingsViewModel {
          weak var ↓assembler: Swinject.Assembler?
        }
        """),
    ],
    nonTriggering: [
      // A flow that builds its own child container is a composition root of that flow.
      Example(
        """
        import Swinject

        open class FlowCoordinator {
          let assembler: Assembler
          var resolver: Resolver { assembler.resolver }

          init(parent: Assembler, assemblies: [Assembly]) {
            assembler = Assembler(assemblies, parent: parent)
          }
        }
        """),
      // The composition root: the file that builds the container.
      Example(
        """
        import Swinject
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          let assembler = Assembler([ServicesAssembly(), LanguagesAssembly()])
          var window: UIWindow?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            window = UIWindow()
            window?.rootViewController = assembler.resolver.resolve(LanguagesViewController.self)
            return true
          }
        }
        """),
      // A Swinject assembly receives the container: that is its job.
      Example(
        """
        import Swinject

        final class LanguagesAssembly: Assembly {
          func assemble(container: Container) {
            container.register(LanguagesViewModeling.self) { resolver in
              LanguagesViewModel(api: resolver.resolve(API.self)!)
            }
          }
        }
        """),
      // An assembly-role type, and a helper that only registers services.
      Example(
        """
        import Swinject

        enum ServicesAssembly {
          static func register(in container: Container) {
            container.register(Geocoding.self) { _ in Geocoder() }
          }
        }
        """,
        context: ["Sources/App/Other.swift": "struct Other {}"]),
      Example(
        """
        import Swinject

        func registerServices(_ container: Container) {
          container.register(Geocoding.self) { _ in Geocoder() }
            .inObjectScope(.container)
        }
        """),
      // Extending the container is configuring it.
      Example(
        """
        import Swinject

        extension Container {
          func registerFactories(resolver: Resolver) {}
        }
        """),
      // A scene delegate holding the resolver to build the first screen.
      Example(
        """
        import Swinject
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var resolver: Resolver!
          var window: UIWindow?
        }
        """),
      // The factory the guide recommends: the type knows nothing of the container.
      Example(
        """
        import Swinject
        import UIKit

        typealias DetailViewControllerFactory = (DetailViewModeling) -> DetailViewController

        final class LanguagesViewController: UIViewController {
          private let makeDetail: DetailViewControllerFactory

          init(makeDetail: @escaping DetailViewControllerFactory) {
            self.makeDetail = makeDetail
            super.init(nibName: nil, bundle: nil)
          }
        }
        """),
      // Without Swinject, `Container` is someone else's type.
      Example(
        """
        import SwiftUI

        struct Card<Content: View>: View {
          let container: Container
          var body: some View { Text("") }
        }
        """),
      // The project's own `Container` type is not Swinject's.
      Example(
        """
        import Swinject

        final class ShelfViewModel {
          let container: Container
          init(container: Container) { self.container = container }
        }
        """,
        context: ["Sources/App/Container.swift": "struct Container {\n  let items: [Item]\n}"]),
      // A generic parameter named like a container type.
      Example(
        """
        import Swinject

        func first<Container: Collection>(of items: Container) -> Container.Element? {
          items.first
        }
        """),
      // Resolving from the resolver a registration closure receives.
      Example(
        """
        import Swinject

        extension SwinjectStoryboard {
          @objc class func setup() {
            defaultContainer.storyboardInitCompleted(LanguagesViewController.self) { resolver, controller in
              controller.viewModel = resolver.resolve(LanguagesViewModeling.self)
            }
          }
        }
        """),
      Example(
        """
        import Swinject

        final class Router {
          private let container: Container
        }
        """,
        options: "root-types: [Router]"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let modules = Set(options.modules)
    guard !file.tree.importedModules.isDisjoint(with: modules) else { return }
    let types = Set(options.types)
    let rootTypes = Set(options.rootTypes)
    let state = State()

    walk.on(FunctionCallExprSyntax.self) { call in
      if let name = Self.calleeTypeName(call.calledExpression), ["Container", "Assembler"].contains(name),
        types.contains(name)
      {
        state.buildsContainer = true
        return
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
      switch member.declName.baseName.text {
      case "register", "autoregister":
        // `container.register(API.self) { … }`, `register(API.self, factory: …)`,
        // `autoregister(API.self, initializer: API.init)`; not a table view's
        // `register(Cell.self, forCellReuseIdentifier:)`.
        if call.arguments.first?.expression.isMetatypeReference == true,
          call.trailingClosure != nil
            || call.arguments.contains(where: {
              ["factory", "initializer"].contains($0.label?.text ?? "")
            })
        {
          state.buildsContainer = true
        }
      case "assemble", "apply":
        // `assembly.assemble(container:)`, `assembler.apply(assembly:)`/`apply(assemblies:)`
        if call.arguments.contains(where: {
          ["container", "assembly", "assemblies"].contains($0.label?.text ?? "")
        }) {
          state.buildsContainer = true
        }
      case "storyboardInitCompleted":
        state.buildsContainer = true
      case "resolve":
        if let base = member.base, Self.isStaticChain(base),
          call.arguments.first?.expression.isMetatypeReference == true
        {
          state.candidates.append(
            Candidate(
              position: call.positionAfterSkippingLeadingTrivia,
              message:
                "resolving from a globally reachable container is a service locator: inject the dependency, or a factory for it",
              typeName: nil, enclosing: call.enclosingTypeNames))
        }
      default:
        break
      }
    }

    walk.on(VariableDeclSyntax.self) { variable in
      // Locals are fed from a property or parameter, which is where the problem is reported.
      // A computed property only passes on a container held elsewhere, which is reported there.
      guard variable.enclosingFunctionLike == nil, variable.isStored else { return }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          let type = binding.typeAnnotation?.type,
          let typeName = Self.containerTypeName(type, types)
        else { continue }
        state.candidates.append(
          Candidate(
            position: name.positionAfterSkippingLeadingTrivia,
            message:
              "'\(name.text)' holds the DI container (\(typeName)) outside the composition root: inject the dependencies, or factories for them",
            typeName: typeName, enclosing: variable.enclosingTypeNames, isProperty: true))
      }
    }

    walk.on(FunctionParameterSyntax.self) { parameter in
      guard let typeName = Self.containerTypeName(parameter.type, types),
        !Self.isGenericParameter(typeName, around: parameter)
      else { return }
      // The name the body uses: `resolver` in `using resolver: Resolver` and `_ resolver: …`.
      let name = parameter.secondName ?? parameter.firstName
      state.candidates.append(
        Candidate(
          position: name.positionAfterSkippingLeadingTrivia,
          message:
            "the DI container (\(typeName)) is passed in outside the composition root: pass the dependencies, or factories for them",
          typeName: typeName, enclosing: parameter.enclosingTypeNames,
          isInitializerParameter: parameter.parent?.parent?.parent?.parent?.is(InitializerDeclSyntax.self) == true))
    }

    walk.atEnd {
      guard !state.buildsContainer else { return }
      // A type that stores the container it receives in `init`: one problem, reported at the
      // property.
      let holders = Set(state.candidates.filter(\.isProperty).map(\.enclosing))
      for candidate in state.candidates
      where !(candidate.isInitializerParameter && holders.contains(candidate.enclosing)) {
        let enclosing = candidate.enclosing
        if enclosing.contains(where: { Self.containerExtensions.contains($0) || rootTypes.contains($0) }) {
          continue
        }
        let typeName = candidate.typeName
        file.report(
          at: candidate.position, candidate.message,
          when: { index in
            if let typeName, index.declares(typeName) { return false }
            return !enclosing.contains { name in
              index.hasRole(.assembly, name)
                || !index.supertypes(of: name).isDisjoint(with: Self.rootSupertypes)
            }
          })
      }
    }
  }

  final class State {
    var buildsContainer = false
    var candidates: [Candidate] = []
  }

  struct Candidate {
    var position: AbsolutePosition
    var message: String
    /// The container type named, when the project might declare its own type of that name.
    var typeName: String?
    var enclosing: [String]
    var isProperty = false
    var isInitializerParameter = false
  }

  /// `Container` in `Container()`, `Swinject.Container(…)`.
  static func calleeTypeName(_ callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swinject"
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The container type a type annotation spells (`Container`, `Resolver?`, `Swinject.Assembler!`).
  static func containerTypeName(_ type: TypeSyntax, _ types: Set<String>) -> String? {
    var inner = type
    while true {
      if let optional = inner.as(OptionalTypeSyntax.self) {
        inner = optional.wrappedType
      } else if let unwrapped = inner.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        inner = unwrapped.wrappedType
      } else if let attributed = inner.as(AttributedTypeSyntax.self) {
        inner = attributed.baseType
      } else if let some = inner.as(SomeOrAnyTypeSyntax.self) {
        inner = some.constraint
      } else {
        break
      }
    }
    if let identifier = inner.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
      types.contains(identifier.name.text)
    {
      return identifier.name.text
    }
    if let member = inner.as(MemberTypeSyntax.self),
      member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swinject",
      types.contains(member.name.text)
    {
      return member.name.text
    }
    return nil
  }

  /// `AppContainer.container`, `Container.shared`, `SwinjectStoryboard.defaultContainer`, `DI`:
  /// a container reached through a type, from anywhere.
  static func isStaticChain(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return false }
      current = base
    }
    guard let root = current.as(DeclReferenceExprSyntax.self) else { return false }
    return root.baseName.text.first?.isUppercase == true
  }

  /// Whether `name` is a generic parameter of the function or types around `node`.
  static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      let clause: GenericParameterClauseSyntax? =
        ancestor.as(FunctionDeclSyntax.self)?.genericParameterClause
        ?? ancestor.as(InitializerDeclSyntax.self)?.genericParameterClause
        ?? ancestor.as(SubscriptDeclSyntax.self)?.genericParameterClause
        ?? ancestor.as(ClassDeclSyntax.self)?.genericParameterClause
        ?? ancestor.as(StructDeclSyntax.self)?.genericParameterClause
        ?? ancestor.as(EnumDeclSyntax.self)?.genericParameterClause
      if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
      current = ancestor.parent
    }
    return false
  }
}

extension ExprSyntax {
  /// `Foo.self`, `Foo?.self`, `Module.Foo.self`.
  var isMetatypeReference: Bool {
    guard let member = self.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.baseName.tokenKind == .keyword(.self) && member.base != nil
  }
}

extension SyntaxProtocol {
  /// Names of the types (and extended types) around this node, innermost first.
  var enclosingTypeNames: [String] {
    var names: [String] = []
    var current = enclosingTypeDeclaration
    while let decl = current {
      if let name = decl.declaredTypeName { names.append(name) }
      current = decl.enclosingTypeDeclaration
    }
    return names
  }
}
