import CanonLint
import CanonRules
import Foundation
import Testing

/// Modules that podspecs, Xcode projects and XcodeGen specs declare, and their declared
/// dependencies, as `canon graph --level modules`, `layers:` by module and the cache see them.
@Suite struct DeclaredModuleGraphTests {
  let graphs = ArchitectureGraphTests()

  static func edges(_ graph: DependencyGraph) -> [String] {
    graph.edges.map { "\($0.from) -> \($0.to)" }
  }

  /// The pods are the nodes, as their podspecs select their files (a file a podspec's
  /// `exclude_files` leaves out is compiled in no pod and falls back to its top folder), and
  /// their imports and references are the edges. The test spec is test code, not drawn.
  @Test func podsAreTheModulesOfTheGraph() throws {
    let graph = try graphs.graph(
      .modules, configuration: "presets: [base]", fixture: "modules-pods")
    #expect(graph.nodes.map(\.id) == ["App", "Core", "Wallet", "modules"])
    #expect(graph.nodes.map(\.files) == [1, 1, 1, 1])
    #expect(Self.edges(graph) == ["App -> Core", "App -> Wallet", "Wallet -> Core"])
    // The wallet's podspec declares its dependency on the core; the app's folder has no build
    // file that says what it depends on.
    #expect(graph.edges.map(\.dependency) == [nil, nil, .declared])
  }

  static func kinds(_ graph: DependencyGraph) -> [String] {
    graph.edges.map { "\($0.from) -> \($0.to) \($0.count) \($0.dependency?.rawValue ?? "-")" }
  }

  /// The targets of an XcodeGen spec are the nodes; the app's dependencies on them are
  /// declared, and used or not; a reference no dependency declares is told apart.
  @Test func xcodeGenTargetsAndTheirDependenciesAreTheGraph() throws {
    let graph = try graphs.graph(
      .modules, configuration: "presets: [base]", fixture: "modules-xcodegen")
    // The app's excluded legacy file is in no target: it falls back to its top folder, `App`.
    #expect(graph.nodes.map(\.id) == ["Analytics", "App", "ShopKit"])
    #expect(
      Self.kinds(graph) == [
        "Analytics -> ShopKit 2 undeclared", "App -> Analytics 0 declared-unused", "App -> ShopKit 2 declared",
      ])
    // The kit's `OldCart` is no type it can see: no edge from the kit to the app.
    #expect(graph.cycles.isEmpty)
  }

  /// Each target is a node; a file two targets compile resolves in the target that refers to
  /// it, so the widget does not depend on the app.
  @Test func xcodeTargetsAreTheModulesOfTheGraph() throws {
    let graph = try graphs.graph(
      .modules, configuration: "presets: [base]", fixture: "modules-xcode")
    #expect(graph.nodes.map(\.id) == ["Shop", "ShopWidget"])
    // The app embeds the widget (a target dependency) and names none of its types.
    #expect(Self.kinds(graph) == ["Shop -> ShopWidget 0 declared-unused"])
  }

  /// A narrowed graph (`--only`) keeps the declared dependencies between the nodes it draws.
  @Test func aNarrowedGraphKeepsTheDeclaredDependenciesOfItsNodes() throws {
    let graph = try graphs.graph(
      .modules, configuration: "presets: [base]", only: ["Analytics/**"], fixture: "modules-xcodegen")
    #expect(Self.kinds(graph) == ["Analytics -> ShopKit 2 undeclared"])
  }

  static let layersByModule = """
    presets: [base]
    layers:
      core: { modules: [Core] }
      wallet: { modules: [Wallet] }
    forbidden:
      - { from: core, to: [wallet] }
    """

  /// A layer that names a pod holds the pod's files: a reference from the core pod to the
  /// wallet pod's type breaks the boundary.
  @Test func aLayerHoldsTheFilesOfTheModulesItNames() throws {
    let graph = try graphs.graph(
      .layers, configuration: Self.layersByModule, fixture: "modules-pods",
      edit: { path, text in
        path == "modules/Core/Core/Money.swift"
          ? "import Wallet\n" + text + "\nextension Money {\n  var balance: Balance { Balance(total: self) }\n}\n" : nil
      })
    #expect(graph.nodes.map(\.id) == ["core", "wallet"])
    #expect(graph.edges.filter { $0.violations > 0 }.map { "\($0.from) -> \($0.to)" } == ["core -> wallet"])
  }

  /// A podspec that moves a file into another pod changes what the file's references break: a
  /// run with the cache finds what a run without it finds, before and after the change.
  @Test func aPodspecChangeReachesCachedFindings() throws {
    let base = NSTemporaryDirectory() + "canon-declared-modules-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: base) }
    let root = base + "/project"
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: FixtureLinting.fixturesFolder + "/modules-pods", toPath: root)
    let helper = root + "/modules/Core/Core/WalletHelper.swift"
    try "import Wallet\n\nstruct WalletHelper {\n  let balance: Balance\n}\n".write(
      toFile: helper, atomically: true, encoding: .utf8)
    let setup = try ConfigurationLoader(registry: CanonRules.registry).load(
      YAMLSource(path: root + "/.canon.yml", text: Self.layersByModule), rootDirectory: root,
      presetOverride: [])
    let linter = Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs))
    func lintBothWays() throws -> (cached: [String], uncached: [String]) {
      let files = try FileDiscovery(rootDirectory: root, filter: setup.paths, useGit: false)
        .files(in: [root])
      let inputs = files.map {
        LintInput(
          path: PathUtilities.relative($0, to: root), content: .file(absolutePath: $0))
      }
      let cache = try LintCache(directory: base + "/cache", engine: "test")
      let lines = { (result: LintResult) in
        result.violations.filter { $0.ruleID == "layer-dependencies" }.map {
          "\($0.location) \($0.message)"
        }
      }
      return (lines(linter.lint(inputs, cache: cache)), lines(linter.lint(inputs)))
    }
    let before = try lintBothWays()
    #expect(before.cached == before.uncached)
    // The import and the reference.
    #expect(before.uncached.count == 2)
    #expect(before.uncached.allSatisfy { $0.hasPrefix("modules/Core/Core/WalletHelper.swift:") })
    // Core's files are now only those directly in its folder's `Money.swift`: the helper is in
    // no pod, so in no layer.
    let spec = root + "/Core.podspec"
    let text = try String(contentsOfFile: spec, encoding: .utf8)
    try text.replacingOccurrences(of: "**/*.{h,m,swift}", with: "Money.swift").write(
      toFile: spec, atomically: true, encoding: .utf8)
    let after = try lintBothWays()
    #expect(after.cached == after.uncached)
    #expect(after.uncached.isEmpty)
  }
}
