import Foundation
import SeededRandom
import Testing

@testable import CanonLint

/// Issue 35's fuzz target for baselines: seeded mutations of a valid baseline file (numbers at
/// the edges of `Int` and `Double`, duplicate entries, truncations, wrong types) through the
/// reader, the counts and the comparison with findings. Whatever the bytes, reading either gives
/// a baseline or throws `Baseline.Failure`; nothing traps. In process, so a thousand cases take
/// well under a second.
@Suite struct BaselineFuzzTests {
  static let seed: UInt64 = 0x0CA9_0035
  static let cases = 1_000

  static let counts = [
    "1", "0", "-1", "2", "1000000000", "1000000001", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "1.5", "1e308", "1e309", "-0", "NaN", "\"1\"", "null", "[]", "{}", "true",
  ]
  static let strings = ["\"A.swift\"", "\"\"", "\"\\u0000\"", "\"../../x\"", "1", "null", "\"\\ud800\""]

  @Test func mutatedBaselinesNeverTrap() {
    var random = SplitMix64(seed: Self.seed)
    var read = 0
    for _ in 0..<Self.cases {
      let text = Self.file(&random)
      guard let baseline = try? Baseline.decode(Data(text.utf8), path: "b.json") else { continue }
      read += 1
      // What the commands do with a baseline read: count it, compare, encode it again.
      #expect(baseline.findingCount >= 0)
      let violations = [
        Violation(
          ruleID: "r", severity: .warning, message: "m", location: Location(path: "A.swift", line: 1, column: 1))
      ]
      let entries = [Baseline.Entry(rule: "r", path: "A.swift", declaration: "", line: "x")]
      let comparison = baseline.compare(violations, entries: entries, lintedPaths: ["A.swift"], exists: { _ in true })
      #expect(comparison.absentCount >= 0)
      #expect((try? Baseline.decode(Data(baseline.encoded().utf8), path: "b.json")) == baseline)
    }
    // Some mutations stay valid: the fuzz reaches the code after reading too.
    #expect(read > 0)
  }

  static func file(_ random: inout SplitMix64) -> String {
    var entries: [String] = []
    for _ in 0..<random.next(below: 6) {
      let valid = random.next(below: 2) == 0
      let count = valid ? "\(1 + random.next(below: 1_000_000_000))" : random.pick(Self.counts)
      let path = valid ? "\"A.swift\"" : random.pick(Self.strings)
      entries.append(#"{"count":\#(count),"declaration":"","line":"x","path":\#(path),"rule":"r"}"#)
    }
    // Duplicates: the same entry again, so that counts are added up.
    if let first = entries.first, random.next(below: 2) == 0 {
      entries += Array(repeating: first, count: 1 + random.next(below: 3))
    }
    var text = #"{"version":1,"findings":["# + entries.joined(separator: ",") + "]}"
    switch random.next(below: 6) {
    case 0: text = String(text.prefix(random.next(below: text.count + 1)))
    case 1: text = text.replacingOccurrences(of: "\"version\":1", with: "\"version\":\(Self.counts[random.next(below: Self.counts.count)])")
    default: break
    }
    return text
  }
}
