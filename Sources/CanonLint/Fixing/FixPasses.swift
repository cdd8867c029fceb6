/// What `Corrector.correct` knows between passes: each file's text as fixed so far, the findings
/// and summaries of the texts, and the files it refused.
struct FixPasses {
  private let inputsByPath: [String: LintInput]
  /// Each file's snapshot before the first lint: the file read for fixing must still be that one.
  private let statted: [String: FileSnapshot]
  private(set) var violations: [Violation]
  private(set) var suppressions: [String: Suppressions]
  private(set) var summaries: [String: FileSummary]
  private var originals: [String: String] = [:]
  private var current: [String: String] = [:]
  private var snapshots: [String: FileSnapshot] = [:]
  /// How many findings the fixes removed, by file.
  private var counts: [String: Int] = [:]
  private(set) var refusals: [Corrector.Refusal] = []

  init(first: LintResult, inputs: [LintInput], statted: [String: FileSnapshot]) {
    self.statted = statted
    violations = first.violations
    suppressions = first.suppressions
    summaries = Dictionary(first.summaries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    inputsByPath = Dictionary(inputs.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The correctable findings `shouldFix` takes, by path, in files that are neither refused nor
  /// outside the inputs.
  func fixable(_ shouldFix: (Violation) -> Bool) -> [String: [Violation]] {
    let refused = Set(refusals.map(\.path))
    return Dictionary(grouping: violations.filter { $0.isCorrectable && shouldFix($0) }) {
      $0.location.path
    }
    .filter { path, _ in inputsByPath[path] != nil && !refused.contains(path) }
  }

  /// Applies each file's corrections to its text, and returns the files whose text changed, to
  /// be linted again.
  mutating func apply(_ fixable: [String: [Violation]]) -> [LintInput] {
    var changed: [LintInput] = []
    for (path, fileViolations) in fixable.sorted(by: { $0.key < $1.key }) {
      guard let input = inputsByPath[path], let text = text(of: input) else { continue }
      if originals[path] == nil { originals[path] = text }
      let edits = fileViolations.flatMap { $0.corrections }.map { LineEndings.adapt($0, to: text) }
      let outcome = EditApplier.apply(edits, to: text)
      guard outcome.text != text else { continue }
      if Corrector.introducesSyntaxErrors(from: text, to: outcome.text) {
        refusals.append(
          Corrector.Refusal(
            path: path, reason: "the fixes would introduce syntax errors; file left as it was"))
        current[path] = nil
        counts[path] = nil
        continue
      }
      current[path] = outcome.text
      changed.append(
        LintInput(path: path, relativePath: input.relativePath, content: .text(outcome.text)))
    }
    return changed
  }

  /// The file's text as fixed so far, or as read; `nil` (and a refusal) when it cannot be read
  /// or changed on disk since it was linted.
  private mutating func text(of input: LintInput) -> String? {
    let path = input.path
    if let fixed = current[path] { return fixed }
    guard let (read, snapshot) = Corrector.read(input) else {
      refusals.append(Corrector.Refusal(path: path, reason: "cannot be read as UTF-8 text"))
      return nil
    }
    if let snapshot, snapshot != statted[path] {
      refusals.append(Corrector.Refusal(path: path, reason: "changed during fix; left as it is"))
      return nil
    }
    snapshots[path] = snapshot
    return read
  }

  /// Takes the findings of the `changed` files, linted again.
  mutating func take(_ relinted: LintResult, of changed: [LintInput]) {
    var relinted = relinted
    let changedPaths = Set(changed.map(\.path))
    for path in changedPaths {
      let before = violations.count { $0.location.path == path }
      let after = relinted.violations.count { $0.location.path == path }
      let fixableBefore = violations.count { $0.location.path == path && $0.isCorrectable }
      let fixableAfter = relinted.violations.count {
        $0.location.path == path && $0.isCorrectable
      }
      // A pass must leave less to fix: a rule whose fix keeps asking to be applied would
      // loop, so the file is left as it was.
      if fixableAfter >= fixableBefore {
        current[path] = nil
        counts[path] = nil
        relinted.violations.removeAll { $0.location.path == path }
        relinted.summaries.removeAll { $0.path == path }
        refusals.append(
          Corrector.Refusal(
            path: path,
            reason:
              "the fixes do not converge (a fix keeps asking to be applied); file left as it was"))
        continue
      }
      counts[path, default: 0] += max(0, before - after)
    }
    violations.removeAll { changedPaths.contains($0.location.path) }
    violations += relinted.violations
    for path in changedPaths where current[path] != nil {
      suppressions[path] = relinted.suppressions[path]
    }
    for summary in relinted.summaries { summaries[summary.path] = summary }
  }

  /// The fixed files and what is left to report; a refused file is reported as it is on disk
  /// (as `first` found it).
  func outcome(first: LintResult) -> Corrector.Outcome {
    var violations = violations
    var suppressions = suppressions
    let refusedPaths = Set(refusals.map(\.path))
    if !refusedPaths.isEmpty {
      violations.removeAll { refusedPaths.contains($0.location.path) }
      violations += first.violations.filter { refusedPaths.contains($0.location.path) }
      for path in refusedPaths { suppressions[path] = first.suppressions[path] }
    }
    let files = current.keys.sorted().compactMap { path -> Corrector.FixedFile? in
      guard let input = inputsByPath[path], let original = originals[path],
        let fixed = current[path], fixed != original
      else { return nil }
      return Corrector.FixedFile(
        input: input, original: original, fixed: fixed, snapshot: snapshots[path],
        fixedViolations: counts[path] ?? 0)
    }
    var result = LintResult(
      violations: violations, fileCount: first.fileCount, summaries: Array(summaries.values))
    result.suppressions = suppressions
    return Corrector.Outcome(result: result, files: files, refusals: refusals)
  }
}
