import Testing

/// `warnings-as-errors` is both a syntax rule (`Package.swift`) and a resource rule (Xcode
/// projects, xcconfig files): through real discovery, each part sees its own files.
@Suite struct WarningsAsErrorsFixtureTests {
  @Test func reportsEachKindOfBuildFileOnce() throws {
    let found = try FixtureLinting.lint("BuildSettings", presets: ["base"])
      .filter { $0.hasSuffix(" warnings-as-errors") }
    #expect(
      found == [
        "App.xcodeproj/project.pbxproj:1:1 warnings-as-errors",
        "Config/Legacy.xcconfig:1:1 warnings-as-errors",
        "Package.swift:10:5 warnings-as-errors",
      ])
  }
}
