import CanonLint
import CanonRules
import Foundation
import Testing

/// Relinting a few files within the index of an earlier run (`Linter.lint(_:within:)`, what the
/// language server does on every edit) finds, in those files, what linting the whole project
/// with the same texts finds, edit after edit, with the real rules.
@Suite struct LintWithinIndexTests {
  static let configuration = """
    presets: [base, mvvm, mvvm-bindings, mvvm-c]
    layers:
      screens: { paths: ["App/Screens/**"] }
      stores: { paths: ["App/Stores/**"] }
      models: { paths: ["App/Models/**"] }
    forbidden:
      - { from: screens, to: [stores] }
    """

  static let screen = "App/Screens/Bananas/BananasViewController.swift"
  static let model = "App/Models/Banana.swift"

  @Test func editsWithinTheIndexFindWhatAWholeRunFinds() throws {
    let root = FixtureLinting.fixturesFolder + "/mvvm"
    let setup = try ConfigurationLoader(registry: CanonRules.registry).load(
      YAMLSource(path: root + "/.canon.yml", text: Self.configuration), rootDirectory: root,
      presetOverride: [])
    let linter = Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs))
    var texts: [String: String] = [:]
    for path in try FileDiscovery(rootDirectory: root, filter: setup.paths, useGit: false).files(
      in: [root])
    {
      texts[PathUtilities.relative(path, to: root)] = try String(
        contentsOfFile: path, encoding: .utf8)
    }
    func inputs(_ paths: [String]) -> [LintInput] {
      paths.sorted().map { LintInput(path: $0, relativePath: $0, content: .text(texts[$0] ?? "")) }
    }
    func lines(_ violations: [Violation], in paths: Set<String>) -> [String] {
      violations.filter { paths.contains($0.location.path) }.map {
        "\($0.location.path):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)"
      }.sorted()
    }
    var index = try #require(linter.lint(inputs(Array(texts.keys))).index)
    let screenText = try #require(texts[Self.screen])
    let modelText = try #require(texts[Self.model])
    let steps: [(edited: [String: String], removed: Set<String>)] = [
      // The view model in the open, and a store the screens layer must not know.
      (
        [
          Self.screen: screenText.replacingOccurrences(
            of: "  private let viewModel: BananasViewModelType",
            with: "  let viewModel: BananasViewModelType\n  let store: BananaStore? = nil")
        ], []
      ),
      // The model becomes a class the screen subclasses.
      (
        [
          Self.model: modelText.replacingOccurrences(
            of: "struct Banana: BananaType, Equatable", with: "class Banana: BananaType"),
          Self.screen: screenText + "\nfinal class RipeBanana: Banana {}\n",
        ], []
      ),
      // The model's file is gone.
      ([Self.screen: screenText], [Self.model]),
    ]
    var changed = false
    for (number, step) in steps.enumerated() {
      for (path, text) in step.edited { texts[path] = text }
      for path in step.removed { texts[path] = nil }
      let edited = Set(step.edited.keys)
      let within = linter.lint(inputs(Array(edited)), within: index, removing: step.removed)
      let whole = linter.lint(inputs(Array(texts.keys)))
      #expect(
        lines(within.violations, in: edited) == lines(whole.violations, in: edited),
        "step \(number + 1)")
      changed =
        changed
        || lines(whole.violations, in: [Self.screen]).contains { $0.contains("layer-dependencies") }
      index = try #require(within.index)
    }
    // The steps change what is found (else the comparison would prove little).
    #expect(changed)
  }
}
