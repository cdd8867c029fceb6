import Foundation

/// Runs the configured rules over a set of files.
///
/// Each file is read and parsed once, on all cores; its tree is walked once for every syntax rule
/// and dropped, leaving a compact summary. Once all files are done, the project index is built
/// from the summaries, findings that depend on it are settled, and project rules run. The
/// stages are in `Pipeline/`; `docs/architecture.md` draws them.
public struct Linter: Sendable {
  public let setup: LintSetup
  /// Every rule id the registry knows, to tell a misspelt suppression from a rule that is off.
  public let knownRuleIDs: Set<String>

  public init(setup: LintSetup, knownRuleIDs: Set<String>) {
    self.setup = setup
    self.knownRuleIDs = knownRuleIDs
  }

  /// Lints `inputs`. `context` holds the summaries of the project's other files, so that a few
  /// files can be linted again within the whole project; only violations in `inputs` are returned.
  ///
  /// With a `cache`, a file whose bytes, paths and configuration the cache knows is not parsed:
  /// its summary and findings are taken from the cache, and the run stores what it linted. A run
  /// the cache knows whole is answered with its findings and no summaries, unless
  /// `needsSummaries` (a graph draws from them).
  public func lint(
    _ inputs: [LintInput], context: [FileSummary] = [], cache: LintCache? = nil,
    needsSummaries: Bool = false
  ) -> LintResult {
    lint(inputs, base: nil, context: context, cache: cache, needsSummaries: needsSummaries)
  }

  /// Lints `inputs` within `index`, the project's index from an earlier run (`LintResult.index`)
  /// in which the inputs' files may have other summaries (or none yet), and the files at
  /// `removed` paths are gone. Finds what `lint(_:context:)` with the other files' summaries
  /// finds, and the index is brought up to date for the changed files rather than made again:
  /// the result's `index` is the one to lint within next time (an editor's next edit).
  public func lint(
    _ inputs: [LintInput], within index: ProjectIndex, removing removed: Set<String> = []
  ) -> LintResult {
    lint(inputs, base: (index, removed), context: [], cache: nil, needsSummaries: false)
  }

  /// An earlier run's index, and the paths of the files gone since.
  typealias BaseIndex = (index: ProjectIndex, removed: Set<String>)

  /// A run, stage by stage: each stage is in `Pipeline/`; the cache is behind `RunCache`.
  private func lint(
    _ inputs: [LintInput], base: BaseIndex?, context: [FileSummary], cache: LintCache?,
    needsSummaries: Bool
  ) -> LintResult {
    var timer = PhaseTimer()
    let plan = RunPlan(
      setup, knownRuleIDs: knownRuleIDs, inputs: inputs, isWhole: context.isEmpty && base == nil)
    let cache: any RunCache =
      cache.map {
        CachingRun($0, plan: plan, knownRuleIDs: knownRuleIDs, needsSummaries: needsSummaries)
      } ?? NoCache(plan)
    if let known = cache.lookUp() { return known }
    timer.lap("cache: lookup")
    var outcomes = plan.lintFiles(through: cache)
    timer.lap("files")

    let files = IndexedFiles(outcomes, inputs: inputs, context: context, updating: base != nil)
    let factReads = cache.filesLinted(outcomes, indexed: files.indexed)
    let index = files.index(
      within: base, rolePatterns: setup.rolePatterns, rules: plan.setups.flatMap(\.rules),
      factReads: factReads)
    timer.lap("index")

    let stale = cache.indexBuilt(index, outcomes: outcomes, indexed: files.indexed, timer: &timer)
    plan.relint(stale, in: &outcomes, timer: &timer)
    var settlement = plan.settle(
      &outcomes, files: files, index: index, recordingReads: cache.recordsReads)
    timer.lap("project")

    var result = plan.result(
      settlement.takeViolations(), outcomes: outcomes, files: files, index: index, timer: &timer)
    result.cache = cache.finish(
      result, outcomes: outcomes, settlement: consume settlement, files: files, timer: &timer)
    return result
  }
}
