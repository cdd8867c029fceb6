import Foundation
import Testing

/// What a run says besides its report: the summary, and which configuration it used.
@Suite struct RunSummaryTests {
  @Test func aRunEndsWithASummaryUnlessQuiet() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n", "B.swift": "struct B {}\n"])
    let lint = try project.canon("lint")
    #expect(lint.stderr.hasPrefix("Linted 2 files in "))
    #expect(lint.stderr.hasSuffix(" s: 1 warning\n1 fixable with `canon fix`\n"))
    #expect(try project.canon("lint", "--quiet").stderr.isEmpty)
    try project.write("A.swift", "protocol A: AnyObject {}\n")
    #expect(try project.canon("lint").stderr == "Linted 2 files: no violations\n")
  }

  @Test func theNearestConfigurationAboveThePathsIsUsed() throws {
    // The root configuration leaves the example out; the example's own configuration lints it.
    let project = try Project([
      ".canon.yml": "included: [Sources]\n",
      "Sources/A.swift": "struct A {}\n",
      "Examples/Shop/.canon.yml": "rules:\n  class-protocol-anyobject: { severity: error }\n",
      "Examples/Shop/Sources/B.swift": "protocol B: class {}\n",
    ])
    let lint = try project.canon("lint", "Examples/Shop")
    #expect(lint.status == 1)
    #expect(lint.stdout.contains("Examples/Shop/Sources/B.swift:1:13: error:"))
  }

  @Test func pathsTheConfigurationLeavesOutAreNamedWithIt() throws {
    let project = try Project([
      ".canon.yml": "excluded: [Legacy]\n",
      "Legacy/A.swift": "protocol A: class {}\n",
    ])
    let lint = try project.canon("lint", "Legacy")
    #expect(lint.status == 0)
    #expect(lint.stderr.contains("warning: no file to lint in Legacy: .canon.yml leaves them out (excluded: [Legacy])"))
    #expect(try project.canon("lint", "Missing").status == 2)
  }

  /// A folder of clones (or an app kept in a submodule): discovery skips folders with their
  /// own `.git`, as git does, and says so rather than "no Swift file there".
  @Test func swiftFilesOnlyInOtherCheckoutsAreNamedWithTheCommandThatLintsThem() throws {
    let project = try Project([
      "Apps/Shop/.git/HEAD": "ref: refs/heads/main\n",
      "Apps/Shop/Sources/A.swift": "protocol A: class {}\n",
      "Apps/README.md": "clones\n",
    ])
    // A link to a folder above is not followed: the walk ends.
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/Apps/Loop", withDestinationPath: "..")
    let lint = try project.canon("lint", "Apps")
    #expect(lint.status == 0)
    #expect(lint.stderr.contains(
      "warning: no file to lint in Apps: its Swift files are in git checkouts of their own (Apps/Shop), which are linted only when named: canon lint Apps/Shop"))
    #expect(try project.canon("lint", "Apps/Shop").stdout.contains("A.swift:1:13: "))
  }

  @Test func pathsWithDifferentConfigurationsAreRefused() throws {
    let project = try Project([
      "One/.canon.yml": "presets: [base]\n", "One/A.swift": "struct A {}\n",
      "Two/.canon.yml": "presets: [base]\n", "Two/B.swift": "struct B {}\n",
    ])
    let lint = try project.canon("lint", "One", "Two")
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("the paths have different configurations"))
  }
}
