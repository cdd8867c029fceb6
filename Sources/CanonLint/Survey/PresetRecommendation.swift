/// The presets an app looks like, from its `ArchitectureEvidence`, each with the sentence that
/// says why: what `canon config init` writes and a first run without a configuration prints.
///
/// One architecture preset at most, beside `base`, decided in the order the guides' systems
/// include one another: VIPER modules first (a VIPER app has view models rarely and coordinators
/// never), then, among view-model apps, a Swinject container (G4 may have coordinators), then
/// coordinators (G3), then binding libraries in view models (G1), then plain MVVM (G0).
public struct PresetRecommendation: Sendable, Equatable {
  /// `base` and the architecture preset, if any.
  public var presets: [String]
  /// Why each preset, and what was looked for and not found: one line each.
  public var evidence: [String]
  /// Whether the VIPER app is Clean Swift (VIP): `viper-dialect: vip`.
  public var vip = false
  /// Dialect options for the VIPER rules that take a module layout, by option name.
  public var viperOptions: [(name: String, values: [String])]

  /// What makes a system more than a coincidence: a handful of its parts.
  static let minimum = 3

  public init(_ found: ArchitectureEvidence) {
    presets = ["base"]
    evidence = []
    viperOptions = []
    let viewModels = found.classViewModels
    let coordinators = found.navigatingCoordinators
    let modules = found.viperModules.count
    if modules >= Self.minimum && modules * 2 >= viewModels {
      presets.append("viper")
      evidence.append(
        "\(Count.of(modules, "VIPER module")) (folders with a presenter and an interactor), "
          + "\(Count.of(found.count(.router), "router")), \(Count.of(found.count(.assembly), "assembly", "assemblies")) → viper")
      viperOptions = Self.dialect(found, modules: modules)
      if found.vipScenes >= Self.minimum {
        vip = true
        evidence.append(
          "\(Count.of(found.vipScenes, "scene")) with Clean Swift's Request/Response models → viper-dialect: vip")
      }
      return
    }
    // A Swinject container decides even where view models are few: G4's system is the container.
    let container = found.swinjectFiles >= Self.minimum || (found.swinjectFiles > 0 && viewModels >= Self.minimum)
    guard viewModels >= Self.minimum || container || coordinators >= Self.minimum else {
      evidence.append(
        "no architecture found: \(Count.of(viewModels, "view model")), \(Count.of(modules, "VIPER module")), "
          + "\(Count.of(coordinators, "coordinator")) → base only")
      return
    }
    let bindings = found.boundViewModels
    if container {
      presets.append("mvvm-di")
      evidence.append(
        "\(Count.of(viewModels, "view model")) and Swinject (imported by \(Count.of(found.swinjectFiles, "file"))"
          + (found.quickSpecs > 0 ? ", \(Count.of(found.quickSpecs, "Quick spec"))" : "") + ") → mvvm-di")
    } else if coordinators >= Self.minimum {
      presets.append("mvvm-c")
      evidence.append("\(Count.of(coordinators, "coordinator")) that navigate (a `start` method or a navigation controller) and \(Count.of(viewModels, "view model")) → mvvm-c")
    } else if bindings * 3 >= viewModels {
      let libraries = found.bindingLibraries.keys.filter { $0 != "Combine" }.sorted().joined(separator: ", ")
      presets.append("mvvm-bindings")
      evidence.append(
        "\(Count.of(viewModels, "view model")), \(bindings) of them bound with \(libraries) → mvvm-bindings")
    } else {
      presets.append("mvvm")
      let services = found.count(.navigationService)
      evidence.append(
        "\(Count.of(viewModels, "view model"))"
          + (services > 0 ? ", \(Count.of(services, "navigation service"))" : "")
          + ", \(Count.of(coordinators, "coordinator")), no Swinject, no binding library → mvvm")
    }
  }

  /// The module-layout options that fit the dialect most modules use.
  static func dialect(_ found: ArchitectureEvidence, modules: Int) -> [(name: String, values: [String])] {
    let common = { (word: String) in (found.viperDialect[word] ?? 0) * 2 >= modules }
    // A dialect's own layer folder is one enough modules have: a quarter, and at least two.
    let own = { (layer: Role) in
      (found.otherLayerFolders[layer] ?? [:]).filter { $0.value * 4 >= modules && $0.value >= 2 }
        .sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
    }
    var options: [(name: String, values: [String])] = []
    let assemblies = ["Configurator", "Initializer", "Builder"].filter(common) + own(.assembly)
    if !assemblies.isEmpty { options.append(("assembly-folders", ["Assembly"] + assemblies)) }
    for (layer, name, defaults) in Self.otherLayers {
      let folders = (layer == .router && common("Wireframe") ? ["Wireframe"] : []) + own(layer)
      if !folders.isEmpty { options.append((name, defaults + folders)) }
    }
    if common("Impl") { options.append(("type-suffixes", ["Impl"])) }
    return options
  }

  /// The layers besides the assembly whose folder names are options, and their default names.
  static let otherLayers: [(layer: Role, option: String, defaults: [String])] = [
    (.interactor, "interactor-folders", ["Interactor"]),
    (.presenter, "presenter-folders", ["Presenter"]),
    (.router, "router-folders", ["Router"]),
    (.view, "view-folders", ["View"]),
  ]

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.presets == rhs.presets && lhs.evidence == rhs.evidence && lhs.vip == rhs.vip
      && lhs.viperOptions.map(\.name) == rhs.viperOptions.map(\.name)
      && lhs.viperOptions.map(\.values) == rhs.viperOptions.map(\.values)
  }
}
