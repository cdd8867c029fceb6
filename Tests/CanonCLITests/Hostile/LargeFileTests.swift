import Foundation
import Testing

/// Issue 14: a 20 MB Swift file took 2.1 GB to lint and 2.3 GB to fix. Files above
/// `max-file-size` (8 MB unless `.canon.yml` says otherwise) are reported as `too-large-file`
/// and skipped; the others are linted as before.
@Suite struct LargeFileTests {
  static let ordinary = "protocol Output: class {\n  func done()\n}\n"

  /// Ordinary declarations, as a generator writes them, up to `size` bytes.
  static func generated(_ size: Int) -> String {
    var text = ""
    var index = 0
    while text.utf8.count < size {
      text += "struct Model\(index): Equatable {\n  let id: Int\n  var name = \"model \(index)\"\n}\n\n"
      index += 1
    }
    return text
  }

  @Test func aFileAboveTheConfiguredLimitIsReportedAndSkipped() throws {
    let project = try Project([
      ".canon.yml": "max-file-size: 2KB\n", "Big.swift": Self.generated(3_000),
      "Output.swift": Self.ordinary,
    ])
    let lint = try project.canon("lint")
    #expect(lint.status == 0, "\(lint.stderr)")
    #expect(lint.stdout.contains("Big.swift:1:1: warning: file too large to lint, skipped: 2.9 KB, above max-file-size (2.0 KB) (too-large-file)"))
    #expect(lint.stdout.contains("Output.swift:1:"))
    #expect(try project.canon("lint", "--strict").status == 1)

    let fix = try project.canon("lint", "--fix")
    #expect(fix.status == 0, "\(fix.stderr)")
    #expect(fix.stdout.contains("(too-large-file)"))
    #expect(try project.read("Output.swift").contains("AnyObject"))
  }

  @Test func theDefaultLimitSkipsA20MBFile() throws {
    let project = try Project(["Big.swift": Self.generated(20 << 20), "Output.swift": Self.ordinary])
    let lint = try project.canon("lint", "--reporter", "json")
    #expect(lint.status == 0, "\(lint.stderr)")
    #expect(lint.stdout.contains("too-large-file"))
    #expect(lint.stdout.contains("20.0 MB, above max-file-size (8.0 MB)"))
  }

  @Test(arguments: ["lots", "-1", "0", "8GBB", "[1]"])
  func aMalformedLimitIsAConfigurationError(_ value: String) throws {
    let project = try Project([".canon.yml": "max-file-size: \(value)\n", "A.swift": "let a = 1\n"])
    let lint = try project.canon("lint")
    #expect(lint.status == 2)
    #expect(lint.stderr.contains(".canon.yml:1:16: error: 'max-file-size' expects a size in bytes"))
  }
}
