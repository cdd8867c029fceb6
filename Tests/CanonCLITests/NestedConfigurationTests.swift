import Foundation
import Testing

/// One configuration for a whole app, refined per folder by `.canon.yml` files below the root.
@Suite struct NestedConfigurationTests {
  private static let strongDelegate = "protocol D: AnyObject {}\nfinal class XManager {\n  var delegate: D?\n}\n"

  private func app() throws -> Project {
    try Project([
      ".canon.yml": "presets: [base, mvvm-c]\nexcluded: [Examples]\nrules:\n  weak-delegate: error\n",
      "Sources/Legacy/.canon.yml":
        "presets: [base, viper]\nexcluded: [Old]\nrules:\n  weak-delegate: warning\n  no-manager-suffix: off\n",
      "Sources/App/X.swift": Self.strongDelegate,
      "Sources/Legacy/Login/X.swift": Self.strongDelegate,
      "Sources/Legacy/Old/X.swift": Self.strongDelegate,
      "Examples/Demo/.canon.yml": "presets: [base]\n",
      "Examples/Demo/X.swift": Self.strongDelegate,
    ])
  }

  @Test func aFolderRefinesTheRootForItsSubtreeInOneRun() throws {
    let lint = try app().canon("lint")
    #expect(lint.status == 1)
    #expect(lint.stdout == """
      Sources/App/X.swift:2:13: warning: class 'XManager' is named '…Manager': name it after what it does (no-manager-suffix)
      Sources/App/X.swift:3:7: error: 'delegate' should be 'weak' to avoid a retain cycle with its owner (weak-delegate)
      Sources/Legacy/Login/X.swift:3:7: warning: 'delegate' should be 'weak' to avoid a retain cycle with its owner (weak-delegate)

      """)
  }

  @Test func lintingTheFolderAloneGivesTheSameFindings() throws {
    let project = try app()
    let alone = try project.canon("lint", "Sources/Legacy")
    #expect(alone.stdout == "Sources/Legacy/Login/X.swift:3:7: warning: 'delegate' should be 'weak' to avoid a retain cycle with its owner (weak-delegate)\n")
  }

  @Test func aFolderTheRootLeavesOutKeepsItsOwnConfiguration() throws {
    let lint = try app().canon("lint", "Examples/Demo")
    #expect(lint.stdout.contains("Examples/Demo/X.swift:2:13: warning:"))
    #expect(lint.status == 0)
  }

  @Test func aFolderMayTurnOnWhatItsParentTurnedOff() throws {
    let project = try Project([
      ".canon.yml": "rules:\n  weak-delegate: off\n",
      "Sources/Strict/.canon.yml": "rules:\n  weak-delegate: error\n",
      "Sources/A.swift": Self.strongDelegate,
      "Sources/Strict/B.swift": Self.strongDelegate,
    ])
    let lint = try project.canon("lint")
    #expect(lint.stdout.contains("Sources/Strict/B.swift:3:7: error: 'delegate' should be 'weak'"))
    #expect(!lint.stdout.contains("Sources/A.swift:3:7"))
  }

  @Test func aConfigurationAboveTheRepositoryDoesNotReachIntoIt() throws {
    // A `.canon.yml` in a home folder, above a repository that has its own.
    let project = try Project([
      ".canon.yml": "rules:\n  weak-delegate: error\n",
      "Repo/.git/HEAD": "ref: refs/heads/main\n",
      "Repo/.canon.yml": "presets: [base]\n",
      "Repo/Sources/X.swift": Self.strongDelegate,
    ])
    let lint = try CanonProcess.run(["lint", "--only-rule", "weak-delegate"], in: project.path + "/Repo")
    #expect(lint.stdout == "Sources/X.swift:3:7: warning: 'delegate' should be 'weak' to avoid a retain cycle with its owner (weak-delegate)\n")
  }

  @Test func mistakesInAFolderConfigurationAreExact() throws {
    let project = try app()
    try project.write("Sources/Legacy/.canon.yml", "presets: [base]\nroles:\n  view-model: { suffixes: [VM] }\n")
    let lint = try project.canon("lint")
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("Sources/Legacy/.canon.yml:2:1: error: 'roles' concerns the whole project"))
    try project.write("Sources/Legacy/.canon.yml", "rules:\n  weak-delegat: error\n")
    #expect(try project.canon("lint").stderr.contains("Sources/Legacy/.canon.yml:2:3: error: unknown rule 'weak-delegat'"))
  }

  @Test func explainNamesTheFolderConfiguration() throws {
    let output = try app().canon("config", "explain", "Sources/Legacy/Login/X.swift")
    #expect(output.stdout.hasPrefix("Configuration: .canon.yml, refined by Sources/Legacy/.canon.yml\nPresets: base, viper (Sources/Legacy/.canon.yml:1)\n"))
    #expect(output.stdout.contains("  weak-delegate: warning (Sources/Legacy/.canon.yml:4)\n"))
    #expect(!output.stdout.contains("no-manager-suffix"))
  }
}
