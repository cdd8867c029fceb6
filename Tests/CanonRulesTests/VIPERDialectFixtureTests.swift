import CanonLint
import CanonRules
import Foundation
import Testing

/// The `viper` preset on modules laid out the way real apps lay them out
/// (`Tests/Fixtures/viper-dialects`): a folder named with spaces (`Sign In Benefits/`), wrapper
/// folders (`Settings/Module/`, a target's `Sources/`, `Add/User Interface/` beside
/// `Add/Application Logic/`), elements in subfolders of their layer, protocol files at the
/// module root (`…ModuleIO.swift`, an `IO/` folder), Generamba's `…ModuleConfigurator` and
/// `…Impl` names, and a reusable view outside any module with a `…ViewOutput` delegate.
@Suite struct VIPERDialectFixtureTests {
  static let moduleRules: Set<String> = [
    "viper-module-layout", "viper-type-naming", "viper-ownership", "viper-state-plain",
  ]

  /// Where the files seem to be when linted under absolute paths (the fixture's real folder
  /// is under `Tests/`, which would make every file a test file).
  static let absoluteRoot = "/work/app/"

  /// `file:line:column rule-id: message` of the module-aware rules' findings.
  static func findings(configuration: String? = nil, absolutePaths: Bool = false) throws
    -> [String]
  {
    let root = FixtureLinting.fixturesFolder + "/viper-dialects"
    let source = configuration.map { YAMLSource(path: root + "/.canon.yml", text: $0) }
    let setup = try ConfigurationLoader(registry: CanonRules.registry)
      .load(source, rootDirectory: root, presetOverride: ["viper"])
    let files = try FileDiscovery(rootDirectory: root, filter: setup.paths, useGit: false)
      .files(in: [root])
    let inputs = files.map { path in
      let relative = PathUtilities.relative(path, to: root)
      return LintInput(
        path: absolutePaths ? Self.absoluteRoot + relative : relative, relativePath: relative,
        content: .file(absolutePath: path))
    }
    let linter = Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs))
    return linter.lint(inputs).violations
      .filter { moduleRules.contains($0.ruleID) }
      .map { "\($0.location) \($0.ruleID): \($0.message)" }
      .sorted()
  }

  @Test func onlyTheRealDeviationsAreFound() throws {
    let found = try Self.findings()
    let expected = [
      "Add/Application Logic/Interactor/AddInteractor.swift:1:1 viper-module-layout: module 'Add' has no Assembly, Router folders: keep every layer in its own folder, or map the team's folder name to its layer (`assembly-folders: [Assembly, Configurator, Builder]`; `router-folders: [Router, Wireframe]`)",
      "App/Sign In Benefits/View/SignInBenefitsVC.swift:1:13 viper-type-naming: module 'SignInBenefits' (folder `Sign In Benefits/`): 'SignInBenefitsVC' is not an element of its View layer; expected one of SignInBenefitsViewController, SignInBenefitsView, SignInBenefitsViewInput, SignInBenefitsViewOutput, …, or a helper in a subfolder named after it",
      "Discover/Sources/Interactor/DiscoverInteractor.swift:1:1 viper-module-layout: module 'Discover' has no Assembly, Router folders: keep every layer in its own folder, or map the team's folder name to its layer (`assembly-folders: [Assembly, Configurator, Builder]`; `router-folders: [Router, Wireframe]`)",
    ]
    #expect(found == expected)
  }

  /// `canon lint /abs/path` reports absolute paths: modules are found all the same.
  @Test func modulesAreFoundUnderAbsolutePaths() throws {
    let root = Self.absoluteRoot
    let found = try Self.findings(absolutePaths: true).map {
      $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0
    }
    let relative = try Self.findings()
    #expect(found == relative, "\(found) vs \(relative)")
  }

  /// With the team's folder name for the router mapped (one option line), `Add` lacks only its
  /// assembly.
  @Test func oneOptionLineMapsTheTeamsFolder() throws {
    let found = try Self.findings(
      configuration: """
        rules:
          viper-module-layout: { router-folders: [Router, Wireframe] }
        """)
    #expect(
      found.filter { $0.hasPrefix("Add/") } == [
        "Add/Application Logic/Interactor/AddInteractor.swift:1:1 viper-module-layout: module 'Add' has no Assembly folder: keep every layer in its own folder, or map the team's folder name to its layer (`assembly-folders: [Assembly, Configurator, Builder]`)"
      ])
  }
}
