import CanonLint

/// A VIPER module folder keeps every layer in its own folder and is named for its purpose.
struct ViperModuleLayout: ProjectRule {
  static let description = RuleDescription(
    id: "viper-module-layout",
    summary: "A VIPER module folder missing a layer folder, or named with a `Module` suffix",
    rationale: """
      Every element of a module lives in the layer folder of the module's own folder (`Assembly`, \
      `Interactor`, `Presenter`, `Router`, `View`), so that any module can be read the same way. \
      The module's name says what it is for; `Module` adds nothing. A folder is taken for a \
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
      Example(
        "↓final class ChatAssembly {}", path: "App/ChatModule/Assembly/ChatAssembly.swift",
        context: [
          "App/ChatModule/Interactor/ChatInteractor.swift": "final class ChatInteractor {}",
          "App/ChatModule/Presenter/ChatPresenter.swift": "final class ChatPresenter {}",
          "App/ChatModule/Router/ChatRouter.swift": "final class ChatRouter {}",
          "App/ChatModule/View/ChatViewController.swift": "final class ChatViewController {}",
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
    let paths = Set(modules.map(\.path))
    for file in index.files {
      // Empty components kept, so that absolute paths join back as the modules' paths.
      let components = PathUtilities.components(file.path, keepingEmpty: true).map(String.init)
      guard components.count > 1, file.kind != .tests else { continue }
      // Reported at the first file of a layer folder, as a reader opens the module.
      for candidate in layout.candidatePlaces(ofFile: file.path) {
        guard let module = found.module(holding: candidate.modulePath) else { continue }
        if firstFile[module.path].map({ file.path < $0 }) ?? true {
          firstFile[module.path] = file.path
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
      let folderName = VIPERModuleOptions.moduleName(ofFolder: module.folderName)
      if let named = [module.name, folderName].first(where: {
        $0.hasSuffix("Module") && $0.count > "Module".count
      }) {
        project.report(
          at: location,
          "\(module.described) should be named for its purpose without the 'Module' suffix ('\(named.dropLast(6))')"
        )
      }
    }
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
