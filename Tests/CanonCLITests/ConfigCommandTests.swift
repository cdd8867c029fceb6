import Foundation
import Testing

/// `canon config explain` and `--only-rule`: what runs on a file, and why.
@Suite struct ConfigCommandTests {
  private func project() throws -> Project {
    try Project([
      ".canon.yml": """
        presets: [base, mvvm-c]
        rules:
          weak-delegate: error
          constant-naming: { allowed: [URL], excluded: [Legacy] }
        """,
      "Sources/A.swift": "struct A {}\n",
      "Legacy/B.swift": "let MAX = 1\n",
    ])
  }

  @Test func explainSaysWhereEachValueWasSet() throws {
    let output = try project().canon("config", "explain", "Sources/A.swift")
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("Configuration: .canon.yml\nPresets: base, mvvm-c (.canon.yml:1)\n"))
    #expect(output.stdout.contains("  weak-delegate: error (.canon.yml:3)\n"))
    #expect(output.stdout.contains("  constant-naming: warning (default)\n    allowed: [URL] (.canon.yml:4)\n"))
    #expect(output.stdout.contains("(preset 'mvvm-c' (layer-dependencies))"))
  }

  @Test func explainSaysWhichRulesDoNotApplyToTheFile() throws {
    let output = try project().canon("config", "explain", "Legacy/B.swift")
    #expect(output.stdout.contains("  constant-naming: warning (default), not on this file (excluded: [Legacy])\n"))
    #expect(try self.project().canon("config", "explain", "Nope.swift").status == 2)
  }

  /// Which module a file is in, and the build file that says so: a podspec here.
  @Test func explainAndRolesSayWhichModuleAFileIsIn() throws {
    let project = try Project([
      ".canon.yml": "presets: [base]\n",
      "Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/**/*.swift'\nend\n",
      "Kit/ProfileViewModel.swift": "final class ProfileViewModel {}\n",
      "App/Main.swift": "struct Main {}\n",
    ])
    let kit = try project.canon("config", "explain", "Kit/ProfileViewModel.swift")
    #expect(kit.stdout.contains("\nModule: Kit (pod 'Kit' of Kit.podspec)\n"))
    let app = try project.canon("config", "explain", "App/Main.swift")
    #expect(app.stdout.contains("\nModule: none known (no linted Package.swift, Xcode project, project.yml or podspec compiles it)\n"))
    let roles = try project.canon("roles")
    #expect(
      roles.stdout.hasPrefix(
        "Kit/ProfileViewModel.swift: module Kit (pod 'Kit' of Kit.podspec)\nKit/ProfileViewModel.swift:1:"))
  }

  @Test func onlyTheNamedRulesRun() throws {
    let project = try Project([
      "A.swift": "protocol A: class {}\nlet MAX_COUNT = 1\n"
    ])
    let output = try project.canon("lint", "--only-rule", "constant-naming")
    #expect(output.stdout.contains("(constant-naming)"))
    #expect(!output.stdout.contains("class-protocol-anyobject"))
    let unknown = try project.canon("lint", "--only-rule", "constant-namin")
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("did you mean 'constant-naming'"))
  }
}
