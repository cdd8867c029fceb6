import CanonLint
import CanonRules
import Testing

/// The `layers:` and `forbidden:` sections of `.canon.yml`.
@Suite struct LayersConfigurationTests {
  func load(_ yaml: String, presets: [String] = []) throws -> LintSetup {
    try ConfigurationLoader(registry: CanonRules.registry)
      .load(YAMLSource(path: ".canon.yml", text: yaml), rootDirectory: "/", presetOverride: presets)
  }

  func error(_ yaml: String, presets: [String] = []) -> String? {
    do {
      _ = try load(yaml, presets: presets)
      return nil
    } catch let error as ConfigurationError {
      return error.description
    } catch {
      return "\(error)"
    }
  }

  func layerOptions(_ setup: LintSetup) throws -> String {
    let configured = try #require(setup.rules.first { $0.id == "layer-dependencies" })
    func render<R: Rule>(_ rule: R) -> String {
      R.Options.fields.map { "\($0.name): \($0.value(in: rule.options))" }.joined(separator: "\n")
    }
    return render(configured.rule)
  }

  @Test func topLevelSectionsConfigureTheRule() throws {
    let setup = try load(
      """
      presets: [base]
      layers:
        core: { paths: ["Sources/Core/**"] }
        ui: { roles: [view, view-controller] }
      forbidden:
        - { from: core, to: ui }
      """)
    let options = try layerOptions(setup)
    #expect(options.contains("core: { paths: [Sources/Core/**] }"))
    #expect(options.contains("ui: { roles: [view, view-controller] }"))
    #expect(options.contains("forbidden: [{ from: core, to: [ui] }]"))
  }

  @Test func presetDefaultsApplyWithoutSections() throws {
    let options = try layerOptions(try load("presets: [base, mvvm]"))
    #expect(options.contains("{ from: view, to: [model] }"))
    let mvvmC = try layerOptions(try load("presets: [base, mvvm-c]"))
    #expect(mvvmC.contains("coordinator: { roles: [coordinator] }"))
  }

  @Test func forbiddenAloneOverridesThePresetBoundaries() throws {
    let options = try layerOptions(
      try load("presets: [base, mvvm]\nforbidden:\n  - { from: view-model, to: [view] }"))
    #expect(options.contains("forbidden: [{ from: view-model, to: [view] }]"))
    #expect(options.contains("navigation: { roles: [navigation-service] }"))
  }

  @Test func unknownRoleIsReportedAtItsPlace() {
    #expect(
      error("layers:\n  vm: { roles: [viewmodel] }")
        == ".canon.yml:2:17: error: unknown role 'viewmodel' in 'roles' (did you mean 'view-model'?)")
  }

  @Test func unknownLayerKeyIsReportedAtItsPlace() {
    #expect(
      error("layers:\n  vm: { role: [view-model] }")
        == ".canon.yml:2:9: error: unknown key 'role' for layer 'vm' (did you mean 'roles'?)")
  }

  @Test func unknownLayerInForbiddenIsReportedAtItsPlace() {
    #expect(
      error("layers:\n  model: { roles: [entity] }\n  view: { roles: [view] }\nforbidden:\n  - { from: modle, to: [view] }")
        == ".canon.yml:5:13: error: unknown layer 'modle' (did you mean 'model'?)")
    #expect(
      error("forbidden:\n  - { from: view, to: [modle] }", presets: ["base", "mvvm"])
        == ".canon.yml:2:24: error: unknown layer 'modle' (did you mean 'model'?)")
  }

  @Test func malformedSectionsAreReported() {
    #expect(
      error("forbidden:\n  from: model")
        == ".canon.yml:2:3: error: 'forbidden' expects a list of { from: layer, to: [layers] }")
    #expect(
      error("forbidden:\n  - { from: model }")
        == ".canon.yml:2:5: error: an entry of 'forbidden' needs both 'from' and 'to'")
    #expect(
      error("layers:\n  empty: {}")
        == ".canon.yml:2:10: error: layer 'empty' needs at least one of roles, paths or modules")
  }

  @Test func layersLintAFixture() throws {
    let found = try FixtureLinting.lint(
      "mvvm", presets: ["base"],
      configuration: """
        layers:
          screens: { paths: ["App/Screens/**"] }
          stores: { paths: ["App/Stores/**"] }
        forbidden:
          - { from: screens, to: [stores] }
        """
    ).filter { $0.hasSuffix("layer-dependencies") }
    #expect(
      found == [
        // `BananaStore` at 13:22 and 18:35: one dependency, reported at its first place.
        "App/Screens/Bananas/BananasViewModel.swift:13:22 layer-dependencies",
        "App/Screens/Monkey/MonkeyViewModel.swift:4:21 layer-dependencies",
      ])
  }

  @Test func exhaustiveIsTheSectionsSwitchNotALayer() throws {
    let options = try layerOptions(
      try load("presets: [base]\nlayers:\n  exhaustive: true\n  core: { paths: [\"Core/**\"] }\nforbidden: []"))
    #expect(options.contains("layers: { exhaustive: true, core: { paths: [Core/**] } }"))
    #expect(
      error("layers:\n  exhaustive: maybe\n  core: { paths: [\"Core/**\"] }")?.contains("exhaustive") == true)
    // A layer may still be called `exhaustive`: it is a mapping.
    let named = try layerOptions(try load("presets: [base]\nlayers:\n  exhaustive: { roles: [view] }"))
    #expect(named.contains("layers: { exhaustive: { roles: [view] } }"))
  }

  @Test func exhaustiveLayersReportFilesInNoLayer() throws {
    let found = try FixtureLinting.lint(
      "mvvm", presets: ["base"],
      configuration: """
        layers:
          exhaustive: true
          screens: { paths: ["App/Screens/**"] }
          models: { roles: [entity, store] }
        forbidden: []
        """
    ).filter { $0.hasSuffix("layer-dependencies") }
    // The navigation service has a role no layer lists, in a folder no layer names.
    #expect(found == ["App/Navigation/AppNavigationService.swift:1:1 layer-dependencies"])
    let without = try FixtureLinting.lint(
      "mvvm", presets: ["base"],
      configuration: """
        layers:
          screens: { paths: ["App/Screens/**"] }
          models: { roles: [entity, store] }
        forbidden: []
        """
    ).filter { $0.hasSuffix("layer-dependencies") }
    #expect(without.isEmpty)
  }
}
