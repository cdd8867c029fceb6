/// What an app's own code says about its architecture: the counts `canon config init` and a first
/// run without a configuration recommend presets from (RULES.md "Presets").
///
/// Only the app's hand-written code counts (tests and generated files aside), and only what the
/// index already knows: roles, imports, what types inherit, and the folders they are in.
public struct ArchitectureEvidence: Sendable, Equatable {
  /// Types of each role.
  public var roles: [Role: Int] = [:]
  /// Folders holding a VIPER module: a presenter and an interactor, in the folder itself (a flat
  /// module) or in its layer folders (`Presenter/`, `Interactor/`, …).
  public var viperModules: Set<String> = []
  /// Folder and type-name words of VIPER dialects, with how many modules use each: `Configurator`,
  /// `Wireframe`, `Impl`, ….
  public var viperDialect: [String: Int] = [:]
  /// Files that import Swinject.
  public var swinjectFiles = 0
  /// Quick specs (`QuickSpec`/`AsyncSpec` subclasses), tests included.
  public var quickSpecs = 0
  /// Class view models whose file imports each binding library (RxSwift, ReactiveSwift, Bond,
  /// Combine).
  public var bindingLibraries: [String: Int] = [:]
  /// Class view models (of `classViewModels`) whose file imports a binding library other than
  /// Combine, which SwiftUI apps import for `@Published` alone.
  public var boundViewModels = 0
  /// Coordinators that navigate (G3): a `start` method, or a navigation controller or view
  /// controller they hold. A type named `…Coordinator` may coordinate anything (a refresh, a
  /// database's tasks); these are the ones mvvm-c means.
  public var navigatingCoordinators = 0
  /// View models that are classes: MVVM's view models hold state and are shared with a view; a
  /// struct named `…ViewModel` is display data (Clean Swift's `Scene.Load.ViewModel`).
  public var classViewModels = 0
  /// Clean Swift (VIP) scenes: types holding a nested `Request` and `Response`, the use-case
  /// models a VIP interactor and presenter pass along.
  public var vipScenes = 0
  /// Swift files of the app's own code.
  public var productionFiles = 0

  static let bindingModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "ReactiveSwift", "ReactiveCocoa", "Bond", "Combine"]
  /// Folder names that hold one VIPER layer of a module: the module is the folder above.
  static let layerFolders: Set<String> = [
    "presenter", "presenters", "presentation", "interactor", "interactors", "router", "routers",
    "wireframe", "view", "views", "viewcontroller", "assembly", "configurator", "builder",
    "module", "protocols", "entity", "entities",
  ]
  static let specClasses: Set<String> = ["QuickSpec", "AsyncSpec"]
  static let dialectWords = ["Configurator", "Initializer", "Wireframe", "Builder", "Impl", "Assembly", "Router"]

  public init() {}

  public init(summaries: [FileSummary], index: ProjectIndex) {
    var scenes: Set<String> = []
    var partsOfModule: [String: Set<Role>] = [:]
    var wordsOfModule: [String: Set<String>] = [:]
    // Types whose extensions declare `start`: a coordinator's navigation often lives there.
    let startsByType = Set(
      summaries.flatMap(\.extensions).filter { $0.methods.contains("start") }.map(\.extendedType))
    for file in summaries {
      quickSpecs += file.types.filter { !$0.inherited.filter(Self.specClasses.contains).isEmpty }.count
      guard file.kind == .production else { continue }
      productionFiles += 1
      if file.imports.contains("Swinject") { swinjectFiles += 1 }
      for type in file.types {
        let roles = index.roles(of: type.name)
        for role in roles { self.roles[role, default: 0] += 1 }
        if roles.contains(.coordinator), Self.navigates(type, extensions: startsByType) {
          navigatingCoordinators += 1
        }
        if type.name == "Response", let scene = type.parents.first { scenes.insert(scene) }
        // The bound ones are counted among the same classes: a view model's `…ViewModelType`,
        // `…Inputs` and `…Outputs` protocols in its file are not more view models.
        if roles.contains(.viewModel), type.kind == .class || type.kind == .actor {
          classViewModels += 1
          let libraries = file.imports.filter(Self.bindingModules.contains)
          for library in libraries { bindingLibraries[library, default: 0] += 1 }
          if libraries.contains(where: { $0 != "Combine" }) { boundViewModels += 1 }
        }
        // Every type of a folder counts for its dialect, a role or not: a dialect's assembly
        // (`…Configurator`) may be a type no role names.
        let module = Self.moduleFolder(of: file.path)
        partsOfModule[module, default: []].formUnion(
          roles.intersection([.presenter, .interactor, .router, .assembly]))
        for word in Self.dialectWords where type.name.hasSuffix(word) || file.path.contains("/\(word)/") {
          wordsOfModule[module, default: []].insert(word)
        }
      }
    }
    vipScenes = scenes.count
    viperModules = Set(partsOfModule.filter { $0.value.isSuperset(of: [.presenter, .interactor]) }.keys)
    for module in viperModules {
      for word in wordsOfModule[module] ?? [] { viperDialect[word, default: 0] += 1 }
    }
  }

  static func navigates(_ type: TypeSummary, extensions startsByType: Set<String>) -> Bool {
    type.methods.contains("start") || startsByType.contains(type.name)
      || type.properties.contains { property in
        guard let text = property.typeText else { return false }
        return text.contains("NavigationController") || text.contains("ViewController")
      }
  }

  /// The folder a VIPER part's module is: its file's folder, or the one above a layer folder.
  static func moduleFolder(of path: String) -> String {
    var folders = path.split(separator: "/").dropLast().map(String.init)
    if let last = folders.last, layerFolders.contains(last.lowercased()) { folders.removeLast() }
    return folders.isEmpty ? "." : folders.joined(separator: "/")
  }

  public func count(_ role: Role) -> Int { roles[role] ?? 0 }
}
