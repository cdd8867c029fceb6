import CanonLint

/// Modules whose files sit side by side in the module's folder, without layer folders
/// (fearless-iOS's `Modules/About/`: `AboutPresenter.swift`, `AboutViewController.swift`,
/// `AboutWireframe.swift`, `AboutViewFactory.swift`, `AboutProtocols.swift`).
///
/// A folder is such a module when the project declares in it, at the top level of its own files,
/// a presenter and an element of at least one other layer, all named after the folder.
enum FlatModules {
  /// The element names of each layer in a flat module, after the module's name.
  static let elements: [(name: String, layer: VIPERLayer)] = [
    ("ViewController", .view), ("Presenter", .presenter), ("Interactor", .interactor),
    ("Router", .router), ("Wireframe", .router), ("Assembly", .assembly),
    ("ViewFactory", .assembly), ("ModuleConfigurator", .assembly), ("Configurator", .assembly),
    ("Builder", .assembly),
  ]

  /// The names of the project's flat modules.
  static func names(in index: ProjectIndex) -> Set<String> {
    var layersByFolder: [String: Set<VIPERLayer>] = [:]
    var nameOfFolder: [String: String] = [:]
    for file in index.files where file.kind != .tests {
      let components = PathUtilities.components(file.path, keepingEmpty: true)
      guard components.count >= 2, let folderName = components.dropLast().last, !folderName.isEmpty
      else { continue }
      let name = VIPERModuleOptions.moduleName(ofFolder: String(folderName))
      guard !name.isEmpty else { continue }
      for type in file.types where type.parents.isEmpty && type.kind != .protocol {
        guard type.name.hasPrefix(name),
          let element = elements.first(where: { type.name == name + $0.name })
        else { continue }
        let folder = components.dropLast().joined(separator: "/")
        layersByFolder[folder, default: []].insert(element.layer)
        nameOfFolder[folder] = name
      }
    }
    var names = Set<String>()
    for (folder, layers) in layersByFolder where layers.contains(.presenter) && layers.count >= 2 {
      if let name = nameOfFolder[folder] { names.insert(name) }
    }
    return names
  }
}
