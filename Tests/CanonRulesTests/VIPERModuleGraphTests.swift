import CanonLint
import CanonRules
import Testing

/// VIPER modules in `dependency-cycles` and `canon graph`: found by the team's folder names, and
/// one node each, wherever their names repeat.
@Suite struct VIPERModuleGraphTests {
  /// Lints in-memory files with a configuration; the findings and the module graph.
  static func lint(_ files: [String: String], configuration: String) throws -> (
    findings: [String], graph: DependencyGraph
  ) {
    let setup = try ConfigurationLoader(registry: CanonRules.registry).load(
      YAMLSource(path: "/app/.canon.yml", text: configuration), rootDirectory: "/app",
      presetOverride: [])
    let inputs = files.sorted { $0.key < $1.key }.map {
      LintInput(path: $0.key, relativePath: $0.key, content: .text($0.value))
    }
    let result = Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs)).lint(inputs)
    let index = ProjectIndex(files: result.summaries, rolePatterns: setup.rolePatterns)
    let graph = ArchitectureGraph.build(
      index, rule: setup.rules.first { $0.id == ArchitectureGraph.ruleID }?.rule,
      request: .init(
        level: .modules,
        viperLayout: setup.rules.first { $0.id == ArchitectureGraph.viperLayoutRuleID }?.rule))
    return (result.violations.map { "\($0.location.path) \($0.ruleID)" }, graph)
  }

  /// Two modules in one top folder, whose layer folders are named as the team names them: not
  /// found as VIPER modules, they are the top folder's one module.
  static let twoModules = [
    "App/Sources/Login/Logic/LoginInteractor.swift":
      "final class LoginInteractor {\n  let profile: ProfileInteractor? = nil\n}\n",
    "App/Sources/Login/Screen/LoginViewController.swift": "final class LoginViewController {}\n",
    "App/Sources/Profile/Logic/ProfileInteractor.swift":
      "final class ProfileInteractor {\n  let login: LoginInteractor? = nil\n}\n",
    "App/Sources/Profile/Screen/ProfileViewController.swift":
      "final class ProfileViewController {}\n",
    "App/Support/Log.swift": "final class Log {}\n",
  ]

  @Test func dependencyCyclesFindsTheModulesByTheConfiguredFolderNames() throws {
    let configuration = """
      rules:
        dependency-cycles: {}
        viper-module-layout: { interactor-folders: [Logic], view-folders: [Screen] }
      """
    let (findings, graph) = try Self.lint(Self.twoModules, configuration: configuration)
    // The graph finds the two modules (and their cycle) by the configured folder names…
    #expect(graph.nodes.map(\.id) == ["Login", "Profile", "Support"])
    #expect(graph.cycles.map(\.members) == [["Login", "Profile"]])
    // …and so does the rule: with the default names both were the one module `Sources`.
    #expect(findings.filter { $0.hasSuffix(" dependency-cycles") }.count == 1)
  }

  @Test func twoModulesWithOneNameAreTwoNodes() throws {
    let module = { (folder: String, other: String) -> [String: String] in
      [
        "App/\(folder)/Login/Interactor/LoginInteractor.swift":
          "final class LoginInteractor {\n  let other: \(other)Service? = nil\n}\n",
        "App/\(folder)/Login/View/LoginViewController.swift":
          "final class LoginViewController {}\n",
        "App/\(folder)/Services/\(folder)Service.swift": "final class \(folder)Service {}\n",
      ]
    }
    let files = module("Admin", "Admin").merging(module("Shop", "Admin")) { first, _ in first }
    let (_, graph) = try Self.lint(files, configuration: "rules:\n  viper-module-layout: {}\n")
    #expect(graph.nodes.map(\.id).contains("Admin/Login"))
    #expect(graph.nodes.map(\.id).contains("Shop/Login"))
    #expect(!graph.nodes.map(\.id).contains("Login"))
    // Each module's own references, not the two modules' together.
    #expect(graph.nodes.first { $0.id == "Shop/Login" }?.files == 2)
  }
}
