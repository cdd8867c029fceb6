import Foundation
import Testing

/// Issue 35, end to end: what a hostile repository ships (a link, a `.canon.yml` line, a file
/// name) must not make `canon` write outside the project, crash, or drive the user's terminal.
@Suite struct OutsideTheProjectTests {
  static let sources = ["Sources/Output.swift": "protocol LoginOutput: class {}\n"]

  @Test func baselineWriteDoesNotReplaceWhatTheDefaultNameLinksTo() throws {
    let project = try Project(Self.sources)
    let home = try Project(["bashrc": "export PATH=/usr/bin\n"])
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/canon-baseline.json", withDestinationPath: home.path + "/bashrc")
    let output = try project.canon("baseline", "write")
    #expect(output.status == 2)
    #expect(output.stderr.contains("symbolic link"))
    #expect(try home.read("bashrc") == "export PATH=/usr/bin\n")
  }

  @Test func baselineWriteDoesNotWriteWhereTheConfigurationPointsOutside() throws {
    let project = try Project(Self.sources)
    let home = try Project(["bashrc": "export PATH=/usr/bin\n"])
    try project.write(".canon.yml", "baseline: \(home.path)/bashrc\n")
    let output = try project.canon("baseline", "write")
    #expect(output.status == 2)
    #expect(output.stderr.contains("outside the project's folder"))
    #expect(try home.read("bashrc") == "export PATH=/usr/bin\n")

    // Named on the command line, a new file outside is the user's choice.
    let named = try project.canon("baseline", "write", "--output", home.path + "/b.json")
    #expect(named.status == 0)
    #expect(try home.read("b.json").contains("\"version\""))
  }

  @Test func lintWithAnOverflowingBaselineIsAClearError() throws {
    let project = try Project(Self.sources)
    try project.write(
      "b.json",
      #"{"version":1,"findings":[{"count":9223372036854775807,"declaration":"a","line":"a","path":"G1.swift","rule":"constant-naming"},{"count":9223372036854775807,"declaration":"b","line":"b","path":"G2.swift","rule":"constant-naming"}]}"#)
    for arguments in [["lint", "--baseline", "b.json"], ["baseline", "report", "--baseline", "b.json"],
      ["baseline", "prune", "--baseline", "b.json"]]
    {
      let output = try CanonProcess.run(arguments, in: project.path)
      #expect(output.status == 2, "\(arguments)")
      #expect(output.stderr.contains("count must be a whole number from 1 to"), "\(arguments)")
    }
  }

  @Test func anIncludedGlobThatClimbsOutIsAnError() throws {
    let project = try Project(Self.sources)
    try project.write(".canon.yml", "included: [../../etc]\n")
    let output = try project.canon("lint")
    #expect(output.status == 2)
    #expect(output.stderr.contains("points outside the configuration's folder"))
  }

  @Test func aCacheFolderThatCannotBeMadeIsSaidInASentence() throws {
    let project = try Project(Self.sources)
    try project.write("blocker", "a file where the cache folder would go\n")
    let output = try project.canon("lint", "--cache-path", "blocker/cache")
    #expect(output.stderr.contains("warning: no cache: cannot open"))
    #expect(output.stderr.contains("blocker is a file, not a folder"))
    #expect(!output.stderr.contains("NSCocoaErrorDomain"))
    #expect(!output.stderr.contains("UserInfo"))
  }
}

/// Issue 35: names from the repository reached the terminal raw in every output but the lint
/// reporters (`S/Feat\e]0;PWNED\a/A.swift` retitled the terminal).
@Suite struct TerminalEscapeTests {
  static let hostileFolder = "S/Feat\u{1B}]0;PWNED\u{07}"

  static func project() throws -> Project {
    try Project([hostileFolder + "/AViewModel.swift": "final class AViewModel {}\nprotocol P: class {}\n"])
  }

  private func expectNoEscape(_ output: CanonProcess.Output, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = output.stdout + output.stderr
    #expect(!text.contains("\u{1B}"), sourceLocation: sourceLocation)
    #expect(!text.contains("\u{07}"), sourceLocation: sourceLocation)
  }

  @Test func rolesEscapesFolderNames() throws {
    let output = try Self.project().canon("roles")
    #expect(output.stdout.contains("\\u{1B}]0;PWNED\\u{07}"))
    expectNoEscape(output)
  }

  @Test func baselineReportEscapesFolderNames() throws {
    let project = try Self.project()
    #expect(try project.canon("baseline", "write").status == 0)
    let output = try project.canon("baseline", "report")
    #expect(output.stdout.contains("PWNED"))
    expectNoEscape(output)
  }

  @Test func aMissingPathIsEscapedInTheError() throws {
    let project = try Project([:])
    let output = try project.canon("lint", "Gone\u{1B}[2J.swift")
    #expect(output.status == 2)
    expectNoEscape(output)
  }

  @Test func fixNotFixedLinesAreEscaped() throws {
    let project = try Self.project()
    let file = project.path + "/" + Self.hostileFolder + "/AViewModel.swift"
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
    let output = try project.canon("fix")
    #expect(output.stderr.contains("not fixed"))
    expectNoEscape(output)
  }
}

extension HostileFileSystemTests {
  /// Issue 35: `lint` read files under a folder whose name is not UTF-8, and `fix` refused them
  /// ("cannot be read as UTF-8 text") although their bytes are ASCII.
  @Test func fixFixesFilesUnderAFolderWhoseNameIsNotUTF8() throws {
    let project = try Self.nonUTF8Project()
    let output = try project.canon("fix")
    #expect(!output.stderr.contains("not fixed"), "\(output.stderr)")
    #expect(output.stderr.contains("Fixed 2 violations in 2 files"), "\(output.stderr)")
    #expect(try project.canon("lint").stdout.isEmpty)
  }
}
