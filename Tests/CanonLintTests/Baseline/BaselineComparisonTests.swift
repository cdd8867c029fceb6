import CanonLint
import Foundation
import Testing

/// How findings are matched with a baseline's entries.
@Suite struct BaselineComparisonTests {
  private func finding(_ rule: String = "r", _ path: String = "A.swift", line: Int = 1) -> Violation {
    Violation(
      ruleID: rule, severity: .warning, message: "m \(line)",
      location: Location(path: path, line: line, column: 1))
  }

  private func entry(_ rule: String = "r", _ path: String = "A.swift", _ text: String = "x", count: Int = 1)
    -> Baseline.Entry
  {
    Baseline.Entry(rule: rule, path: path, declaration: "A.f()", line: text, count: count)
  }

  @Test func identicalFindingsAreCountedPerKey() {
    let baseline = Baseline(entries: [entry(count: 2)])
    let findings = [finding(line: 3), finding(line: 4), finding(line: 9)]
    let comparison = baseline.compare(
      findings, entries: [entry(), entry(), entry()], lintedPaths: ["A.swift"], exists: { _ in true })
    #expect(comparison.baselined.map(\.location.line) == [3, 4])
    #expect(comparison.new.map(\.location.line) == [9])
    #expect(comparison.absent.isEmpty)
  }

  @Test func aFindingIsKnownByRuleFileDeclarationAndLineNotByMessage() {
    let baseline = Baseline(entries: [entry()])
    let comparison = baseline.compare(
      [finding(), finding("other"), finding()],
      entries: [entry("r", "A.swift", "x"), entry("other"), entry("r", "A.swift", "y")],
      lintedPaths: ["A.swift"], exists: { _ in true })
    #expect(comparison.baselined.count == 1)
    #expect(comparison.new.count == 2)
  }

  @Test func fixedFindingsOfLintedOrDeletedFilesAreAbsent() {
    let baseline = Baseline(entries: [
      entry(count: 2), entry("r", "Gone.swift"), entry("r", "NotLinted.swift"),
    ])
    let comparison = baseline.compare(
      [finding()], entries: [entry()], lintedPaths: ["A.swift"],
      exists: { $0 != "Gone.swift" })
    #expect(comparison.absent.map(\.path) == ["A.swift", "Gone.swift"])
    #expect(comparison.absentCount == 2)
    // Pruning keeps what is still found and what this run did not look at.
    #expect(comparison.pruned == Baseline(entries: [entry(), entry("r", "NotLinted.swift")]))
  }

  @Test func aMovedFileKeepsItsEntries() {
    let baseline = Baseline(entries: [entry("r", "Old/A.swift", count: 2)])
    let moved = entry("r", "New/A.swift")
    let comparison = baseline.compare(
      [finding("r", "New/A.swift"), finding("r", "New/A.swift", line: 2), finding("r", "New/A.swift", line: 3)],
      entries: [moved, moved, moved], lintedPaths: ["New/A.swift"], exists: { $0 == "New/A.swift" })
    #expect(comparison.baselined.count == 2)
    #expect(comparison.new.map(\.location.line) == [3])
    #expect(comparison.absent.isEmpty)
    #expect(comparison.pruned == Baseline(entries: [entry("r", "New/A.swift", count: 2)]))
  }

  @Test func aFileThatStillExistsIsNotTakenForAMovedOne() {
    // Old.swift's finding was fixed; the same line written in New.swift is new.
    let baseline = Baseline(entries: [entry("r", "Old.swift")])
    let comparison = baseline.compare(
      [finding("r", "New.swift")], entries: [entry("r", "New.swift")],
      lintedPaths: ["Old.swift", "New.swift"], exists: { _ in true })
    #expect(comparison.new.count == 1)
    #expect(comparison.absent.map(\.path) == ["Old.swift"])
  }
}
