import CanonLint
import CanonRules
import Foundation
import Testing

/// `canon graph`'s graphs of a fixture, from the references `layer-dependencies` records.
@Suite struct ArchitectureGraphTests {
  /// The graph of the mvvm fixture; `edit` may change a file's text before it is linted.
  func graph(
    _ level: DependencyGraph.Level, configuration: String, only: GlobSet = [], fixture: String = "mvvm",
    edit: (_ path: String, _ text: String) -> String? = { _, _ in nil }
  ) throws -> DependencyGraph {
    let root = FixtureLinting.fixturesFolder + "/" + fixture
    let setup = try ConfigurationLoader(registry: CanonRules.registry)
      .load(YAMLSource(path: root + "/.canon.yml", text: configuration), rootDirectory: root, presetOverride: [])
    let files = try FileDiscovery(rootDirectory: root, filter: setup.paths, useGit: false).files(in: [root])
    let inputs = try files.map { path in
      let relative = PathUtilities.relative(path, to: root)
      if let edited = edit(relative, try String(contentsOfFile: path, encoding: .utf8)) {
        return LintInput(path: relative, relativePath: relative, content: .text(edited))
      }
      return LintInput(path: relative, relativePath: relative, content: .file(absolutePath: path))
    }
    let result = Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs)).lint(inputs)
    let index = ProjectIndex(files: result.summaries, rolePatterns: setup.rolePatterns)
    let rule = setup.rules.first { $0.id == ArchitectureGraph.ruleID }?.rule
    return ArchitectureGraph.build(
      index, rule: rule, request: .init(level: level, paths: only),
      isSuppressed: { result.isSuppressed(ArchitectureGraph.ruleID, at: $0) })
  }

  static let layers = """
    presets: [base]
    layers:
      screens: { paths: ["App/Screens/**"] }
      stores: { paths: ["App/Stores/**"] }
      models: { paths: ["App/Models/**"] }
      navigation: { paths: ["App/Navigation/**"] }
    forbidden:
      - { from: screens, to: [stores] }
    """

  @Test func layersWithTheForbiddenEdgeCountedAsTheRuleReportsIt() throws {
    let graph = try graph(.layers, configuration: Self.layers)
    #expect(graph.nodes.map(\.id) == ["models", "navigation", "screens", "stores"])
    let forbidden = graph.edges.filter { $0.violations > 0 }
    #expect(forbidden.map { "\($0.from)->\($0.to)" } == ["screens->stores"])
    // The three findings of `layersLintAFixture`.
    #expect(forbidden.first?.violations == 3)
    #expect(graph.edges.contains { $0.from == "navigation" && $0.to == "screens" && $0.violations == 0 })
    // The screens know the navigation service that knows the screens.
    #expect(graph.cycles.map(\.members) == [["navigation", "screens"]])
  }

  /// A forbidden reference under a `canon:disable` comment is no finding, so it is no red count
  /// either; the reference itself is still drawn.
  @Test func suppressedFindingsAreNotCountedAsViolations() throws {
    let viewModel = "App/Screens/Bananas/BananasViewModel.swift"
    let suppressOne = { (path: String, text: String) -> String? in
      guard path == viewModel else { return nil }
      return text.replacingOccurrences(
        of: "  private let store: BananaStore",
        with: "  // canon:disable:next layer-dependencies - kept while the store moves\n  private let store: BananaStore")
    }
    for (level, from, to) in [(DependencyGraph.Level.layers, "screens", "stores"), (.modules, "Bananas", "Stores")] {
      let plain = try graph(level, configuration: Self.layers)
      let suppressed = try graph(level, configuration: Self.layers, edit: suppressOne)
      let edge = { (graph: DependencyGraph) in graph.edges.first { $0.from == from && $0.to == to } }
      let violations = try #require(edge(plain)?.violations)
      #expect(violations > 1, "\(level)")
      #expect(edge(suppressed)?.violations == violations - 1, "\(level)")
      #expect(edge(suppressed)?.count == edge(plain)?.count, "\(level)")
    }
    // Every finding suppressed (in every screen's file): the edge is drawn, not red.
    let all = try graph(.layers, configuration: Self.layers) { path, text in
      path.hasPrefix("App/Screens/") ? "// canon:disable layer-dependencies - moving\n" + text : nil
    }
    let edge = all.edges.first { $0.from == "screens" && $0.to == "stores" }
    #expect(edge?.violations == 0)
    #expect((edge?.count ?? 0) > 0)
  }

  /// A VIPER module is a module wherever its folder is, found as the VIPER rules find modules,
  /// not only under a container folder (`Modules/`, `Scenes/`).
  @Test func viperModulesAreModulesWhereverTheyAre() throws {
    let graph = try graph(.modules, configuration: "presets: [viper]", fixture: "viper")
    #expect(graph.nodes.map(\.id) == ["Chat", "PostList", "ProfileModule", "Sources"])
    #expect(graph.nodes.first { $0.id == "Chat" }?.files == 11)
    // The chat embeds the post list through its module input.
    #expect(graph.edges.contains { $0.from == "Chat" && $0.to == "PostList" })
    // A file in no module (a service) is in its top folder's.
    #expect(graph.edges.contains { $0.from == "PostList" && $0.to == "Sources" })
  }

  /// Wrapper folders (`Settings/Module/`) belong to the module they wrap, and a module is named
  /// as its elements are (`Sign In Benefits/` holds `SignInBenefitsPresenter`), as in the rules.
  @Test func viperModulesAreNamedAsTheRulesNameThem() throws {
    let graph = try graph(.modules, configuration: "presets: [viper]", fixture: "viper-dialects")
    #expect(graph.nodes.map(\.id).contains("Settings"))
    #expect(graph.nodes.map(\.id).contains("SignInBenefits"))
    #expect(!graph.nodes.map(\.id).contains("App"))
  }

  @Test func modulesAreFeatureFoldersAndTopFolders() throws {
    let graph = try graph(.modules, configuration: Self.layers)
    #expect(graph.nodes.map(\.id) == ["Bananas", "Models", "Monkey", "Navigation", "Stores"])
    #expect(graph.nodes.first { $0.id == "Bananas" }?.files == 2)
    #expect(graph.edges.contains { $0.from == "Bananas" && $0.to == "Stores" && $0.violations > 0 })
    #expect(graph.edges.contains { $0.from == "Navigation" && $0.to == "Bananas" })
  }

  @Test func typesAndThePathFilter() throws {
    let graph = try graph(.types, configuration: Self.layers, only: ["App/Navigation/**"])
    #expect(Set(graph.edges.map(\.from)).isSubset(of: ["AppNavigationService", "BananasViewModel", "MonkeyViewModel", "BananasViewController", "MonkeyViewController"]))
    #expect(graph.edges.contains { $0.from == "AppNavigationService" && $0.to == "BananasViewModel" })
    #expect(graph.edges.contains { $0.from == "AppNavigationService" && $0.to == "BananaStore" })
    // Without the filter, references between files outside it are drawn too.
    let all = try self.graph(.types, configuration: Self.layers)
    #expect(all.edges.contains { $0.from == "BananasViewModel" && $0.to == "BananaStore" })
    #expect(!graph.edges.contains { $0.from == "BananasViewModel" && $0.to == "BananaStore" })
  }

  @Test func referencesAreDrawnWithNoForbiddenBoundary() throws {
    let graph = try graph(.modules, configuration: "presets: [base]\nforbidden: []")
    #expect(graph.edges.contains { $0.from == "Bananas" && $0.to == "Stores" && $0.violations == 0 })
  }
}
