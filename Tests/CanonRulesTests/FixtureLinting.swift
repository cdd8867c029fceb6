import CanonLint
import CanonRules
import Foundation

/// Lints a fixture project under `Tests/Fixtures/` the way `canon lint` would: discovery,
/// presets and the real engine, with paths relative to the fixture folder.
enum FixtureLinting {
  static let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// `file:line:column rule-id` of every violation, in report order.
  static func lint(_ fixture: String, presets: [String], configuration: String? = nil) throws
    -> [String]
  {
    let root = fixturesFolder + "/" + fixture
    let source = configuration.map { YAMLSource(path: root + "/.canon.yml", text: $0) }
    let setup = try ConfigurationLoader(registry: CanonRules.registry)
      .load(source, rootDirectory: root, presetOverride: presets)
    let files = try FileDiscovery(rootDirectory: root, filter: setup.paths, useGit: false)
      .files(in: [root])
    let inputs = files.map { path in
      let relative = PathUtilities.relative(path, to: root)
      return LintInput(path: relative, relativePath: relative, content: .file(absolutePath: path))
    }
    let linter = Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs))
    return linter.lint(inputs).violations.map { "\($0.location) \($0.ruleID)" }
  }
}
