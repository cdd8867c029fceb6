import CanonLint

/// A VIPER module folder keeps every layer in its own folder and is named for its purpose.
struct ViperModuleLayout: ProjectRule {
  static let description = RuleDescription(
    id: "viper-module-layout",
    summary: "A VIPER module folder missing a layer folder, or a module whose elements' names end in `Module`",
    rationale: """
      Every element of a module lives in the layer folder of the module's own folder (`Assembly`, \
      `Interactor`, `Presenter`, `Router`, `View`), so that any module can be read the same way. \
      The module's name, which prefixes each of its elements (`NewPostPresenter`), says what it \
      is for; `Module` adds nothing to it: `NewPostModulePresenter` is reported. The folder may \
      say it holds a module, as G2's own layout does (`NewPostModule/` holding \
      `NewPostAssembly`, `NewPostPresenter`, …): only the elements' common prefix is checked, \
      not the folder's name. A folder is taken for a \
      module when it holds at least two layer folders (option `minimum-layers`); the folder \
      names of each layer are options, and `Configurator` (Generamba's name) stands for \
      `Assembly` by default. A module split \
      over targets (its core in one, an integration's assembly and router in another) is one \
      module: the folders named after it together must hold every layer.
      """,
    source: "G2 general module rules: module name, module folder layout",
    triggering: [
      Example(
        "↓final class PostListInteractor {}",
        path: "App/PostList/Interactor/PostListInteractor.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}",
          "App/PostList/View/PostListViewController.swift": "final class PostListViewController {}",
        ]),
      // The module's name, the prefix of its elements, ends in `Module`.
      Example(
        "↓final class ChatModuleAssembly {}",
        path: "App/ChatModule/Assembly/ChatModuleAssembly.swift",
        context: [
          "App/ChatModule/Interactor/ChatModuleInteractor.swift": "final class ChatModuleInteractor {}",
          "App/ChatModule/Presenter/ChatModulePresenter.swift": "final class ChatModulePresenter {}",
          "App/ChatModule/Router/ChatModuleRouter.swift": "final class ChatModuleRouter {}",
          "App/ChatModule/View/ChatModuleViewController.swift":
            "final class ChatModuleViewController {}",
        ]),
      Example(
        "↓final class ChatModuleAssembly {}", path: "App/Chat/Assembly/ChatModuleAssembly.swift",
        context: [
          "App/Chat/Interactor/ChatModuleInteractor.swift": "final class ChatModuleInteractor {}",
          "App/Chat/Presenter/ChatModulePresenter.swift": "final class ChatModulePresenter {}",
          "App/Chat/Router/ChatModuleRouter.swift": "final class ChatModuleRouter {}",
          "App/Chat/View/ChatModuleViewController.swift": "final class ChatModuleViewController {}",
        ]),
    ],
    nonTriggering: [
      Example(
        "final class ChatAssembly {}", path: "App/Chat/Assembly/ChatAssembly.swift",
        context: [
          "App/Chat/Interactor/ChatInteractor.swift": "final class ChatInteractor {}",
          "App/Chat/Presenter/ChatPresenter.swift": "final class ChatPresenter {}",
          "App/Chat/Router/ChatRouter.swift": "final class ChatRouter {}",
          "App/Chat/View/ChatViewController.swift": "final class ChatViewController {}",
        ]),
      // G2's own layout: the folder says it holds a module, the elements are named for its
      // purpose.
      Example(
        "final class NewPostAssembly {}", path: "App/NewPostModule/Assembly/NewPostAssembly.swift",
        context: [
          "App/NewPostModule/Interactor/NewPostInteractor.swift": "final class NewPostInteractor {}",
          "App/NewPostModule/Presenter/NewPostPresenter.swift": "final class NewPostPresenter {}",
          "App/NewPostModule/Router/NewPostRouter.swift": "final class NewPostRouter {}",
          "App/NewPostModule/View/NewPostViewController.swift":
            "final class NewPostViewController {}",
        ]),
      // One folder named like a layer does not make a module.
      Example("final class Badge {}", path: "App/Common/View/Badge.swift"),
      // A module split over two targets counts as one.
      Example(
        "final class ChatMarshrouteAssembly {}",
        path: "Integrations/Chat/Assembly/ChatMarshrouteAssembly.swift",
        context: [
          "Integrations/Chat/Router/ChatMarshrouteRouter.swift":
            "final class ChatMarshrouteRouter {}",
          "Core/Chat/Assembly/ChatAssembly.swift": "final class ChatAssembly {}",
          "Core/Chat/Interactor/ChatInteractor.swift": "final class ChatInteractor {}",
          "Core/Chat/Presenter/ChatPresenter.swift": "final class ChatPresenter {}",
          "Core/Chat/View/ChatViewController.swift": "final class ChatViewController {}",
        ]),
      // A folder named with spaces, and a wrapper folder inside the module folder: the layers
      // of `Add/User Interface/` and `Add/Application Logic/` are those of the module `Add`.
      Example(
        "final class SignInAssembly {}", path: "App/Sign In/Module/Assembly/SignInAssembly.swift",
        context: [
          "App/Sign In/Module/Interactor/SignInInteractor.swift": "final class SignInInteractor {}",
          "App/Sign In/Module/Presenter/SignInPresenter.swift": "final class SignInPresenter {}",
          "App/Sign In/Module/Router/SignInRouter.swift": "final class SignInRouter {}",
          "App/Sign In/Module/View/SignInViewController.swift":
            "final class SignInViewController {}",
        ]),
      Example(
        "final class AddAssembly {}", path: "Add/User Interface/Assembly/AddAssembly.swift",
        context: [
          "Add/Application Logic/Interactor/AddInteractor.swift": "final class AddInteractor {}",
          "Add/User Interface/Presenter/AddPresenter.swift": "final class AddPresenter {}",
          "Add/User Interface/Router/AddRouter.swift": "final class AddRouter {}",
          "Add/User Interface/View/AddViewController.swift": "final class AddViewController {}",
        ]),
      // Generamba's (Rambler's) swifty_viper dialect: its `Configurator` folder is the
      // assembly's, with no option.
      Example(
        "final class ChatModuleConfigurator {}",
        path: "App/Chat/Configurator/ChatModuleConfigurator.swift",
        context: [
          "App/Chat/Configurator/ChatModuleInitializer.swift": "final class ChatModuleInitializer {}",
          "App/Chat/Interactor/ChatInteractor.swift": "final class ChatInteractor {}",
          "App/Chat/Presenter/ChatPresenter.swift": "final class ChatPresenter {}",
          "App/Chat/Router/ChatRouter.swift": "final class ChatRouter {}",
          "App/Chat/View/ChatViewController.swift": "final class ChatViewController {}",
        ]),
    ])

  var options = VIPERModuleRuleOptions()

  func check(_ project: LintedProject) {
    let layout = options.module
    let index = project.index
    let found = VIPERModules.of(index, layout)
    let modules = found.all
    guard !modules.isEmpty else { return }
    // Module folder → the first file in it by path order, and the names of its subfolders (to
    // name the team's folder for a missing layer in the message).
    var firstFile: [String: String] = [:]
    var subfolders: [String: Set<String>] = [:]
    // Module folder → the names its elements start with (`ChatModule` of
    // `ChatModulePresenter`), one per element.
    var prefixes: [String: [String]] = [:]
    let paths = Set(modules.map(\.path))
    for file in index.files {
      // Empty components kept, so that absolute paths join back as the modules' paths.
      let components = PathUtilities.components(file.path, keepingEmpty: true).map(String.init)
      guard components.count > 1, file.kind != .tests else { continue }
      // Reported at the first file of a layer folder, as a reader opens the module.
      var holders = Set<String>()
      for candidate in layout.candidatePlaces(ofFile: file.path) {
        guard let module = found.module(holding: candidate.modulePath) else { continue }
        holders.insert(module.path)
        if firstFile[module.path].map({ file.path < $0 }) ?? true {
          firstFile[module.path] = file.path
        }
      }
      for path in holders {
        for type in file.types where type.parents.isEmpty {
          if let prefix = VIPERModules.elementPrefix(of: type.name, layout) {
            prefixes[path, default: []].append(prefix)
          }
        }
      }
      for end in 1..<(components.count - 1) {
        let folder = components[..<end].joined(separator: "/")
        if paths.contains(folder) { subfolders[folder, default: []].insert(components[end]) }
      }
    }
    // A module split over targets (its core in one, an integration's assembly and router in
    // another) is one module: its layers are those of all the folders with its name.
    var layersByName: [String: Set<VIPERLayer>] = [:]
    for module in modules { layersByName[module.name, default: []].formUnion(module.layers) }
    for module in modules {
      guard let first = firstFile[module.path] else { continue }
      let location = Location(path: first, line: 1, column: 1)
      let present = layersByName[module.name] ?? []
      let missing = VIPERLayer.allCases.filter { !present.contains($0) }
      if !missing.isEmpty {
        let folders = missing.map { layout.folders(of: $0).first ?? $0.rawValue }
        let hints = missing.map {
          Self.optionHint(for: $0, layout, subfolders: subfolders[module.path] ?? [])
        }
        project.report(
          at: location,
          "\(module.described) has no \(folders.joined(separator: ", ")) folder\(folders.count > 1 ? "s" : ""): keep every layer in its own folder, or map the team's folder name to its layer (\(hints.joined(separator: "; ")))"
        )
      }
      // The name its elements carry, not the folder's: G2's layout names folders `NewPostModule/`.
      if let named = Self.mostCommon(prefixes[module.path] ?? []),
        named.hasSuffix("Module"), named.count > "Module".count
      {
        let described =
          named == module.name
          ? module.described : "\(module.described), whose elements are named '\(named)…',"
        project.report(
          at: location,
          "\(described) should be named for its purpose without the 'Module' suffix ('\(named.dropLast(6))')"
        )
      }
    }
  }

  /// The name most of `names` are; among equals the shortest, then the first alphabetically.
  static func mostCommon(_ names: [String]) -> String? {
    var votes: [String: Int] = [:]
    for name in names { votes[name, default: 0] += 1 }
    return votes.min { ($1.value, $0.key.count, $0.key) < ($0.value, $1.key.count, $1.key) }?.key
  }

  /// Folder names teams give each layer, to suggest the option that maps one.
  static let usualFolders: [VIPERLayer: [String]] = [
    .assembly: ["Configurator", "Builder", "Assembler", "Factory", "DI"],
    .interactor: ["Interactors", "UseCase", "UseCases", "Logic"],
    .presenter: ["Presenters"],
    .router: ["Wireframe", "Routing", "Coordinator", "Navigation"],
    .view: ["Views", "UI", "ViewController", "ViewControllers", "Controller", "Controllers"],
  ]

  /// `assembly-folders: [Assembly, Configurator]`, with the module's own folder of that kind
  /// when it has one.
  static func optionHint(
    for layer: VIPERLayer, _ layout: VIPERModuleOptions, subfolders: Set<String>
  ) -> String {
    let known = layout.folders(of: layer)
    let usual = (usualFolders[layer] ?? []).filter { !known.contains($0) }
    let alias = usual.first { subfolders.contains($0) } ?? usual.first ?? layer.rawValue.capitalized
    let folders = known + [alias]
    return "`\(layer.rawValue)-folders: [\(folders.joined(separator: ", "))]`"
  }
}
