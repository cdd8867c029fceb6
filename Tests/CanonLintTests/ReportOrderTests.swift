import CanonLint
import Testing

/// A result's findings are sorted by ranking paths once, not by comparing them per pair: the
/// order must stay the one `Violation.reportOrder` gives, ties and all.
@Suite struct ReportOrderTests {
  @Test func findingsAreInTheOrderThePairwiseComparisonGives() {
    // "é" composed and decomposed are the same path to `String`, so the same file here too.
    let paths = [
      "B/a.swift", "A/b.swift", "A/B.swift", "a.swift", "Z.swift", "Caf\u{E9}.swift",
      "Cafe\u{301}.swift", "A/b.swift.orig",
    ]
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    // Runs of one file's findings, as the linter hands them over, and strays between them.
    var violations: [Violation] = []
    for index in 0..<600 {
      let path = index % 7 == 0 ? paths[next(paths.count)] : paths[(index / 20) % paths.count]
      violations.append(
        Violation(
          ruleID: ["x", "y", "a-rule"][next(3)], severity: .warning,
          message: "finding \(index)",
          location: Location(path: path, line: 1 + next(4), column: 1 + next(3))))
    }
    let expected = violations.sorted(by: Violation.reportOrder)
    let result = LintResult(violations: violations, fileCount: paths.count)
    #expect(result.violations.map(\.message) == expected.map(\.message))
    #expect(result.violations == expected)
  }

  @Test func noneOrOneFindingIsKept() {
    #expect(LintResult(violations: [], fileCount: 0).violations.isEmpty)
    let one = Violation(
      ruleID: "x", severity: .error, message: "m",
      location: Location(path: "A.swift", line: 2, column: 3))
    #expect(LintResult(violations: [one], fileCount: 1).violations == [one])
  }
}
