import CanonLint
import Testing

@Suite struct ConfigurationTests {
  struct Configurable: SyntaxRule {
    struct Options: RuleOptions {
      var suffix = "Type"
      var maximum = 1
      static var fields: [OptionField<Options>] {
        [
          .option("suffix", \.suffix, "A suffix"),
          .option("maximum", \.maximum, "A maximum"),
        ]
      }
    }

    static let description = RuleDescription(
      id: "configurable", summary: "Has options", rationale: "Tests.", source: "tests",
      triggering: [], nonTriggering: [])
    var options = Options()
    func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {}
  }

  static let registry = RuleRegistry(
    rules: [EveryStruct.self, Configurable.self, FileCount.self],
    presets: [
      Preset(name: "base", summary: "", entries: [.init("every-struct")]),
      Preset(name: "viper", summary: "", entries: [.init("configurable", options: "suffix: ing")]),
    ])

  func load(_ yaml: String, presets: [String] = []) throws -> LintSetup {
    try ConfigurationLoader(registry: Self.registry)
      .load(YAMLSource(path: ".canon.yml", text: yaml), rootDirectory: "/p", presetOverride: presets)
  }

  func error(_ yaml: String) -> String {
    do {
      _ = try load(yaml)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func noConfigurationMeansBase() throws {
    let setup = try ConfigurationLoader(registry: Self.registry).load(nil, rootDirectory: "/p")
    #expect(
      setup.ruleIDs == [
        "every-struct", "unreadable-file", "invalid-suppression", "syntax-error", "too-complex-file",
        "too-large-file",
      ])
  }

  @Test func presetOptionsThenUserOptions() throws {
    let fromPreset = try load("presets: [viper]\n")
    let rule = try #require(fromPreset.rules.first { $0.id == "configurable" }?.rule as? Configurable)
    #expect(rule.options.suffix == "ing")

    let overridden = try load("presets: [viper]\nrules:\n  configurable: { suffix: Protocol, maximum: 3, severity: error }\n")
    let configured = try #require(overridden.rules.first { $0.id == "configurable" })
    #expect((configured.rule as? Configurable)?.options.suffix == "Protocol")
    #expect((configured.rule as? Configurable)?.options.maximum == 3)
    #expect(configured.severity == .error)
  }

  @Test func ruleListedUnderRulesIsEnabledAndOffDisables() throws {
    let setup = try load("rules:\n  file-count: warning\n  every-struct: { severity: off }\n  syntax-error: off\n")
    #expect(
      setup.ruleIDs == [
        "file-count", "unreadable-file", "invalid-suppression", "too-complex-file", "too-large-file",
      ])
  }

  @Test func perRulePathsAndGlobalFilters() throws {
    let setup = try load("included: [Sources]\nexcluded: [Sources/Generated]\nrules:\n  every-struct: { excluded: [\"Legacy/**\"] }\n")
    #expect(setup.paths == PathFilter(included: ["Sources"], excluded: ["Sources/Generated"]))
    #expect(setup.rules.first { $0.id == "every-struct" }?.paths.excluded == ["Legacy/**"])
  }

  @Test func commandLinePresetsReplaceTheFiles() throws {
    let setup = try load("presets: [base]\n", presets: ["viper"])
    #expect(setup.ruleIDs.contains("configurable"))
    #expect(!setup.ruleIDs.contains("every-struct"))
  }

  @Test(arguments: [
    ("presets: [base]\nrulez: {}\n", ".canon.yml:2:1: error: unknown key 'rulez' (did you mean 'rules'?)"),
    ("rules:\n  every-strukt: error\n", ".canon.yml:2:3: error: unknown rule 'every-strukt' (did you mean 'every-struct'?)"),
    ("presets: [base, vipr]\n", ".canon.yml:1:17: error: unknown preset 'vipr' (did you mean 'viper'?)"),
    ("rules:\n  configurable: { maximum: lots }\n", ".canon.yml:2:28: error: option 'maximum' expects an integer"),
    ("rules:\n  configurable: { sufix: ing }\n", ".canon.yml:2:19: error: unknown option 'sufix' for rule 'configurable' (did you mean 'suffix'?)"),
    ("rules:\n  every-struct: { severity: fatal }\n", ".canon.yml:2:29: error: option 'severity' expects one of: warning, error, off"),
    ("presets: base\nincluded: {a: 1}\n", ".canon.yml:2:11: error: option 'included' expects a list of strings"),
    ("rules: [every-struct]\n", ".canon.yml:1:8: error: 'rules' must be a mapping"),
    ("presets: [base\n", ".canon.yml:2:1: error: invalid YAML: did not find expected ',' or ']'"),
    ("- just\n- a list\n", ".canon.yml:1:1: error: the configuration must be a mapping"),
    ("roles:\n  view-modle: { suffixes: [VM] }\n", ".canon.yml:2:3: error: unknown role 'view-modle' (did you mean 'view-model'?)"),
  ])
  func errorsPointAtTheProblem(_ yaml: String, _ expected: String) {
    #expect(error(yaml) == expected)
  }

  @Test func rolePatternsExtendTheDefaults() throws {
    let setup = try load("roles:\n  view-model: { suffixes: [VM] }\n  coordinator: { bases: [FlowController] }\n")
    let index = ProjectIndex(
      files: [summary("a.swift", [("LoginVM", []), ("MainFlow", ["FlowController"])])],
      rolePatterns: setup.rolePatterns)
    #expect(index.hasRole(.viewModel, "LoginVM"))
    #expect(index.hasRole(.coordinator, "MainFlow"))
  }
}

/// A file summary declaring classes with the given supertypes.
func summary(_ path: String, _ classes: [(String, [String])], kind: TypeSummary.Kind = .class) -> FileSummary {
  var file = FileSummary(path: path)
  file.types = classes.map { name, inherited in
    TypeSummary(
      kind: kind, name: name, parents: [], inherited: inherited, modifiers: [], attributes: [],
      location: .start(of: path), properties: [], methods: [])
  }
  return file
}
