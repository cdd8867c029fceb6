import CanonLint
import CanonRules
import Testing

/// The presets hold exactly the rules RULES.md assigns them (ids are a public contract).
@Suite struct PresetTests {
  static let expected: [String: Set<String>] = [
    "base": [
      "weak-delegate", "timer-retain-cycle", "formatter-reuse", "cell-prepare-for-reuse",
      "retain-cycle-closure", "singleton-naming", "no-manager-suffix", "constant-naming",
      "class-protocol-anyobject", "throwing-errors", "closure-over-selector",
      "no-singleton-access", "unused-private-declaration", "warnings-as-errors",
      "layer-dependencies",
    ],
    "mvvm": [
      "private-outlets", "mark-protocol-conformance", "view-model-protocol", "view-model-injection",
      "persistence-agnostic-upper-layers", "entity-protocols", "navigation-ownership",
      "given-when-then",
    ],
    "mvvm-bindings": [
      "no-interface-builder", "view-controller-layout", "custom-view-in-load-view",
      "no-explicit-view-size", "view-model-pairing", "cell-view-model",
      "presentation-ready-view-model",
    ],
    "viper": [
      "viper-module-layout", "viper-type-naming", "viper-interactor-stateless", "viper-ownership",
      "viper-router-methods", "viper-output-methods", "viper-method-verbs",
      "viper-synchronous-interfaces", "viper-documentation", "viper-assembly-interface",
      "viper-module-input-naming", "viper-state-plain", "viper-component-tests",
      "single-assertion-test", "unused-protocol-requirement", "mark-protocol-conformance",
      "given-when-then",
    ],
    "mvvm-c": [
      "final-class", "conformance-in-extension", "weak-self-unwrap-name", "trailing-closure-usage",
      "touch-event-naming", "no-interface-builder", "custom-view-in-load-view",
      "view-controller-layout", "navigation-ownership", "view-state-rendering", "view-setup-method",
      "table-delegate-in-view-controller", "localized-ui-strings", "asset-catalog-images",
      "redundant-conformance-comment", "no-singleton-declaration", "import-allowlist",
    ],
    "mvvm-di": [
      "view-model-protocol", "protocol-naming-suffix", "protocol-beside-implementation",
      "view-model-injection", "no-singleton-declaration", "service-locator", "app-delegate-globals",
      "leak-test-coverage", "quick-spec-structure",
    ],
  ]

  /// `layer-dependencies` is a `base` rule; an architecture preset lists it again only to set
  /// the layer defaults its guide implies.
  @Test(arguments: expected.keys.sorted())
  func presetHoldsItsRules(_ name: String) throws {
    let preset = try #require(CanonRules.registry.preset(name))
    let layerDefaults = preset.entries.contains { $0.ruleID == "layer-dependencies" && $0.options != nil }
    let expected = Self.expected[name, default: []].union(layerDefaults ? ["layer-dependencies"] : [])
    #expect(Set(preset.ruleIDs) == expected)
    #expect(preset.ruleIDs.count == Set(preset.ruleIDs).count, "a rule is listed twice")
  }

  /// Rules a project enables itself in `rules:`: in no preset by default.
  static let optIn: Set<String> = ["dependency-cycles"]

  @Test func everyRuleIsInAPresetOrIsTheEnginesOrIsOptIn() {
    let listed = Set(Self.expected.values.flatMap { $0 })
    for id in CanonRules.registry.ruleIDs where !CanonRules.registry.isEngineRule(id) {
      #expect(listed.contains(id) != Self.optIn.contains(id), "\(id) is in no preset, or an opt-in rule is in one")
    }
  }

  @Test(arguments: CanonRules.registry.presets.map(\.name))
  func presetOptionsLoad(_ name: String) throws {
    _ = try ConfigurationLoader(registry: CanonRules.registry)
      .load(nil, rootDirectory: "/", presetOverride: [name])
  }

  @Test func sharedRulesTakeEachGuidesDefaults() throws {
    func options(_ preset: String, _ id: String) throws -> String? {
      try #require(CanonRules.registry.preset(preset)).entries.first { $0.ruleID == id }?.options
    }
    #expect(try options("mvvm-di", "view-model-protocol")?.contains("ing") == true)
    #expect(try options("mvvm-c", "navigation-ownership")?.contains("coordinator") == true)
  }
}
