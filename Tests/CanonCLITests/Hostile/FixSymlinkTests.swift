import Foundation
import Testing

/// `--fix` and reports through symbolic links: the target is replaced whole, the link stays.
@Suite struct FixSymlinkTests {
  @Test func aFileReachedThroughALinkIsReplacedWholeAndStaysALink() throws {
    // The fix makes the file one byte shorter (`internal` → `private`): written through the link
    // without truncating, the old text's last byte stayed after it.
    let original = "final class V: UIView {\n  @IBOutlet internal var label: UILabel!\n}\n"
    let project = try Project(["Real/V.swift": original])
    let manager = FileManager.default
    try manager.createDirectory(atPath: project.path + "/Sources", withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: project.path + "/Sources/V.swift", withDestinationPath: "../Real/V.swift")
    let output = try project.canon("fix", "--unsafe-fixes", "--preset", "mvvm", "Sources")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.hasPrefix("Fixed 1 violation in 1 file\n"))
    #expect(try project.read("Real/V.swift") == "final class V: UIView {\n  @IBOutlet private var label: UILabel!\n}\n")
    #expect(try manager.destinationOfSymbolicLink(atPath: project.path + "/Sources/V.swift") == "../Real/V.swift")
    #expect(temporaryFiles(in: project.path + "/Real").isEmpty)
  }

  @Test func aLinkToAFileOutsideTheProjectIsNotFixed() throws {
    let outside = try Project(["Elsewhere.swift": "protocol A: class {}\n"])
    let project = try Project([:])
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/A.swift", withDestinationPath: outside.path + "/Elsewhere.swift")
    let output = try project.canon("fix", "--unsafe-fixes", "--strict")
    #expect(output.status == 1)
    #expect(output.stderr.contains("A.swift: not fixed: a symbolic link to "))
    #expect(output.stderr.contains("outside the linted folder"))
    #expect(output.stdout.contains("A.swift:1:"))
    #expect(try outside.read("Elsewhere.swift") == "protocol A: class {}\n")
  }

  @Test func aReportWrittenToALinkReplacesTheTargetWhole() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let longer = String(repeating: "an older, longer report\n", count: 200)
    try project.write("reports/last.json", longer)
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/report.json", withDestinationPath: "reports/last.json")
    let output = try project.canon("lint", "--reporter", "json:report.json")
    #expect(output.status == 0, "\(output.stderr)")
    let report = try project.read("reports/last.json")
    #expect(!report.contains("older"))
    #expect((try? JSONSerialization.jsonObject(with: Data(report.utf8))) != nil)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: project.path + "/report.json") == "reports/last.json")
  }
}
