import CanonLint
import Foundation

/// A VIPER module of the project: where it is, what it is called, and which layer folders it has.
struct VIPERModule: Sendable, Equatable {
  /// The module's folder, as files are reported (`App/Settings` for `App/Settings/Module/View/…`).
  var path: String
  /// The name its elements carry (`SignIn` for `Sign In/SignInPresenter`).
  var name: String
  /// The layers with a folder in the module (in a wrapper folder of it too).
  var layers: Set<VIPERLayer>

  /// The module's folder name as written (`Sign In`), for messages.
  var folderName: String {
    PathUtilities.components(path).last.map(String.init) ?? path
  }

  /// How messages name the module: `module 'SignIn' (folder `Sign In/`)`, the folder only when
  /// its name differs from the module's.
  var described: String {
    folderName == name ? "module '\(name)'" : "module '\(name)' (folder `\(folderName)/`)"
  }
}

/// The project's VIPER modules, found once per project index and layout.
///
/// A folder holding layer folders (`Interactor/`, `View/`, …) is a module when its elements'
/// names agree with it: at least half of the types named like elements (`…Presenter`,
/// `…ViewInput`, `…ModuleConfigurator`) in its layer folders start with its name. Otherwise the
/// name comes from the elements' most common prefix, and the module is the nearest enclosing
/// folder of that name (`Settings/Module/`, `Discover/VMP/`, `SignIn/Sources/`, `Add/User
/// Interface/` are wrappers inside `Settings`, `Discover`, `SignIn` and `Add`), or the folder
/// itself when none is. A folder whose elements agree on no name is no module.
struct VIPERModules: Sendable {
  private var moduleByHolder: [String: VIPERModule] = [:]
  /// Every module, by path.
  private(set) var all: [VIPERModule] = []
  /// The names of the modules, those of flat module folders included (`FlatModules`).
  private var moduleNames: Set<String> = []

  /// Whether `name` names a module: one with layer folders, or a flat module folder.
  func isModuleName(_ name: String) -> Bool {
    moduleNames.contains(name)
  }

  func module(holding holderPath: String) -> VIPERModule? {
    moduleByHolder[holderPath]
  }

  static func of(_ index: ProjectIndex, _ layout: VIPERModuleOptions) -> VIPERModules {
    // Made from every file's summary, once, for all conditions: a condition that reads the map
    // depends on all of them. Conditions ask `VIPERModuleQuestion` instead, for one module.
    index.noteMemoRead(fromFactsOf: nil)
    return VIPERModulesCache.shared.modules(of: index, layout) { VIPERModules(index, layout) }
  }

  init(_ index: ProjectIndex, _ layout: VIPERModuleOptions) {
    struct Holder {
      var layers = Set<VIPERLayer>()
      var typeNames: [String] = []
    }
    var holders: [String: Holder] = [:]
    // Test sources mirror the modules' folders (G2 tests) but are not modules themselves.
    for file in index.files where file.kind != .tests {
      for candidate in layout.candidatePlaces(ofFile: file.path) {
        holders[candidate.modulePath, default: Holder()].layers.insert(candidate.layer)
        for type in file.types
        where type.parents.isEmpty && !type.modifiers.contains("private")
          && !type.modifiers.contains("fileprivate")
        {
          holders[candidate.modulePath, default: Holder()].typeNames.append(type.name)
        }
      }
    }
    var byPath: [String: VIPERModule] = [:]
    var holderModule: [String: String] = [:]
    // In path order, so that the module's name is the same from run to run when its folders
    // disagree (the outermost holder names it).
    for (holderPath, holder) in holders.sorted(by: { $0.key < $1.key }) {
      guard
        let (path, name) = Self.resolve(holderPath, typeNames: holder.typeNames, layout)
      else { continue }
      holderModule[holderPath] = path
      byPath[path, default: VIPERModule(path: path, name: name, layers: [])].layers
        .formUnion(holder.layers)
    }
    let minimum = max(1, layout.minimumLayers)
    for (holderPath, path) in holderModule {
      guard let module = byPath[path], module.layers.count >= minimum else { continue }
      moduleByHolder[holderPath] = module
    }
    all = byPath.values.filter { $0.layers.count >= minimum }.sorted { $0.path < $1.path }
    moduleNames = Set(all.map(\.name)).union(FlatModules.names(in: index))
  }

  /// The module path and name of the folder `holderPath`, from its elements' names.
  static func resolve(
    _ holderPath: String, typeNames: [String], _ layout: VIPERModuleOptions
  ) -> (path: String, name: String)? {
    // Empty components kept: an absolute path's ancestors are joined back with their `/`.
    let folders = PathUtilities.components(holderPath, keepingEmpty: true).map(String.init)
    guard let folder = folders.last, !folder.isEmpty else { return nil }
    let folderName = VIPERModuleOptions.moduleName(ofFolder: folder)
    let prefixes = typeNames.compactMap { elementPrefix(of: $0, layout) }
    // No element-like names to go by: the folder names the module, as the guide has it.
    guard !prefixes.isEmpty else { return folderName.isEmpty ? nil : (holderPath, folderName) }

    let agreeing = prefixes.filter { $0.lowercased().hasPrefix(folderName.lowercased()) }
    if !folderName.isEmpty, agreeing.count * 2 >= prefixes.count, let first = agreeing.first {
      // Spelled as the elements spell it (`Sign in/` holds `SignInPresenter`).
      return (holderPath, String(first.prefix(folderName.count)))
    }
    var votes: [String: Int] = [:]
    for prefix in prefixes { votes[prefix, default: 0] += 1 }
    // The most votes; among equals the shortest name, then the first alphabetically.
    let ranked = votes.sorted {
      ($1.value, $0.key.count, $0.key) < ($0.value, $1.key.count, $1.key)
    }
    guard let best = ranked.first?.key else { return nil }
    let carrying = prefixes.filter { $0.hasPrefix(best) }.count
    guard carrying * 2 >= prefixes.count else { return nil }
    // A wrapper folder: the module is the nearest enclosing folder named like its elements.
    for up in 1...2 where folders.count > up {
      let ancestor = folders[folders.count - 1 - up]
      guard !ancestor.isEmpty else { break }
      if VIPERModuleOptions.moduleName(ofFolder: ancestor).lowercased() == best.lowercased() {
        return (folders[..<(folders.count - up)].joined(separator: "/"), best)
      }
    }
    // Named by its elements alone: more than one of them must agree.
    return carrying >= 2 ? (holderPath, best) : nil
  }

  /// The module name an element-like type name starts with: `SignInModuleConfigurator` →
  /// `SignIn`, `LoginInteractorImpl` → `Login`; `nil` for other names.
  static func elementPrefix(of typeName: String, _ layout: VIPERModuleOptions) -> String? {
    let name = layout.strippingSuffix(typeName)
    guard
      let element = VIPERLayer.telling.first(where: { name.hasSuffix($0) && name.count > $0.count })
    else { return nil }
    return String(name.dropLast(element.count))
  }
}

/// The modules of the last projects linted, so that every file's condition reuses them. Entries
/// hold their index weakly: a new index (another lint, another test) never meets old modules.
private final class VIPERModulesCache: @unchecked Sendable {
  static let shared = VIPERModulesCache()

  private struct Entry {
    weak var index: ProjectIndex?
    var layout: VIPERModuleOptions
    var modules: VIPERModules
  }
  private var entries: [Entry] = []
  private let lock = NSLock()

  func modules(
    of index: ProjectIndex, _ layout: VIPERModuleOptions, _ make: () -> VIPERModules
  ) -> VIPERModules {
    if let kept = lookup(index, layout) { return kept }
    // Made outside the lock: other rules' conditions must not wait for this one's modules.
    let made = make()
    lock.lock()
    defer { lock.unlock() }
    if let kept = entries.first(where: { $0.index === index && $0.layout == layout }) {
      return kept.modules
    }
    entries.removeAll { $0.index == nil }
    if entries.count >= 16 { entries.removeFirst() }
    entries.append(Entry(index: index, layout: layout, modules: made))
    return made
  }

  private func lookup(_ index: ProjectIndex, _ layout: VIPERModuleOptions) -> VIPERModules? {
    lock.lock()
    defer { lock.unlock() }
    return entries.first(where: { $0.index === index && $0.layout == layout })?.modules
  }
}
