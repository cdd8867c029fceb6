import Testing

/// The `mvvm-c` preset on a small MVVM-C app: the Profile screen follows G3, the Settings screen
/// breaks it in every way the preset checks.
@Suite struct MVVMCFixtureTests {
  /// `file:line:column rule-id`, in report order. One line per expected violation.
  static let expected = [
    "Sources/App/Settings/SettingsStore.swift:4:14 no-singleton-declaration",
    "Sources/App/Settings/SettingsView.swift:3:13 view-state-rendering",  // State, no render
    "Sources/App/Settings/SettingsView.swift:3:35 conformance-in-extension",
    "Sources/App/Settings/SettingsView.swift:3:35 table-delegate-in-view-controller",
    "Sources/App/Settings/SettingsView.swift:9:15 view-state-rendering",  // holds a view model
    // Views know no view model: one finding for the two places that name it.
    "Sources/App/Settings/SettingsView.swift:9:26 layer-dependencies",
    "Sources/App/Settings/SettingsView.swift:16:5 view-setup-method",
    "Sources/App/Settings/SettingsViewController.swift:4:8 touch-event-naming",
    "Sources/App/Settings/SettingsViewController.swift:7:55 conformance-in-extension",
    "Sources/App/Settings/SettingsViewController.swift:14:13 localized-ui-strings",
    "Sources/App/Settings/SettingsViewController.swift:28:14 asset-catalog-images",
    "Sources/App/Settings/SettingsViewController.swift:32:56 localized-ui-strings",
    "Sources/App/Settings/SettingsViewController.swift:34:5 trailing-closure-usage",
    "Sources/App/Settings/SettingsViewController.swift:42:1 redundant-conformance-comment",
    "Sources/App/Settings/SettingsViewModel.swift:3:7 final-class",
    "Sources/App/Settings/SettingsViewModel.swift:8:17 weak-self-unwrap-name",
  ]

  @Test func presetReportsExactlyTheDeviations() throws {
    let found = try FixtureLinting.lint("mvvm-c", presets: ["mvvm-c"])
    #expect(found == Self.expected, "\(found.joined(separator: "\n"))")
  }

  @Test func cleanScreenHasNoViolations() throws {
    let found = try FixtureLinting.lint("mvvm-c", presets: ["mvvm-c"])
    let clean = found.filter { !$0.contains("/Settings/") }
    #expect(clean.isEmpty, "\(clean.joined(separator: "\n"))")
  }

  /// A team that agreed on its frameworks and on `guard let self`: the allowlist reports the
  /// unlisted import, and the unwrap names turn around.
  @Test func optionsAdoptTheTeamsChoices() throws {
    let found = try FixtureLinting.lint(
      "mvvm-c", presets: ["mvvm-c"],
      configuration: """
        rules:
          import-allowlist: { allowed: [Cartography], allow-system-modules: false }
          weak-self-unwrap-name: { name: self }
        """)
    // Every fixture file imports UIKit or Foundation, which this team does not take for granted.
    let imports = found.filter { $0.hasSuffix("import-allowlist") }
    #expect(imports.count == 13, "\(imports.joined(separator: "\n"))")
    let unwraps = found.filter { $0.hasSuffix("weak-self-unwrap-name") }
    #expect(
      unwraps == [
        "Sources/App/Profile/ProfileViewModel.swift:18:17 weak-self-unwrap-name",
        "Sources/App/Settings/SettingsViewModel.swift:8:17 weak-self-unwrap-name",
      ],
      "\(unwraps.joined(separator: "\n"))")
  }
}
