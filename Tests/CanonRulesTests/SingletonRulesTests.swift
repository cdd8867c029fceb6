import CanonLint
import CanonRules
import Testing

/// `singleton-naming` (base: "name it shared") and `no-singleton-declaration` (mvvm-c, mvvm-di:
/// "don't have one") must not give one declaration contradicting advice when both are on.
@Suite struct SingletonRulesTests {
  static let sessionStore = """
    final class SessionStore {
      static let instance = SessionStore()
      private init() {}
    }
    """

  static let player = """
    final class Player {
      static let current = Player()
    }
    """

  /// `file:line:column rule-id` of every violation of the singleton rules.
  static func lint(presets: [String], configuration: String? = nil) throws -> [String] {
    let source = configuration.map { YAMLSource(path: ".canon.yml", text: $0) }
    let setup = try ConfigurationLoader(registry: CanonRules.registry)
      .load(source, rootDirectory: "/", presetOverride: presets)
    let inputs = [
      LintInput(path: "Sources/SessionStore.swift", content: .text(sessionStore)),
      LintInput(path: "Sources/Player.swift", content: .text(player)),
    ]
    return Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs)).lint(inputs)
      .violations.filter { $0.ruleID.contains("singleton") }
      .map { "\($0.location) \($0.ruleID)" }.sorted()
  }

  @Test func namingSpeaksAlone() throws {
    #expect(
      try Self.lint(presets: ["base"]) == [
        "Sources/Player.swift:2:14 singleton-naming",
        "Sources/SessionStore.swift:2:14 singleton-naming",
      ])
  }

  @Test func forbiddingWinsWhenBothPresetsAreOn() throws {
    #expect(
      try Self.lint(presets: ["base", "mvvm-c"]) == [
        "Sources/SessionStore.swift:2:14 no-singleton-declaration"
      ])
    #expect(
      try Self.lint(presets: ["mvvm-di", "base"]) == [
        "Sources/SessionStore.swift:2:14 no-singleton-declaration"
      ])
  }

  @Test func forbiddingWinsWhenTheConfigurationEnablesIt() throws {
    #expect(
      try Self.lint(presets: [], configuration: "rules:\n  no-singleton-declaration: warning\n") == [
        "Sources/SessionStore.swift:2:14 no-singleton-declaration"
      ])
  }

  /// Where the configuration keeps `no-singleton-declaration` out of a folder, naming speaks
  /// there again.
  @Test func namingSpeaksWhereForbiddingIsExcluded() throws {
    let configuration = """
      rules:
        no-singleton-declaration:
          excluded: [Sources/Player.swift]
      """
    #expect(
      try Self.lint(presets: ["base", "mvvm-c"], configuration: configuration) == [
        "Sources/Player.swift:2:14 singleton-naming",
        "Sources/SessionStore.swift:2:14 no-singleton-declaration",
      ])
  }
}
