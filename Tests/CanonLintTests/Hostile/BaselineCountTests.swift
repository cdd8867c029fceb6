import CanonLint
import Foundation
import Testing

/// Issue 35: baseline counts that overflowed when added up trapped the process (exit 132) while
/// the file loaded; a count that is not a whole number from 1 to the maximum is an error naming
/// the entry.
@Suite struct BaselineCountTests {
  private func entry(_ count: String, rule: String = "constant-naming", path: String = "G1.swift")
    -> String
  {
    #"{"count":\#(count),"declaration":"a","line":"a","path":"\#(path)","rule":"\#(rule)"}"#
  }

  private func failure(_ json: String) throws -> String? {
    let folder = try TemporaryFolder()
    try folder.write("b.json", json)
    return failure(reading: folder.path + "/b.json")
  }

  private func failure(reading path: String) -> String? {
    do {
      _ = try Baseline.read(from: path)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func twoEntriesOfTheLargestIntegerAreAnErrorNotACrash() throws {
    let json = #"{"version":1,"findings":["# + entry("9223372036854775807") + ","
      + entry("9223372036854775807", path: "G2.swift") + "]}"
    let message = try #require(try failure(json))
    #expect(message.contains("count must be a whole number from 1 to 1000000000"))
    #expect(message.contains("G1.swift"))
    #expect(message.contains(".findings[0].count"))
  }

  @Test(arguments: ["-1", "0", "1.5", "1e30", "1000000001", "\"3\""])
  func aCountOutsideTheRangeIsAnErrorNamingTheEntry(_ count: String) throws {
    let message = try #require(try failure(#"{"version":1,"findings":["# + entry(count) + "]}"))
    #expect(message.contains("damaged"))
    #expect(message.contains(".findings[0].count"))
    #expect(!message.contains("not valid JSON"))
  }

  @Test func duplicateEntriesAtTheMaximumAddUpWithoutOverflow() throws {
    let json = #"{"version":1,"findings":["# + entry("1000000000") + "," + entry("1000000000") + "]}"
    #expect(try failure(json) == nil)
    let folder = try TemporaryFolder()
    try folder.write("b.json", json)
    let baseline = try Baseline.read(from: folder.path + "/b.json")
    #expect(baseline.entries.count == 1)
    #expect(baseline.findingCount == Baseline.maximumCount)
  }

  @Test func entriesMadeInCodeNeverOverflowEither() {
    let huge = Baseline.Entry(rule: "r", path: "A.swift", declaration: "", line: "x", count: .max)
    let baseline = Baseline(entries: [huge, huge])
    #expect(baseline.findingCount == Baseline.maximumCount)
  }

  @Test func aFolderNamedAsTheBaselineIsSaidToBeAFolder() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/b.json", withIntermediateDirectories: true)
    let message = try #require(failure(reading: folder.path + "/b.json"))
    #expect(message.contains("is a folder"))
    #expect(!message.contains("no permission"))
  }
}
