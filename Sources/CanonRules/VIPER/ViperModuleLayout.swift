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
      names of each layer are options, so `Configurator` can stand for `Assembly`. A module split \
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
      // Generamba's swifty_viper dialect, configured.
      Example(
        "final class ChatConfigurator {}", path: "App/Chat/Configurator/ChatConfigurator.swift",
        context: [
          "App/Chat/Interactor/ChatInteractor.swift": "final class ChatInteractor {}",
          "App/Chat/Presenter/ChatPresenter.swift": "final class ChatPresenter {}",
          "App/Chat/Router/ChatRouter.swift": "final class ChatRouter {}",
          "App/Chat/View/ChatViewController.swift": "final class ChatViewController {}",
        ], options: "assembly-folders: [Assembly, Configurator]"),
    ])

  var options = VIPERModuleRuleOptions()

  func check(_ project: LintedProject) {
    let layout = options.module
    let index = project.index
    // Module folder → the first file in it by path order.
    var modules: [String: String] = [:]
    var seen = Set<String>()
    for file in index.files {
      for candidate in layout.candidatePlaces(ofFile: file.path) {
        let path = candidate.modulePath
        if let first = modules[path] {
          if file.path < first { modules[path] = file.path }
          continue
        }
        guard seen.insert(path).inserted, layout.isModule(path, in: index) else { continue }
        modules[path] = file.path
      }
    }
    // A module split over targets (its core in one, an integration's assembly and router in
    // another) is one module: its layers are those of all the folders with its name.
    var layersByName: [String: Set<VIPERLayer>] = [:]
    for modulePath in modules.keys {
      layersByName[Self.name(of: modulePath), default: []].formUnion(
        layout.layers(in: modulePath, index))
    }
    for (modulePath, firstFile) in modules.sorted(by: { $0.key < $1.key }) {
      let name = Self.name(of: modulePath)
      let location = Location(path: firstFile, line: 1, column: 1)
      let present = layersByName[name] ?? []
      let missing = VIPERLayer.allCases.filter { !present.contains($0) }
      if !missing.isEmpty {
        let folders = missing.map { layout.folders(of: $0).first ?? $0.rawValue }
        project.report(
          at: location,
          "module '\(name)' has no \(folders.joined(separator: ", ")) folder\(folders.count > 1 ? "s" : ""): keep every layer in its own folder"
        )
      }
      if name.hasSuffix("Module"), name.count > "Module".count {
        project.report(
          at: location,
          "module '\(name)' should be named for its purpose without the 'Module' suffix ('\(name.dropLast(6))')"
        )
      }
    }
  }

  static func name(of modulePath: String) -> String {
    PathUtilities.components(modulePath).last.map(String.init) ?? modulePath
  }
}
