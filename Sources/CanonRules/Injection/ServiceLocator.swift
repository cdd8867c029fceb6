import CanonLint
import SwiftSyntax

/// The Swinject container belongs to the composition root; everything else gets its
/// dependencies (or factories for them) injected.
struct ServiceLocator: SyntaxRule {
  struct Options: RuleOptions {
    var types = CompositionRoot.containerTypes
    var modules = CompositionRoot.modules
    var rootTypes: [String] = []
    static var fields: [OptionField<Options>] {
      [
        .option("types", \.types, "The container types that must not leave the composition root"),
        .option(
          "modules", \.modules,
          "Modules that provide them: container properties and parameters are looked for in files importing one of these"),
        .option(
          "root-types", \.rootTypes,
          "Further types that belong to the composition root (besides assemblies and app/scene delegates)"),
      ]
    }
  }
  var options = Options()

  static let description = RuleDescription(
    id: "service-locator",
    summary: "The DI container held, passed or reached outside the composition root",
    rationale: """
      Swinject builds the object graph in one place: the assemblies and the code that creates \
      the `Container`/`Assembler` (usually the app or scene delegate). A view model, view \
      controller or coordinator that keeps the container, receives it, or resolves from a \
      global one hides its dependencies, cannot be tested without the container, and turns DI \
      back into a service locator. Inject what the type needs, and a factory closure \
      (registered in the container) for what it creates later. Properties and parameters of a \
      container type are looked for in files importing Swinject (elsewhere `Container` is \
      someone else's type); a `resolve(…)` through a global container, or through a type \
      declared in such a file, is found in any file. The composition root is left alone: files \
      that create the container or register services, assemblies, extensions of the container, \
      app and scene delegates and the SwiftUI `App`, the file declaring the property wrapper \
      that performs the injection (a `@propertyWrapper` whose value is resolved from the \
      container, with the protocols there that hand it the container; a type that is given \
      the container to fill its wrapped properties still knows the container and is \
      reported), and the screen factories it hands the \
      container to (a type named `…Factory`, or adopting the project's `…Factory` protocol, \
      with `make…`/`build…`/`create…` methods and no other role): what they make never sees \
      the container, and whoever else holds it to create them is reported.
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
      // One problem however many times the type resolves: one finding, at the first place, with
      // the other lines in its message (RULES.md, "Where a violation is reported").
      Example(
        """
        import Swinject
        import UIKit

        final class Router {
          func showCourse() {
            push(↓AppContainer.container.resolve(CourseViewController.self)!)
          }

          func showProfile() {
            push(AppContainer.container.resolve(ProfileViewController.self)!)
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
      // A global container, reached from a file that does not even import Swinject.
      Example(
        """
        import SwiftUI

        struct MovieRow: View {
          let movie: Movie

          var body: some View {
            NavigationLink {
              MovieDetailView(viewModel: ↓container.resolve(MovieDetailViewModel.self)!)
            } label: {
              Text(movie.title)
            }
          }
        }
        """,
        path: "Sources/App/Movies/MovieRow.swift",
        context: [
          "Sources/App/DI/AppContainer.swift": """
            import Swinject

            let container = Container { container in
              container.register(MovieDetailViewModel.self) { _ in MovieDetailViewModel() }
            }

            enum DI {
              static let resolver: Resolver = container
            }
            """,
          "Sources/App/Settings/SettingsView.swift": """
            import SwiftUI

            struct SettingsView: View {
              private let viewModel = ↓DI.resolver.resolve(SettingsViewModel.self)!
              var body: some View { Text(viewModel.title) }
            }
            """,
        ]),
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
      // Adopting a factory protocol does not make a view controller the composition root's.
      Example(
        """
        import Swinject
        import UIKit

        final class SettingsViewController: UIViewController, ScreenFactory {
          private let ↓assembler: Assembler

          func makeAbout() -> UIViewController {
            AboutViewController(links: assembler.resolver.resolve(LinkOpening.self)!)
          }
        }
        """,
        context: ["Sources/App/ScreenFactory.swift": "protocol ScreenFactory {}"]),
      // The property wrapper that injects is the composition root's plumbing (below); a type
      // that is handed the container to fill its wrapped properties still knows the container.
      Example(
        """
        import Swinject

        class BaseProvider: Injectable {
          @Injected() var storage: FileStorage!

          required init(↓resolver: Resolver) {
            injectServices(resolver)
          }
        }
        """,
        context: [
          "Sources/App/DI/Injected.swift": """
            import Swinject

            protocol Injectable {
              func injectServices(_ resolver: Resolver)
            }

            @propertyWrapper final class Injected<Service> {
              var wrappedValue: Service!
              init() {}
              func resolve(_ resolver: Resolver) {
                wrappedValue = resolver.resolve(Service.self)
              }
            }
            """
        ]),
      // A `…Factory` that makes nothing is a container by another name.
      Example(
        """
        import Swinject

        final class ServiceFactory {
          let ↓resolver: Resolver

          func api() -> API { resolver.resolve(API.self)! }
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
        import CanonInjection
        import Swinject

        func registerScreens(in container: Container) {
          container.registerFactory { (resolver, viewModel: DetailViewModeling) in
            DetailViewController(viewModel: viewModel, images: resolver.resolve(ImageLoading.self)!)
          }
        }
        """),
      Example(
        """
        import Swinject

        func registerServices(_ container: Container) {
          container.register(Geocoding.self) { _ in Geocoder() }
            .inObjectScope(.container)
        }
        """),
      // The app's entry point is the composition root; a local `container` is not the global
      // one; a type that no Swinject file declares is not a container.
      Example(
        """
        import SwiftUI

        @main
        struct MoviesApp: App {
          let viewModel = container.resolve(MoviesViewModel.self)!
          var body: some Scene {
            WindowGroup { MoviesView(viewModel: viewModel) }
          }
        }
        """,
        path: "Sources/App/MoviesApp.swift",
        context: [
          "Sources/App/DI/AppContainer.swift": """
            import Swinject

            let container = Container { container in
              container.register(MoviesViewModel.self) { _ in MoviesViewModel() }
            }
            """,
          "Sources/App/Shelf/Shelf.swift": """
            struct Shelf {
              func first(in container: Box) -> Item? {
                container.resolve(Item.self)
              }
              func cached() -> Item? {
                Cache.shared.resolve(Item.self)
              }
            }
            """,
        ]),
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
      // The property wrapper that performs the injection (its value resolved from the
      // container), and the protocols in its file that hand it the container, are DI plumbing:
      // part of the composition root, as an assembly is.
      Example(
        """
        import Swinject

        protocol Injectable {
          func injectServices(_ resolver: Resolver)
        }

        @propertyWrapper final class Injected<Service>: Resolvable {
          var wrappedValue: Service!

          func resolve(_ resolver: Resolver) {
            if wrappedValue == nil {
              wrappedValue = resolver.resolve(Service.self)
            }
          }
        }

        private protocol Resolvable {
          func resolve(_ resolver: Resolver)
        }

        extension Injectable {
          func injectServices(_ resolver: Resolver) {
            for child in Mirror(reflecting: self).children {
              (child.value as? Resolvable)?.resolve(resolver)
            }
          }
        }
        """),
      Example(
        """
        @propertyWrapper struct Inject<Service> {
          var wrappedValue: Service { AppContainer.shared.resolve(Service.self)! }
        }
        """,
        context: [
          "Sources/App/DI/AppContainer.swift": """
            import Swinject

            enum AppContainer {
              static let shared = Container()
            }
            """
        ]),
      // Screen factories the composition root builds with the container (G4's factories as
      // types): what they make never sees the container.
      Example(
        """
        import Swinject
        import UIKit

        struct ShareFactory {
          let assembler: Assembler

          func makeViewController() -> ShareViewController {
            ShareViewController(dialogs: assembler.resolve(DialogService.self)!)
          }
        }

        struct AppScreens: ScreensFactory {
          private let share: ShareFactory

          init(assembler: Assembler) {
            share = ShareFactory(assembler: assembler)
          }

          func makeShare() -> UIViewController { share.makeViewController() }
        }
        """,
        context: ["Sources/App/ScreensFactory.swift": "protocol ScreensFactory {}"]),
    ],
    reads: .everything)

  /// Facts: the top-level types and variables of files that import Swinject, so that a
  /// `resolve` through them is recognised in files that do not.
  enum SwinjectName: Fact {
    case type(String)
    case global(String)

    func write(to writer: inout FactWriter) {
      switch self {
      case .type(let name):
        writer.write(0)
        writer.write(name)
      case .global(let name):
        writer.write(1)
        writer.write(name)
      }
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      switch try reader.read(Int.self) {
      case 0: self = .type(try reader.read())
      case 1: self = .global(try reader.read())
      default: throw FactReader.Malformed()
      }
    }
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let isSwinjectFile = CompositionRoot.imports(anyOf: options.modules, file.tree)
    if isSwinjectFile { Self.recordSwinjectNames(of: file) }
    // Outside Swinject files only a `resolve(…)` call can be reported.
    guard isSwinjectFile || file.mentions("resolve") else { return }
    let types = Set(options.types)
    let state = State()
    let root = CompositionRoot.FileWatch(
      file, with: &walk, containerTypes: options.types, modules: options.modules)
    walk.on(FunctionCallExprSyntax.self) { call in
      guard call.calledNameBytes == "resolve",
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return }
      Self.noteResolve(call, through: member, in: state, isSwinjectFile: isSwinjectFile)
    }
    Self.noteBindings(with: &walk, in: state, isSwinjectFile: isSwinjectFile, types: types)
    let rootTypes = Set(options.rootTypes)
    walk.atEnd {
      // The file that builds the container, or declares the wrapper that injects from it.
      guard !root.isRoot else { return }
      Self.report(state, in: file, rootTypes: rootTypes)
    }
  }

  /// Records the file's top-level types and variables (`SwinjectName`).
  private static func recordSwinjectNames(of file: LintedFile) {
    for item in file.tree.statements {
      if let decl = item.item.as(DeclSyntax.self), let name = decl.declaredTypeName,
        !decl.is(ExtensionDeclSyntax.self)
      {
        file.record(SwinjectName.type(name))
      } else if let variable = item.item.as(VariableDeclSyntax.self) {
        for name in variable.boundNames { file.record(SwinjectName.global(name.text)) }
      }
    }
  }

  /// A `resolve(…)` through a type's static chain or a global variable.
  private static func noteResolve(
    _ call: FunctionCallExprSyntax, through member: MemberAccessExprSyntax, in state: State,
    isSwinjectFile: Bool
  ) {
    guard let base = member.base, call.arguments.first?.expression.isMetatypeReference == true
    else { return }
    if let root = Self.staticChainRoot(base) {
      // `AppContainer.container.resolve(…)`: in a Swinject file, any type's; elsewhere, a
      // type declared in a Swinject file.
      state.globalUses.append(
        GlobalUse(
          position: call.positionAfterSkippingLeadingTrivia,
          fact: isSwinjectFile ? nil : .type(root), local: nil, enclosing: call.enclosingTypeNames))
    } else if let reference = base.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isLowercase == true
    {
      // `container.resolve(…)` on a global variable of a Swinject file.
      let name = reference.baseName.text
      state.globalUses.append(
        GlobalUse(
          position: call.positionAfterSkippingLeadingTrivia, fact: .global(name),
          local: name, enclosing: call.enclosingTypeNames))
    }
  }

  /// Notes the names the file binds (a `resolve` on one of them is not on a global), and the
  /// properties and parameters of a Swinject file that hold a container.
  private static func noteBindings(
    with walk: inout SyntaxWalk, in state: State, isSwinjectFile: Bool, types: Set<String>
  ) {
    walk.on(IdentifierPatternSyntax.self) { state.localNames.insert($0.identifier.text) }
    walk.on(ClosureShorthandParameterSyntax.self) { state.localNames.insert($0.name.text) }
    walk.on(ClosureParameterSyntax.self) { parameter in
      state.localNames.insert((parameter.secondName ?? parameter.firstName).text)
    }

    if isSwinjectFile {
      walk.on(VariableDeclSyntax.self) { variable in
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
    }

    walk.on(FunctionParameterSyntax.self) { parameter in
      // The name the body uses: `resolver` in `using resolver: Resolver` and `_ resolver: …`.
      let name = parameter.secondName ?? parameter.firstName
      state.localNames.insert(name.text)
      guard isSwinjectFile, let typeName = Self.containerTypeName(parameter.type, types),
        !Self.isGenericParameter(typeName, around: parameter)
      else { return }
      state.candidates.append(
        Candidate(
          position: name.positionAfterSkippingLeadingTrivia,
          message:
            "the DI container (\(typeName)) is passed in outside the composition root: pass the dependencies, or factories for them",
          typeName: typeName, enclosing: parameter.enclosingTypeNames,
          isInitializerParameter: parameter.parent?.parent?.parent?.parent?.is(InitializerDeclSyntax.self) == true))
    }
  }

  /// Reports the file's containers held or passed outside the composition root, and its
  /// resolves from a global one, unless the file builds a container itself.
  private static func report(_ state: State, in file: LintedFile, rootTypes: Set<String>) {
    func isRootByName(_ enclosing: [String]) -> Bool {
      CompositionRoot.isRoot(byName: enclosing, rootTypes: rootTypes)
    }
    @Sendable func isRootByIndex(_ enclosing: [String], _ index: ProjectIndex) -> Bool {
      CompositionRoot.isRoot(enclosing, in: index)
    }
    // A type that stores the container it receives in `init`: one problem, reported at the
    // property.
    let holders = Set(state.candidates.filter(\.isProperty).map(\.enclosing))
    for candidate in state.candidates
    where !(candidate.isInitializerParameter && holders.contains(candidate.enclosing)) {
      let enclosing = candidate.enclosing
      guard !isRootByName(enclosing) else { continue }
      let typeName = candidate.typeName
      file.report(
        at: candidate.position, candidate.message,
        when: { index in
          if let typeName, index.declares(typeName) { return false }
          return !isRootByIndex(enclosing, index)
            && !enclosing.contains { Self.isScreenFactory($0, index) }
        })
    }
    for use in state.globalUses {
      let enclosing = use.enclosing
      guard !isRootByName(enclosing) else { continue }
      if let local = use.local, state.localNames.contains(local) { continue }
      let fact = use.fact
      file.report(
        at: use.position,
        "resolving from a globally reachable container is a service locator: inject the dependency, or a factory for it",
        // One problem per type that resolves from the global container, however many times.
        subject: "resolves from a global container in " + enclosing.joined(separator: "."),
        when: { index in
          if let fact, !index.hasFact(fact, of: Self.id) {
            return false
          }
          return !isRootByIndex(enclosing, index)
        })
    }
  }

  /// Words a factory's methods start with: they hand out what they make.
  static let makingVerbs = ["make", "build", "create"]

  /// Whether a type is a factory the composition root hands the container to, to build screens
  /// later (G4's factories, as types): named `…Factory` or adopting the project's `…Factory`
  /// protocol, with `make…`/`build…`/`create…` methods, and no other role (a view controller or
  /// view model named so is still one). The container reaches it only from whoever creates it,
  /// and that place, when it is not the composition root, is reported for holding it.
  static func isScreenFactory(_ name: String, _ index: ProjectIndex) -> Bool {
    let decls = index.types(named: name)
    guard !decls.isEmpty, !decls.contains(where: { $0.kind == .protocol }),
      index.roles(of: name).isSubset(of: [.assembly])
    else { return false }
    let isFactoryProtocol = { (supertype: String) in
      supertype.hasSuffix("Factory")
        && index.types(named: supertype).contains { $0.kind == .protocol }
    }
    guard name.hasSuffix("Factory") || index.supertypes(of: name).contains(where: isFactoryProtocol)
    else { return false }
    let methods = decls.flatMap(\.methods) + index.extensions(of: name).flatMap(\.methods)
    return methods.contains { method in
      makingVerbs.contains { verb in
        method.hasPrefix(verb) && method.dropFirst(verb.count).first?.isUppercase == true
      }
    }
  }

  final class State {
    var candidates: [Candidate] = []
    var globalUses: [GlobalUse] = []
    var localNames = Set<String>()
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

  /// A `resolve` through a type or a global variable.
  struct GlobalUse {
    var position: AbsolutePosition
    /// The fact that must have been recorded for the use to count (`nil`: none needed).
    var fact: SwinjectName?
    /// The variable's name, when a binding of this file could shadow it.
    var local: String?
    var enclosing: [String]
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

  /// `AppContainer` in `AppContainer.container`, `Container.shared`, `DI`: a container reached
  /// through a type, from anywhere.
  static func staticChainRoot(_ expression: ExprSyntax) -> String? {
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return nil }
      current = base
    }
    guard let root = current.as(DeclReferenceExprSyntax.self),
      root.baseName.text.first?.isUppercase == true
    else { return nil }
    return root.baseName.text
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
