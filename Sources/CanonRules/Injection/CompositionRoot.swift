import CanonLint
import SwiftSyntax

/// The composition root (G4): the one place that builds the object graph, and so may hold the
/// DI container and reach what only the app has (its delegate) to register it. It is the file
/// that creates the container or registers services into it, the assemblies, extensions of the
/// container, the app and scene delegates and the SwiftUI `App`, and the file that declares
/// the property wrapper performing the injection. `service-locator` and
/// `app-delegate-globals` leave it alone.
enum CompositionRoot {
  /// The DI container types, by default Swinject's.
  static let containerTypes = ["Container", "Resolver", "Assembler"]
  /// The modules providing them.
  static let modules = ["Swinject", "SwinjectAutoregistration", "SwinjectStoryboard"]

  /// Supertypes that make a type part of the composition root.
  static let rootSupertypes: Set<String> = [
    "Assembly", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate",
    "UISceneDelegate", "App",
  ]
  /// Extending these is configuring the container.
  static let containerExtensions: Set<String> = [
    "Container", "Resolver", "Assembler", "SwinjectStoryboard", "Assembly",
  ]

  /// Whether a top-level `import` names one of `modules`.
  static func imports(anyOf modules: [String], _ tree: SourceFileSyntax) -> Bool {
    tree.imports { modules.contains($0.string) }
  }

  /// Whether the call, in a file importing the container's module, builds the container or
  /// registers into it: `Container()`, `Assembler(…)`, `container.register(API.self) { … }`,
  /// `autoregister(…, initializer:)`, CanonInjection's `registerFactory { … }`,
  /// `assembly.assemble(container:)`, `assembler.apply(assemblies:)`,
  /// `storyboardInitCompleted`. Not a table view's `register(Cell.self, forCellReuseIdentifier:)`.
  static func buildsContainer(
    _ call: FunctionCallExprSyntax, containerTypes types: Set<String>
  ) -> Bool {
    if let name = calleeTypeName(call.calledExpression), ["Container", "Assembler"].contains(name),
      types.contains(name)
    {
      return true
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    switch member.declName.baseName.text {
    case "registerFactory", "storyboardInitCompleted":
      return true
    case "register", "autoregister":
      return isRegistration(call)
    case "assemble", "apply":
      return call.arguments.contains {
        ["container", "assembly", "assemblies"].contains($0.label?.text ?? "")
      }
    default:
      return false
    }
  }

  /// `register(API.self) { … }`, `register(API.self, factory: …)`,
  /// `autoregister(API.self, initializer: API.init)`: a service registered with what makes it.
  static func isRegistration(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.first?.expression.isMetatypeReference == true
      && (call.trailingClosure != nil
        || call.arguments.contains { ["factory", "initializer"].contains($0.label?.text ?? "") })
  }

  /// Whether a closure is the factory a registration is given (`container.register(API.self)
  /// { … }`, `register(API.self, factory: { … })`, CanonInjection's `registerFactory { … }`):
  /// it builds the service the container hands out.
  static func isRegistrationFactory(_ closure: ClosureExprSyntax) -> Bool {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    guard let call = parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id != closure.id,
      let name = call.calledNameBytes
    else { return false }
    if name == "registerFactory" { return true }
    return (name == "register" || name == "autoregister") && isRegistration(call)
  }

  /// Whether one of the types around a node (innermost first) is the root by its name: an
  /// extension of the container, or one of the team's `rootTypes`.
  static func isRoot(byName enclosing: [String], rootTypes: Set<String> = []) -> Bool {
    enclosing.contains { containerExtensions.contains($0) || rootTypes.contains($0) }
  }

  /// Whether one of the types around a node is the root by what the index knows of it: an
  /// assembly, an app or scene delegate, the SwiftUI `App`.
  static func isRoot(_ enclosing: [String], in index: ProjectIndex) -> Bool {
    enclosing.contains { name in
      index.hasRole(.assembly, name) || !index.supertypes(of: name).isDisjoint(with: rootSupertypes)
    }
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

  /// Whether a node is inside a `@propertyWrapper` type.
  static func isInPropertyWrapper(_ node: some SyntaxProtocol) -> Bool {
    node.enclosingTypes.contains { $0.attributes.containsPlain(anyOf: ["propertyWrapper"]) }
  }

  /// What a file's walk tells of it: whether it builds the container (in a file importing the
  /// container's module), or declares the property wrapper that performs the injection (a
  /// `@propertyWrapper` type that calls `resolve(…)`: `@Injected var api: API`, its
  /// `wrappedValue` resolved from the container). Either makes the whole file part of the
  /// composition root, as the assemblies are. Read `isRoot` once the walk is over
  /// (`walk.atEnd`).
  final class FileWatch {
    private(set) var buildsContainer = false
    private(set) var declaresInjectionWrapper = false
    var isRoot: Bool { buildsContainer || declaresInjectionWrapper }

    init(
      _ file: LintedFile, with walk: inout SyntaxWalk, containerTypes: [String], modules: [String]
    ) {
      let importsContainer = CompositionRoot.imports(anyOf: modules, file.tree)
      guard importsContainer || file.mentions("propertyWrapper") else { return }
      let types = Set(containerTypes)
      let watch = self
      walk.on(FunctionCallExprSyntax.self) { call in
        watch.note(call, importsContainer: importsContainer, types: types)
      }
    }

    /// Notes what one call says of the file.
    func note(_ call: FunctionCallExprSyntax, importsContainer: Bool, types: Set<String>) {
      if importsContainer, !buildsContainer,
        CompositionRoot.buildsContainer(call, containerTypes: types)
      {
        buildsContainer = true
      }
      if !declaresInjectionWrapper, call.calledNameBytes == "resolve",
        CompositionRoot.isInPropertyWrapper(call)
      {
        declaresInjectionWrapper = true
      }
    }
  }
}
