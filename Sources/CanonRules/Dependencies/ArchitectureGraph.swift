import CanonLint

/// Builds `canon graph`'s picture from what `layer-dependencies` recorded in the index: the
/// same references, resolved the same way, so the graph's red edges are the rule's findings.
public enum ArchitectureGraph {
  /// The id of the rule whose facts hold the references: a run that wants a graph enables it.
  public static let ruleID = LayerDependencies.id

  /// The id of the rule whose options name the VIPER layer folders (`router-folders: [Wireframe]`)
  /// by which VIPER modules are found.
  public static let viperLayoutRuleID = ViperModuleLayout.id

  /// What to draw.
  public struct Request: Sendable {
    public var level: DependencyGraph.Level
    /// Only references written in, or to a type declared in, a file these globs match (all when
    /// empty).
    public var paths: GlobSet
    /// The configured `viper-module-layout`, when there is one: its folder names find the VIPER
    /// modules (the default names otherwise).
    public var viperLayout: (any Rule)?

    public init(level: DependencyGraph.Level, paths: GlobSet = [], viperLayout: (any Rule)? = nil) {
      self.level = level
      self.paths = paths
      self.viperLayout = viperLayout
    }
  }

  /// The graph of the project `index` describes, with the layers and boundaries of `rule` (the
  /// configured `layer-dependencies`; the preset-free defaults when it is not one). A forbidden
  /// reference at a place `isSuppressed` (a `canon:disable` comment, `LintResult.isSuppressed`)
  /// is drawn but not counted as a violation, as it is no finding.
  public static func build(
    _ index: ProjectIndex, rule: (any Rule)?, request: Request,
    isSuppressed: (Location) -> Bool = { _ in false }
  ) -> DependencyGraph {
    build(
      index, options: (rule as? LayerDependencies)?.options ?? LayerDependencies.Options(), request: request,
      isSuppressed: isSuppressed)
  }

  /// The graph from the references recorded under `factsOf` (a rule that records them as
  /// `layer-dependencies` does).
  static func build(
    _ index: ProjectIndex, options: LayerDependencies.Options, request: Request,
    factsOf ruleID: String = LayerDependencies.id, isSuppressed: (Location) -> Bool = { _ in false }
  ) -> DependencyGraph {
    var builder = DependencyGraph.Builder(level: request.level)
    // VIPER modules as the VIPER rules find them, in any folder.
    let layout = (request.viperLayout as? ViperModuleLayout)?.options.module ?? VIPERModuleOptions()
    let viper = request.level == .layers ? [] : VIPERModules.of(index, layout).all
    let modules = ProjectModules(index, moduleFolders: Self.nodeNames(of: viper))
    let kinds = Dictionary(index.files.map { ($0.path, $0.kind) }, uniquingKeysWith: { first, _ in first })
    let isApp = { (path: String) in kinds[path] == .production }
    func wanted(_ paths: String...) -> Bool {
      request.paths.isEmpty || paths.contains { request.paths.matchesAtAnyDepth($0) }
    }

    switch request.level {
    case .layers:
      for layer in options.layers.layers { builder.addNode(layer.name) }
    case .modules:
      for (module, paths) in modules.files {
        for path in paths where isApp(path) && wanted(path) { builder.addNode(module, file: path) }
      }
    case .types:
      break
    }
    LayerDependencies.forEachReference(in: index, options: options, all: true, factsOf: ruleID) { reference in
      guard isApp(reference.path) else { return }
      let places = reference.places().map { Location(path: reference.path, line: $0.line, column: $0.column) }
      let count = places.count
      let place = places.min()
      let violations = reference.forbidden == nil ? 0 : places.count { !isSuppressed($0) }
      switch request.level {
      case .layers:
        guard wanted(reference.path) else { return }
        for from in reference.fromLayers.sorted() {
          for to in reference.toLayers.sorted() where !reference.fromLayers.contains(to) {
            let broken = reference.forbidden.map { $0.from == from && $0.to == to } ?? false
            builder.addReference(
              from: from, to: to, count: count, violations: broken ? violations : 0, place: place)
          }
        }
      case .modules:
        guard let from = modules.module(of: reference.path) else { return }
        let to: String
        let declaration: String?
        if reference.isImport {
          // An import is a reference to a module of the project only.
          guard let files = modules.files[reference.target], files.contains(where: isApp) else { return }
          to = reference.target
          declaration = nil
        } else {
          guard let declared = Self.declaration(of: reference.target, seenFrom: reference.path, index: index, modules: modules)
          else { return }
          to = declared.module
          declaration = declared.path
        }
        guard wanted(reference.path, declaration ?? reference.path) else { return }
        builder.addReference(from: from, to: to, count: count, violations: violations, place: place)
      case .types:
        guard !reference.isImport, !reference.owner.isEmpty,
          let declared = Self.declaration(of: reference.target, seenFrom: reference.path, index: index, modules: modules),
          wanted(reference.path, declared.path)
        else { return }
        builder.addNode(reference.owner, file: reference.path)
        builder.addNode(reference.target, file: declared.path)
        builder.addReference(
          from: reference.owner, to: reference.target, count: count, violations: violations, place: place)
      }
    }
    if request.level == .modules {
      addDeclaredDependencies(of: index, modules: modules, isApp: isApp, narrowed: !request.paths.isEmpty, to: &builder)
    }
    return builder.build()
  }

  /// The dependencies the build files declare between the app's modules, as edges: those no
  /// reference uses too, so that each edge says whether it is declared. A module's
  /// declarations add up (a `project.yml` target and the `Podfile` target of its name); test
  /// modules are not drawn. A `narrowed` graph (`--only`) keeps those between its nodes.
  private static func addDeclaredDependencies(
    of index: ProjectIndex, modules: ProjectModules, isApp: (String) -> Bool, narrowed: Bool,
    to builder: inout DependencyGraph.Builder
  ) {
    var dependencies: [String: [String]] = [:]
    // The modules a build file compiles (a Podfile's targets compile nothing of their own).
    var compiled = Set<String>()
    for module in index.declaredModules where !module.isTests {
      dependencies[module.name, default: []] += module.dependencies
      if module.kind != .podfileTarget { compiled.insert(module.name) }
    }
    func isNode(_ name: String) -> Bool {
      if narrowed { return builder.hasNode(name) }
      return compiled.contains(name) || modules.files[name]?.contains(where: isApp) == true
    }
    for (module, names) in dependencies.sorted(by: { $0.key < $1.key }) where isNode(module) {
      builder.declaresDependencies(of: module)
      for name in names where isNode(name) { builder.addDeclaredDependency(from: module, to: name) }
    }
  }

  /// The VIPER modules' names by folder, each the node of its own module: two modules with one
  /// name in different folders (`Admin/Login`, `Shop/Login`) are named by as many of their last
  /// folders as tell them apart, where one name made them one node.
  static func nodeNames(of modules: [VIPERModule]) -> [String: String] {
    var names: [String: String] = [:]
    for sameName in Dictionary(grouping: modules, by: \.name).values {
      let paths = Set(sameName.map(\.path)).sorted()
      guard paths.count > 1 else {
        if let path = paths.first { names[path] = sameName[0].name }
        continue
      }
      let name = sameName[0].name
      let folders = paths.map { PathUtilities.components($0).dropLast().map(String.init) }
      func tails(_ count: Int) -> [String] {
        folders.map { ($0.suffix(count) + [name]).joined(separator: "/") }
      }
      // The folder above the module's, then more, until every module's tail is its own.
      let deepest = folders.map(\.count).max() ?? 0
      var count = 1
      while count < deepest, Set(tails(count)).count < paths.count { count += 1 }
      var named = tails(count)
      // Folders told apart only by how their last is written (`Sign In/`, `SignIn/`).
      if Set(named).count < paths.count { named = paths }
      for (path, node) in zip(paths, named) { names[path] = node }
    }
    return names
  }

  /// Where the top-level type `name`, written in the file at `path`, is declared: in the file's
  /// own module when it declares one (a file two targets compile is in each of them), else the
  /// first declaration in app code the file sees (`ProjectIndex.sees(typesIn:from:)`: its own
  /// module's or an imported module's).
  static func declaration(of name: String, seenFrom path: String, index: ProjectIndex, modules: ProjectModules)
    -> (path: String, module: String)?
  {
    let own = modules.module(of: path)
    var found: (path: String, module: String)?
    for type in index.types(named: name) where type.parents.isEmpty {
      let declaringPath = type.location.path
      guard let module = modules.module(of: declaringPath), index.sees(typesIn: declaringPath, from: path)
      else { continue }
      if let own, modules.modules(of: declaringPath).contains(own) { return (declaringPath, own) }
      if found == nil { found = (declaringPath, module) }
    }
    return found
  }
}
