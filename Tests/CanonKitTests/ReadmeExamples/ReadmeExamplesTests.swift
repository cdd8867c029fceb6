import Foundation
import Testing

/// Checks that every Swift example of the README's runtime sections is compiled by a test: each
/// line of the example appears, in order, in that section's `ReadmeExamples*.swift` file (which
/// may add declarations between the lines, never change them).
struct ReadmeExamplesTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static let compiledBy = [
    "CanonKit": "Tests/CanonKitTests/ReadmeExamples/ReadmeExamplesKit.swift",
    "CanonStore": "Tests/CanonStoreTests/ReadmeExamples/ReadmeExamplesStore.swift",
    "CanonInjection": "Tests/CanonInjectionTests/ReadmeExamples/ReadmeExamplesInjection.swift",
    "CanonTesting": "Tests/CanonTestingTests/ReadmeExamples/ReadmeExamplesTesting.swift",
  ]

  @Test(arguments: compiledBy.keys.sorted())
  func theExampleOfEachRuntimeSectionIsCompiledAsWritten(section: String) throws {
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let path = try #require(Self.compiledBy[section])
    let compiled = try String(
      contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)

    let blocks = Self.swiftBlocks(inSection: "### \(section)", of: readme)

    #expect(!blocks.isEmpty, "no Swift example under ### \(section)")
    let compiledLines = Self.lines(compiled)
    for block in blocks {
      let missing = Self.firstLineMissing(from: Self.lines(block), inOrderIn: compiledLines)
      #expect(missing == nil, "\(path) does not compile this README line: \(missing ?? "")")
    }
  }

  @Test func aChangedLineIsNoticed() {
    let compiled = Self.lines("let a = 1\nlet b = 2\n")
    #expect(Self.firstLineMissing(from: ["let a = 1", "let b = 2"], inOrderIn: compiled) == nil)
    #expect(Self.firstLineMissing(from: ["let b = 2", "let a = 1"], inOrderIn: compiled) == "let a = 1")
    #expect(Self.firstLineMissing(from: ["let a = 3"], inOrderIn: compiled) == "let a = 3")
  }

  private static func swiftBlocks(inSection heading: String, of readme: String) -> [String] {
    guard let start = readme.range(of: "\n\(heading)\n") else { return [] }
    let rest = readme[start.upperBound...]
    // Up to the next heading (a line starting with "#expect" inside an example is not one).
    let end = ["\n## ", "\n### "].compactMap { rest.range(of: $0)?.lowerBound }.min()
    let section = end.map { rest[..<$0] } ?? rest
    return section.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  private static func lines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
  }

  private static func firstLineMissing(from lines: [String], inOrderIn compiled: [String])
    -> String?
  {
    var position = compiled.startIndex
    for line in lines {
      guard let found = compiled[position...].firstIndex(of: line) else { return line }
      position = found + 1
    }
    return nil
  }
}
