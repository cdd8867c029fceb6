import CanonLint
import Foundation
import Testing

/// The baseline file: stable bytes, and clear errors for what is not one.
@Suite struct BaselineFileTests {
  private let entries = [
    Baseline.Entry(rule: "b-rule", path: "Z.swift", declaration: "Z", line: "let z = 1"),
    Baseline.Entry(rule: "a-rule", path: "A.swift", declaration: "A.f()", line: "f()"),
    Baseline.Entry(rule: "a-rule", path: "A.swift", declaration: "A.f()", line: "f()"),
  ]

  @Test func theSameFindingsGiveTheSameBytes() {
    let once = Baseline(entries: entries).encoded()
    #expect(Baseline(entries: entries.reversed()).encoded() == once)
    #expect(once.contains("\"count\" : 2"))
    #expect(once.range(of: "A.swift")!.lowerBound < once.range(of: "Z.swift")!.lowerBound)
  }

  @Test func aWrittenBaselineReadsBackTheSame() throws {
    let folder = try TemporaryFolder()
    try folder.write("b.json", Baseline(entries: entries).encoded())
    #expect(try Baseline.read(from: folder.path + "/b.json") == Baseline(entries: entries))
  }

  @Test func whitespaceIsNormalised() {
    #expect(Baseline.normalizedLine("\t  let  x =\t1  \r") == "let x = 1")
  }

  @Test func whatIsNotABaselineIsAClearError() throws {
    let folder = try TemporaryFolder()
    try folder.write("v2.json", #"{"version": 2, "findings": []}"#)
    try folder.write("text.json", "not json")
    try folder.write("broken.json", #"{"version": 1, "findings": [{"rule": "a"}]}"#)
    #expect(failure(folder.path + "/v2.json")?.contains("has version 2") == true)
    #expect(failure(folder.path + "/text.json")?.contains("not a Canon baseline") == true)
    #expect(failure(folder.path + "/broken.json")?.contains("damaged: missing 'path' at .findings[0]") == true)
    #expect(failure(folder.path + "/missing.json")?.contains("does not exist") == true)
  }

  private func failure(_ path: String) -> String? {
    do {
      _ = try Baseline.read(from: path)
      return nil
    } catch {
      return "\(error)"
    }
  }
}
