/// The cached files whose pending findings no longer hold. A cached file's pending findings were
/// settled with another index: when some question they asked it has another answer now, they are
/// found again by linting the file, since their conditions could not be stored.
struct StaleFiles {
  /// The index fingerprint, made here only when some file came from the cache (to tell whether
  /// its pending findings still hold); else once, when the entries are stored.
  var indexFingerprint: String?
  /// How many cached files were linted again.
  var relinted = 0

  /// Lints the stale cached files among `outcomes` again, in place, keeping their cache keys.
  init(
    relinting outcomes: inout [FileOutcome], plan: RunPlan, indexed: [FileSummary],
    factRules: Set<String>, answers: IndexAnswers?, prepared: BackgroundWork<PreparedEntries>?,
    timer: inout PhaseTimer
  ) {
    guard let answers, outcomes.contains(where: { $0.cached != nil }) else { return }
    let fingerprint = CacheKeys.index(
      indexed, factRules: factRules, declarations: prepared?.wait().declarations)
    indexFingerprint = fingerprint
    timer.lap("cache: index fingerprint")
    let cached = outcomes.indices.filter { outcomes[$0].cached != nil }
    let found = outcomes
    let settledStill = ParallelMap.map(cached) { file in
      found[file].cached.map { $0.isSettled(with: fingerprint, answers: answers) } ?? true
    }
    let stale = zip(cached, settledStill).filter { !$0.1 }.map(\.0)
    let relintedOutcomes = ParallelMap.map(stale) { index in
      plan.linter(of: index).lint(plan.inputs[index])
    }
    relinted = stale.count
    for (file, outcome) in zip(stale, relintedOutcomes) {
      let key = outcomes[file].cacheKey
      outcomes[file] = outcome
      outcomes[file].cacheKey = key
    }
    timer.lap("cache: stale")
    timer.count("cache: files linted again", relinted)
  }
}
