import CanonLint
import Foundation

/// "Which VIPER module holds the folder at `holderPath`?", with the project's layout: what a
/// module-aware rule's finding asks the index, answered from the project's modules.
///
/// Asked as a question (`ProjectIndex.ask`), a cached file's findings depend on that module's
/// path, name and layers alone: a declaration added in another module, or outside any, leaves
/// them cached, where the module map as a whole changes with every declaration.
struct VIPERModuleQuestion: IndexQuestion {
  static let id = "viper-module"
  var layout: VIPERModuleOptions
  var holderPath: String

  init(layout: VIPERModuleOptions, holderPath: String) {
    self.layout = layout
    self.holderPath = holderPath
  }

  /// The layout (it is configuration, which the answer depends on), a line break, the path.
  var key: String {
    LayoutKeys.shared.key(of: layout) + "\n" + holderPath
  }

  init?(key: String) {
    // The layout's JSON has no line break of its own: the first one ends it.
    guard let lineBreak = key.firstIndex(of: "\n"),
      let layout = LayoutKeys.shared.layout(ofKey: String(key[..<lineBreak]))
    else { return nil }
    self.init(layout: layout, holderPath: String(key[key.index(after: lineBreak)...]))
  }

  func answer(in index: ProjectIndex) -> VIPERModule? {
    VIPERModules.of(index, layout).module(holding: holderPath)
  }

  static func combine(_ answer: VIPERModule?, into hash: inout StableHash) {
    guard let module = answer else { return hash.combine(false) }
    hash.combine(true)
    hash.combine(module.path)
    hash.combine(module.name)
    for layer in VIPERLayer.allCases { hash.combine(module.layers.contains(layer)) }
  }
}

/// The layouts' keys, made once: a key is asked for each finding a module-aware rule settles.
private final class LayoutKeys: @unchecked Sendable {
  static let shared = LayoutKeys()
  // Guarded by `lock`: findings are settled on all cores. A project has one layout or a few.
  private var keys: [VIPERModuleOptions: String] = [:]
  private var layouts: [String: VIPERModuleOptions] = [:]
  private let lock = NSLock()

  func key(of layout: VIPERModuleOptions) -> String {
    if let key = lock.withLock({ keys[layout] }) { return key }
    // Sorted keys: the same layout is the same text in every run.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let key = (try? encoder.encode(layout)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    lock.withLock {
      keys[layout] = key
      layouts[key] = layout
    }
    return key
  }

  func layout(ofKey key: String) -> VIPERModuleOptions? {
    if let layout = lock.withLock({ layouts[key] }) { return layout }
    guard let layout = try? JSONDecoder().decode(VIPERModuleOptions.self, from: Data(key.utf8))
    else { return nil }
    lock.withLock { layouts[key] = layout }
    return layout
  }
}
