import CanonScaffold
import Foundation
import Testing

@Suite("Templates")
struct TemplateTests {
  @Test func teamFileReplacesTheBuiltInOne() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)
    try folder.write(
      "// Team header\npublic final class {{ name }}ViewModel {}\n",
      to: "Shop/.canon/templates/screen-mvvm-di/ViewModel.swift.stencil")

    // When
    let plan = try scaffolder.planNew(
      kind: "screen", name: "Profile", architecture: nil, parameters: [:], in: app)

    // Then
    let viewModel = plan.files.first {
      $0.path == "Sources/ShopCore/Profile/ProfileViewModel.swift"
    }
    #expect(viewModel?.contents == "// Team header\npublic final class ProfileViewModel {}\n")
  }

  @Test func noBuiltInTemplateWritesSpacesJustBeforeAnInlineTag() throws {
    // Given: Stencil's smart trimming drops the spaces before every `{% … %}` tag, so text that
    // ends in one on a line that goes on (`{% if store %}, {% endif %}`) loses it in the output.
    let root = TemplateCatalog.bundledTemplates
    let names = TemplateCatalog(projectRoot: nil).entries().map(\.name)
    #expect(names.count > 50)

    // When
    var trimmed: [String] = []
    for name in names {
      let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        var rest = Substring(line)
        while let tag = rest.range(of: "{%") {
          let before = rest[..<tag.lowerBound]
          if before.last == " " || before.last == "\t",
            !line[..<tag.lowerBound].allSatisfy(\.isWhitespace)
          {
            trimmed.append("\(name):\(number + 1)")
          }
          rest = rest[tag.upperBound...]
        }
      }
    }

    // Then
    #expect(trimmed == [], "write the separator as a variable: {{ \", \" }}")
  }

  @Test func listMarksOverriddenAndTeamFiles() throws {
    // Given
    let folder = try TemporaryFolder()
    try folder.write("x", to: ".canon/templates/store/Store.swift.stencil")
    try folder.write("x", to: ".canon/templates/widget/template.yml")

    // When
    let entries = TemplateCatalog(projectRoot: folder.url).entries()

    // Then
    #expect(entries.first { $0.name == "store/Store.swift.stencil" }?.origin == .overridden)
    #expect(entries.first { $0.name == "widget/template.yml" }?.origin == .team)
    #expect(entries.first { $0.name == "entity/Entity.swift.stencil" }?.origin == .builtIn)
  }

  @Test func teamFolderDeclaresParametersAndConditionalFiles() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)
    try folder.write(
      """
      summary: A widget
      parameters:
        - name: withPreview
          summary: also a preview
      files:
        - template: Widget.swift.stencil
          path: "Sources/{{ core }}/Widgets/{{ name }}Widget.swift"
        - template: Preview.swift.stencil
          path: "Sources/{{ core }}/Widgets/{{ name }}Preview.swift"
          when: withPreview
      """, to: "Shop/.canon/templates/widget/template.yml")
    try folder.write(
      "struct {{ name }}Widget {}\n", to: "Shop/.canon/templates/widget/Widget.swift.stencil")
    try folder.write(
      "struct {{ name }}Preview {}\n", to: "Shop/.canon/templates/widget/Preview.swift.stencil")

    // When
    let plain = try scaffolder.planNew(
      kind: "widget", name: "Clock", architecture: nil, parameters: [:], in: app)
    let withPreview = try scaffolder.planNew(
      kind: "widget", name: "Clock", architecture: nil, parameters: ["withPreview": "true"], in: app
    )

    // Then
    #expect(plain.files.map(\.path) == ["Sources/ShopCore/Widgets/ClockWidget.swift"])
    #expect(
      withPreview.files.map(\.path) == [
        "Sources/ShopCore/Widgets/ClockWidget.swift", "Sources/ShopCore/Widgets/ClockPreview.swift",
      ])
  }

  @Test func undeclaredParameterIsRefusedWithTheDeclaredOnes() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planNew(
        kind: "module", name: "Inbox", architecture: nil, parameters: ["withState": "true"], in: app
      )
    }

    // Then
    #expect(
      error
        == .badParameter(
          "withState", reason: "template 'module-viper' declares: openedFrom, purpose, service, withModuleOutput"))
  }

  @Test(arguments: Architecture.allCases)
  func everyArchitectureInitsAndGeneratesTwoModules(architecture: Architecture) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", architecture, in: folder)

    // When
    for name in ["Profile", "Settings"] {
      try scaffolder.write(
        try scaffolder.planNew(
          kind: "module", name: name, architecture: nil,
          parameters: architecture == .viper ? ["purpose": "Shows \(name)."] : [:], in: app),
        to: app)
    }

    // Then
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains("Profile") && root.contains("Settings"), "\(architecture) root:\n\(root)")
  }

  @Test func localCheckoutIsRecognisedOnlyWhenItIsCanon() throws {
    // Given
    let folder = try TemporaryFolder()
    try folder.write("let package = Package(name: \"Other\")\n", to: "Package.swift")

    // When
    let recognised = CanonDependency.isCanonCheckout(folder.url.path)

    // Then
    #expect(!recognised)
  }
}

@Suite("Project settings")
struct ProjectSettingsTests {
  @Test func architectureDefaultsToTheLintConfigurationsPreset() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)
    try folder.write("presets: [base, mvvm-c]\n", to: "Shop/.canon.yml")

    // When
    let settings = try ProjectSettings.load(from: app)

    // Then
    #expect(settings.architecture == .mvvmC)
  }

  @Test func anAppWithOnlyALintConfigurationIsUnderstood() throws {
    // Given
    let folder = try TemporaryFolder()
    try folder.write("presets:\n  - base\n  - viper\n", to: "Shop/.canon.yml")

    // When
    let settings = try ProjectSettings.load(from: folder.url.appendingPathComponent("Shop"))

    // Then
    #expect(settings == ProjectSettings(app: "Shop", architecture: .viper))
  }
}
