import Foundation
import Testing

@Suite struct FixCommandTests {
  static let files = [
    "Sources/Output.swift": "protocol LoginOutput: class {\n  func didLogin()\n}\n",
    "Sources/Input.swift": "protocol LoginInput: class {}\nprotocol Other: class {}\n",
  ]

  @Test func fixWritesTheFixesAndReportsWhatIsLeft() throws {
    let project = try Project(Self.files)
    let output = try project.canon("lint", "--fix")
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("Fixed 3 violations in 2 files\n"))
    #expect(try project.read("Sources/Output.swift") == "protocol LoginOutput: AnyObject {\n  func didLogin()\n}\n")
    #expect(try project.read("Sources/Input.swift") == "protocol LoginInput: AnyObject {}\nprotocol Other: AnyObject {}\n")

    let again = try project.canon("fix")
    #expect(again.stderr.hasPrefix("Fixed 0 violations in 0 files\n"))
  }

  @Test func dryRunPrintsADiffAndWritesNothing() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let output = try project.canon("fix", "--dry-run", "--reporter", "json:report.json")
    #expect(output.status == 0)
    #expect(output.stdout == "--- a/A.swift\n+++ b/A.swift\n@@ -1,1 +1,1 @@\n-protocol A: class {}\n+protocol A: AnyObject {}\n")
    #expect(output.stderr.hasPrefix("Would fix 1 violation in 1 file\n"))
    #expect(try project.read("A.swift") == "protocol A: class {}\n")
    #expect(try project.read("report.json").contains("\"violations\" : 1"))
  }

  @Test func dryRunNeedsFix() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let output = try project.canon("lint", "--dry-run")
    #expect(output.status == 2)
    #expect(output.stderr.contains("--dry-run goes with --fix"))
  }
}

/// `canon fix` applies safe fixes; unsafe ones (weak, final, private) with `--unsafe-fixes` only.
@Suite struct UnsafeFixTests {
  static let files = [
    ".canon.yml": "presets: [base]\n",
    "Sources/Login.swift": """
      protocol LoginOutput: class {}
      final class LoginView {
        var delegate: LoginOutput?
      }

      """,
  ]

  @Test func fixAppliesOnlySafeFixesAndSaysWhatItHeldBack() throws {
    let project = try Project(Self.files)
    let output = try project.canon("fix")
    let text = try project.read("Sources/Login.swift")
    #expect(text.contains("protocol LoginOutput: AnyObject {}"))
    #expect(text.contains("  var delegate: LoginOutput?"), "weak is an unsafe fix: not applied")
    #expect(output.stderr.contains("1 more fix can change behaviour or API: add --unsafe-fixes to apply it"))
    #expect(output.stdout.contains("(weak-delegate)"))
  }

  @Test func unsafeFixesAppliesThemToo() throws {
    let project = try Project(Self.files)
    let output = try project.canon("fix", "--unsafe-fixes")
    #expect(try project.read("Sources/Login.swift").contains("  weak var delegate: LoginOutput?"))
    #expect(!output.stderr.contains("--unsafe-fixes"))
    #expect(try project.canon("lint", "--unsafe-fixes").status == 2)
  }

}
