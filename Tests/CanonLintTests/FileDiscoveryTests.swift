import CanonLint
import Foundation
import Testing

@Suite struct FileDiscoveryTests {
  /// Makes `folder` a git work tree, so that discovery asks git for its files.
  func initializeGit(in folder: TemporaryFolder) throws {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", folder.path, "init", "-q"]
    try git.run()
    git.waitUntilExit()
    try #require(git.terminationStatus == 0)
  }

  func names(_ files: [String], in folder: TemporaryFolder) -> [String] {
    files.map { PathUtilities.relative($0, to: folder.path) }
  }

  @Test func findsSwiftAndRequestedResourcesAndSkipsBuildFolders() throws {
    let folder = try TemporaryFolder()
    for path in [
      "Sources/App/A.swift", "Sources/App/Main.storyboard", "Sources/App/Cell.xib",
      "App.xcodeproj/project.pbxproj", "Config/Debug.xcconfig", "Package.swift",
      "README.md", ".build/debug/X.swift", "Pods/Lib/Y.swift", "Carthage/Z.swift",
      "DerivedData/D.swift", ".swiftpm/S.swift", "SourcePackages/P.swift",
    ] {
      try folder.write(path, "")
    }
    let files = try FileDiscovery(rootDirectory: folder.path, filter: .everything, useGit: false)
      .files(in: [folder.path])
    #expect(names(files, in: folder) == [
      "App.xcodeproj/project.pbxproj", "Config/Debug.xcconfig", "Package.swift",
      "Sources/App/A.swift", "Sources/App/Cell.xib", "Sources/App/Main.storyboard",
    ])
  }

  @Test func includedAndExcludedGlobs() throws {
    let folder = try TemporaryFolder()
    for path in ["Sources/A.swift", "Sources/Generated/G.swift", "Sources/Deep/Mocks/M.swift", "Tests/T.swift"] {
      try folder.write(path, "")
    }
    let filter = PathFilter(included: ["Sources"], excluded: ["Sources/Generated", "**/Mocks"])
    let files = try FileDiscovery(rootDirectory: folder.path, filter: filter, useGit: false)
      .files(in: [folder.path])
    #expect(names(files, in: folder) == ["Sources/A.swift"])
  }

  @Test func symlinkLoopsDoNotHang() throws {
    let folder = try TemporaryFolder()
    try folder.write("a/A.swift", "")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/a/loop", withDestinationPath: folder.path + "/a")
    let files = try FileDiscovery(rootDirectory: folder.path, filter: .everything, useGit: false)
      .files(in: [folder.path])
    #expect(names(files, in: folder).filter { $0.hasSuffix("A.swift") }.count >= 1)
  }

  @Test func gitIgnoredFilesAreSkipped() throws {
    let folder = try TemporaryFolder()
    try folder.write("Kept.swift", "")
    try folder.write("Ignored/Gen.swift", "")
    try folder.write(".gitignore", "Ignored/\n")
    try initializeGit(in: folder)
    let files = try FileDiscovery(rootDirectory: folder.path, filter: .everything).files(in: [folder.path])
    #expect(names(files, in: folder) == ["Kept.swift"])
  }

  @Test func missingPathIsAnError() throws {
    let folder = try TemporaryFolder()
    #expect(throws: FileDiscovery.NotFound.self) {
      try FileDiscovery(rootDirectory: folder.path, filter: .everything).files(in: [folder.path + "/nope"])
    }
  }

  @Test(arguments: [
    ("Sources", "Sources/A/B.swift", true),
    ("Sources/*.swift", "Sources/A.swift", true),
    ("Sources/*.swift", "Sources/A/B.swift", false),
    ("**/Generated", "X/Y/Generated/Z.swift", true),
    ("Legacy/**", "Legacy/A/B.swift", true),
    ("Legacy/**", "Other/Legacy/B.swift", false),
    ("./Tests/", "Tests/T.swift", true),
    ("Test", "Tests/T.swift", false),
  ])
  func globs(_ pattern: String, _ path: String, _ matches: Bool) {
    #expect(PathFilter(excluded: [pattern]).contains(path) == !matches)
  }
}
