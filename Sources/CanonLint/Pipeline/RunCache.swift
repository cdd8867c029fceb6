/// The cache as a run talks to it, in the run's order: look up what it holds, take each file
/// from it or lint the file, hear that the files are linted, say which cached files the built
/// index makes stale, and store what the run found.
///
/// `CachingRun` keeps runs in a `LintCache` and owns all a run does for it (the keys and
/// fingerprints, the entries prepared in the background, the index's answers, the record of
/// what conditions read). `NoCache` keeps nothing: the language server's edits, `fix`, a lint
/// with `--no-cache`, tests.
protocol RunCache: AnyObject, Sendable {
  /// Before any file is read: the result of a run the cache knows whole, which is the run's.
  func lookUp() -> LintResult?

  /// The outcome of the input at `file`, on any core: taken from the cache, or linted.
  func outcome(of file: Int) -> FileOutcome

  /// Every file is linted or taken from the cache; `indexed` are the summaries the index is
  /// built from. Returns where the index notes whose facts conditions read, when the cache needs
  /// to know.
  func filesLinted(_ outcomes: [FileOutcome], indexed: [FileSummary]) -> FactReads?

  /// The index is built: the files taken from the cache whose pending findings it would not
  /// settle as they were, by position. They are linted again.
  func indexBuilt(
    _ index: ProjectIndex, outcomes: [FileOutcome], indexed: [FileSummary],
    timer: inout PhaseTimer
  ) -> [Int]

  /// Whether settling notes each file's questions to the index, for the cache.
  var recordsReads: Bool { get }

  /// The run is done: stores what it linted, and says how it used the cache (`nil` without one).
  func finish(
    _ result: LintResult, outcomes: [FileOutcome], settlement: consuming Settlement,
    files: IndexedFiles, timer: inout PhaseTimer
  ) -> CacheStatistics?
}

/// A run without a cache: every file is linted, nothing is kept.
final class NoCache: RunCache {
  let plan: RunPlan

  init(_ plan: RunPlan) {
    self.plan = plan
  }

  func lookUp() -> LintResult? { nil }

  func outcome(of file: Int) -> FileOutcome {
    plan.linter(of: file).lint(plan.inputs[file])
  }

  func filesLinted(_ outcomes: [FileOutcome], indexed: [FileSummary]) -> FactReads? { nil }

  func indexBuilt(
    _ index: ProjectIndex, outcomes: [FileOutcome], indexed: [FileSummary],
    timer: inout PhaseTimer
  ) -> [Int] { [] }

  var recordsReads: Bool { false }

  func finish(
    _ result: LintResult, outcomes: [FileOutcome], settlement: consuming Settlement,
    files: IndexedFiles, timer: inout PhaseTimer
  ) -> CacheStatistics? { nil }
}
