import CanonLint
import CanonRules
import Foundation
import Testing

/// `canon graph`'s graphs of a fixture, from the references `layer-dependencies` records.
@Suite struct ArchitectureGraphTests {
  func graph(_ level: DependencyGraph.Level, configuration: String, only: GlobSet = []) throws -> DependencyGraph {
    let root = FixtureLinting.fixturesFolder + "/mvvm"
    let setup = try ConfigurationLoader(registry: CanonRules.registry)
      .load(YAMLSource(path: root + "/.canon.yml", text: configuration), rootDirectory: root, presetOverride: [])
    let files = try FileDiscovery(rootDirectory: root, filter: setup.paths, useGit: false).files(in: [root])
    let inputs = files.map { path in
      let relative = PathUtilities.relative(path, to: root)
      return LintInput(path: relative, relativePath: relative, content: .file(absolutePath: path))
    }
    let result = Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs)).lint(inputs)
    let index = ProjectIndex(files: result.summaries, rolePatterns: setup.rolePatterns)
    let rule = setup.rules.first { $0.id == ArchitectureGraph.ruleID }?.rule
    return ArchitectureGraph.build(index, rule: rule, request: .init(level: level, paths: only))
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
