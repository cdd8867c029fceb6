import Foundation
import Testing

/// What the README shows must work as shown.
@Suite struct ReadmeTests {
  static let readme: String = {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md").path
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }()

  static var yamlBlocks: [String] {
    readme.components(separatedBy: "```yaml\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  @Test func readmeHasConfigurationExamples() {
    #expect(Self.yamlBlocks.count >= 4)
  }

  @Test(arguments: yamlBlocks)
  func configurationExampleLoads(_ yaml: String) throws {
    let project = try Project([".canon.yml": yaml, "A.swift": "struct A {}\n"])
    let output = try project.canon("lint")
    #expect(output.status != 2, "\(output.stderr)")
  }
}
