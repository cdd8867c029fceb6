/// Some files' findings that wait for the index. They are settled in parts on all cores, and a
/// part is released where it is settled: tens of thousands of conditions and their captures,
/// whose release was a serial pause when it came with the outcomes'.
final class PendingFindings: @unchecked Sendable {
  // Only the job that settles this part touches it. One array per file, as the file left it:
  // taking an array from an outcome is a pointer move, where concatenating copied every finding.
  private var findings: [(file: Int, pending: PendingFile)]

  private init(_ findings: [(file: Int, pending: PendingFile)]) {
    self.findings = findings
  }

  /// The outcomes' pending findings, taken out of them, in `count` parts.
  static func parts(taking outcomes: inout [FileOutcome], count: Int = 4) -> [PendingFindings] {
    let size = Swift.max(1, (outcomes.count + count - 1) / count)
    return stride(from: 0, to: outcomes.count, by: size).map { start in
      var findings: [(file: Int, pending: PendingFile)] = []
      findings.reserveCapacity(size)
      for file in start..<Swift.min(start + size, outcomes.count) {
        guard let pending = outcomes[file].pending else { continue }
        findings.append((file, pending))
        outcomes[file].pending = nil
      }
      return PendingFindings(findings)
    }
  }

  /// The findings whose condition holds, by file; a part is settled once. With
  /// `recordingReads`, each file's questions to the index are noted for the cache.
  func settle(with index: ProjectIndex, recordingReads: Bool) -> [SettledFile] {
    defer { findings = [] }
    var settled: [SettledFile] = []
    settled.reserveCapacity(findings.count)
    for (position, file) in findings {
      var found: [Violation] = []
      let settle = {
        // By index: `for finding in file` copies each finding, retaining its strings and closure.
        for finding in file.violations.indices where file.violations[finding].condition(index) {
          found.append(file.violation(at: finding))
        }
        for check in file.later.indices {
          found += file.laterViolations(at: check, with: index)
        }
      }
      var reads: IndexReads?
      if recordingReads {
        let recorder = IndexReads()
        IndexReads.recording(into: recorder, settle)
        reads = recorder
      } else {
        settle()
      }
      settled.append(SettledFile(file: position, violations: found, reads: reads))
    }
    return settled
  }
}

/// What a file's pending findings settled to (`file` is its index among the inputs), or a
/// project rule's findings (`file` is `nil`).
struct SettledFile: Sendable {
  var file: Int?
  var violations: [Violation]
  /// What the file's conditions asked the index, when the run has a cache.
  var reads: IndexReads?
}
