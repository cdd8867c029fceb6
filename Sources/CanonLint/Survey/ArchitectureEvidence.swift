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
  /// View models' files importing each binding library (RxSwift, ReactiveSwift, Bond, Combine).
  public var bindingLibraries: [String: Int] = [:]
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
    var partsOfModule: [String: Set<Role>] = [:]
    var wordsOfModule: [String: Set<String>] = [:]
    for file in summaries {
      quickSpecs += file.types.filter { !$0.inherited.filter(Self.specClasses.contains).isEmpty }.count
      guard file.kind == .production else { continue }
      productionFiles += 1
      if file.imports.contains("Swinject") { swinjectFiles += 1 }
      for type in file.types {
        let roles = index.roles(of: type.name)
        for role in roles { self.roles[role, default: 0] += 1 }
        if roles.contains(.viewModel) {
          for library in file.imports where Self.bindingModules.contains(library) {
            bindingLibraries[library, default: 0] += 1
          }
        }
        let viperRoles = roles.intersection([.presenter, .interactor, .router, .assembly])
        guard !viperRoles.isEmpty else { continue }
        let module = Self.moduleFolder(of: file.path)
        partsOfModule[module, default: []].formUnion(viperRoles)
        for word in Self.dialectWords where type.name.hasSuffix(word) || file.path.contains("/\(word)/") {
          wordsOfModule[module, default: []].insert(word)
        }
      }
    }
    viperModules = Set(partsOfModule.filter { $0.value.isSuperset(of: [.presenter, .interactor]) }.keys)
    for module in viperModules {
      for word in wordsOfModule[module] ?? [] { viperDialect[word, default: 0] += 1 }
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
