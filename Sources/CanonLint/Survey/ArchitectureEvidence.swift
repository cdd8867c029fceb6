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
  /// Layer folders of VIPER modules named otherwise than any layer (`UI/`, `Views/`, `Scenes/`), by
  /// the layer the types inside have roles of, with how many modules have each: a dialect's own
  /// folder names, which the layout rules must be told.
  public var otherLayerFolders: [Role: [String: Int]] = [:]
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
  /// Words that name an assembly folder only as a folder: a `LoginModuleBuilder.swift` beside the
  /// layer folders asks for no `Builder/` folder.
  static let assemblyFolderWords: Set<String> = ["Configurator", "Initializer", "Builder"]

  public init() {}

  public init(summaries: [FileSummary], index: ProjectIndex) {
    var scenes: Set<String> = []
    var partsOfModule: [String: Set<Role>] = [:]
    var wordsOfModule: [String: Set<String>] = [:]
    var rolesByFile: [(path: String, roles: Set<Role>)] = []
    // Modules with layer folders: only these have layer folders a dialect names its own way.
    var layeredModules: Set<String> = []
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
          roles.intersection(Self.moduleParts).union(Self.layer(ofFolderAbove: file.path)))
        rolesByFile.append((file.path, roles))
        // The module is not the file's own folder when the file is in a layer folder.
        if !file.path.hasPrefix(module + "/") || file.path.dropFirst(module.count + 1).contains("/") {
          layeredModules.insert(module)
        }
        for word in Self.dialectWords
        where file.path.contains("/\(word)/") || (type.name.hasSuffix(word) && !Self.assemblyFolderWords.contains(word)) {
          wordsOfModule[module, default: []].insert(word)
        }
      }
    }
    vipScenes = scenes.count
    viperModules = Set(partsOfModule.filter { $0.value.isSuperset(of: [.presenter, .interactor]) }.keys)
    for module in viperModules {
      for word in wordsOfModule[module] ?? [] { viperDialect[word, default: 0] += 1 }
    }
    otherLayerFolders = Self.otherLayerFolders(
      of: viperModules.intersection(layeredModules), rolesByFile: rolesByFile)
  }

  static let moduleParts: Set<Role> = [.presenter, .interactor, .router, .assembly]
  /// The layer folder names the layout rules know without options.
  static let defaultLayerFolders: Set<String> = [
    "Assembly", "Configurator", "Interactor", "Presenter", "Router", "View",
  ]

  /// The part a file's folder names, when it is a layer folder: in some dialects the presenter
  /// folder holds a view controller that presents (`Presenter/LoginViewController.swift`).
  static func layer(ofFolderAbove path: String) -> Set<Role> {
    let folders = path.split(separator: "/").dropLast()
    let layer: Role? =
      switch folders.last?.lowercased() {
      case "presenter", "presenters", "presentation": .presenter
      case "interactor", "interactors": .interactor
      case "router", "routers", "wireframe": .router
      case "assembly", "configurator", "builder": .assembly
      default: nil
      }
    return layer.map { [$0] } ?? []
  }

  /// The roles whose layer folders a dialect may name its own way, and the layer each stands for.
  static let layerOfRole: [Role: Role] = [
    .viewController: .view, .view: .view, .presenter: .presenter, .interactor: .interactor,
    .router: .router, .assembly: .assembly,
  ]

  /// For each module, its direct subfolders that no layer is named like, by the layer the roles
  /// of the types inside belong to: `Login/UI/LoginViewController.swift` makes `UI` a view folder.
  static func otherLayerFolders(
    of modules: Set<String>, rolesByFile: [(path: String, roles: Set<Role>)]
  ) -> [Role: [String: Int]] {
    var modulesByFolder: [Role: [String: Set<String>]] = [:]
    for (path, roles) in rolesByFile {
      var folders = path.split(separator: "/").dropLast().map(String.init)
      // The nearest module above the file, and the first folder below it.
      while folders.count >= 2 {
        let module = folders.dropLast().joined(separator: "/")
        let below = folders[folders.count - 1]
        if modules.contains(module) {
          guard !defaultLayerFolders.contains(below) else { break }
          for role in roles {
            guard let layer = layerOfRole[role] else { continue }
            modulesByFolder[layer, default: [:]][below, default: []].insert(module)
          }
          break
        }
        folders.removeLast()
      }
    }
    return modulesByFolder.mapValues { $0.mapValues(\.count) }
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
