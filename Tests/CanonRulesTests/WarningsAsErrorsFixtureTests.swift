import Testing

/// `warnings-as-errors` is a syntax rule (`Package.swift`), a resource rule (Xcode projects,
/// xcconfig files, read one at a time) and a project rule (a project's configurations followed
/// through their xcconfig files and `#include`s): through real discovery, each part sees its
/// own files.
@Suite struct WarningsAsErrorsFixtureTests {
  static func findings(_ tree: String) throws -> [String] {
    try FixtureLinting.lint("BuildSettings/" + tree, presets: ["base"])
      .filter { $0.hasSuffix(" warnings-as-errors") }.sorted()
  }

  @Test func reportsEachKindOfBuildFileOnce() throws {
    #expect(
      try Self.findings("Basic") == [
        "App.xcodeproj/project.pbxproj:1:1 warnings-as-errors",
        "Package.swift:10:5 warnings-as-errors",
        "Widget/Legacy.xcconfig:1:1 warnings-as-errors",
      ])
  }

  /// Configurations based on the app's xcconfig files, which include CocoaPods' files, a shared
  /// base, its Swift settings and an optional local file that is missing: none makes warnings
  /// errors, and the app is reported once, at its project, not at the xcconfig that sets the
  /// Swift settings.
  @Test func followsIncludeChainsToTheProject() throws {
    #expect(try Self.findings("IncludeChains") == ["Wallet.xcodeproj/project.pbxproj:1:1 warnings-as-errors"])
  }

  /// Debug turns warnings into errors two includes down; Release turns it off again, which the
  /// guide allows once one configuration has it. Neither the Swift fragment of the chain nor
  /// the Release file is reported.
  @Test func acceptsTheSettingAnywhereInTheChain() throws {
    #expect(try Self.findings("IncludedStrict") == [])
  }

  /// Without a project file (XcodeGen), the folder's xcconfig files are judged as one project:
  /// once, at the first that builds Swift.
  @Test func judgesAFolderOfXcconfigFilesOnce() throws {
    #expect(try Self.findings("XcodeGen") == ["Configs/Debug.xcconfig:1:1 warnings-as-errors"])
  }
}
