import Foundation

/// A run with a cache: all the run does for its `LintCache`, behind `RunCache`.
///
/// It owns the run's keys and fingerprints (each configuration's, each file's, the run's and the
/// index's), the entries prepared while the index is built, the index's answers to the
/// questions cached files asked, and the record of whose facts conditions read.
final class CachingRun: RunCache, @unchecked Sendable {
  // `lookUp()`, `filesLinted`, `indexBuilt` and `finish` are called in turn on the run's thread;
  // `outcome(of:)` on all cores between the first two, reading what `lookUp()` set. The only
  // state written then is `contentKeys`, under its lock.
  private let cache: LintCache
  private let plan: RunPlan
  private let needsSummaries: Bool
  /// Each configuration's fingerprint (`LintSetup.fingerprint`).
  private let fingerprints: [String]
  /// What the rules whose facts conditions read are stored under: the engine and every
  /// configuration.
  private let factKey: String
  private var lookup = CacheLookup()
  /// Each input's content key, made while it is linted when the lookup made no keys.
  private let contentKeys: FileSlots<String>
  private let factReads = FactReads()
  private var prepared: BackgroundWork<PreparedEntries>?
  private var answers: IndexAnswers?
  /// The index fingerprint, made when some file came from the cache (to tell whether its pending
  /// findings still hold); else once, when the entries are stored.
  private var indexFingerprint: String?
  /// How many cached files were linted again.
  private var relinted = 0

  init(_ cache: LintCache, plan: RunPlan, knownRuleIDs: Set<String>, needsSummaries: Bool) {
    self.cache = cache
    self.plan = plan
    self.needsSummaries = needsSummaries
    fingerprints = plan.setups.map { $0.fingerprint(knownRuleIDs: knownRuleIDs) }
    factKey = ([cache.engine] + fingerprints).joined(separator: " ")
    contentKeys = FileSlots(count: plan.inputs.count)
  }

  /// Only a whole run that needs no summaries can be answered whole: a graph draws from the
  /// summaries, which a stored run does not keep. The same bytes with the same configuration
  /// find the same.
  func lookUp() -> LintResult? {
    lookup = CacheLookup(
      plan.inputs, in: cache, configurations: fingerprints,
      maximumFileSizes: plan.setups.map(\.maximumFileSize), configurationOf: plan.configurationOf,
      factKey: factKey, whole: plan.isWhole && !needsSummaries)
    guard let run = lookup.run else { return nil }
    var result = LintResult(
      violations: run.violations, fileCount: plan.inputs.count, lintedFiles: run.lintedFiles)
    result.cache = CacheStatistics(hits: plan.inputs.count, misses: 0, relinted: 0)
    cache.store([], factRules: nil, used: lookup.runKey.map { [$0] } ?? [])
    return result
  }

  /// A file whose key the cache has is taken from its entry. When the lookup could not make the
  /// keys (nothing was stored with this configuration), each is made from the bytes read to lint
  /// the file.
  func outcome(of file: Int) -> FileOutcome {
    let input = plan.inputs[file]
    let linter = plan.linter(of: file)
    if lookup.keysWhileLinting {
      let (engine, configuration) = (cache.engine, fingerprints[plan.configurationOf[file]])
      let keyed = linter.lint(input) { contents in
        CacheKeys.file(
          engine: engine, configuration: configuration, input: input, contents: contents)
      }
      contentKeys.store(keyed.key.content, at: file)
      return keyed.outcome
    }
    guard let key = lookup.key(of: file) else { return linter.lint(input) }
    var outcome: FileOutcome
    if let cached = lookup.entries[key] {
      outcome = cached.outcome
      outcome.cached = cached
    } else {
      outcome = linter.lint(input)
    }
    outcome.cacheKey = key
    return outcome
  }

  /// Starts preparing the entries while the index is built (which leaves cores idle part of the
  /// time): another thread writes the part of each entry linting decided and hashes the
  /// summaries for the index fingerprint.
  func filesLinted(_ outcomes: [FileOutcome], indexed: [FileSummary]) -> FactReads? {
    if lookup.keysWhileLinting, plan.isWhole, !needsSummaries {
      lookup.runKey = CacheKeys.run(
        engine: cache.engine, configurations: fingerprints, contents: contentKeys.values)
    }
    prepared = BackgroundWork { PreparedEntries(outcomes: outcomes, indexed: indexed) }
    return factReads
  }

  /// A cached file's pending findings were settled with another index: when some question they
  /// asked it has another answer now, they are found again by linting the file, since their
  /// conditions could not be stored.
  func indexBuilt(
    _ index: ProjectIndex, outcomes: [FileOutcome], indexed: [FileSummary],
    timer: inout PhaseTimer
  ) -> [Int] {
    let answers = IndexAnswers(index)
    self.answers = answers
    let cached = outcomes.indices.filter { outcomes[$0].cached != nil }
    guard !cached.isEmpty else { return [] }
    let fingerprint = CacheKeys.index(
      indexed, factRules: lookup.factRules, declarations: prepared?.wait().declarations)
    indexFingerprint = fingerprint
    timer.lap("cache: index fingerprint")
    let settledStill = ParallelMap.map(cached) { file in
      outcomes[file].cached.map { $0.isSettled(with: fingerprint, answers: answers) } ?? true
    }
    let stale = zip(cached, settledStill).filter { !$0.1 }.map(\.0)
    relinted = stale.count
    timer.count("cache: files linted again", relinted)
    return stale
  }

  var recordsReads: Bool { true }

  /// Stores the files the run linted.
  func finish(
    _ result: LintResult, outcomes: [FileOutcome], settlement: consuming Settlement,
    files: IndexedFiles, timer: inout PhaseTimer
  ) -> CacheStatistics? {
    guard let answers = answers.take() else { return nil }
    let prepared = prepared.take()
    // The rules whose facts conditions read, with those learnt in this run. Entries are stored
    // with the fingerprint over all of them: what they settled to read no other facts.
    let learnt = lookup.factRules.union(factReads.read)
    let made = learnt == lookup.factRules ? indexFingerprint : nil
    timer.lap("results")
    let early = prepared?.wait()
    timer.lap("cache: prepared entries (waited for)")
    let fingerprint =
      made ?? CacheKeys.index(files.indexed, factRules: learnt, declarations: early?.declarations)
    timer.lap("cache: index fingerprint")
    let statistics = CacheWriter.store(
      outcomes, hadPending: settlement.hadPending, settled: settlement.byFile,
      reads: settlement.reads, answers: answers, index: fingerprint,
      factRules: (factKey, learnt), relinted: relinted,
      run: lookup.runKey.map {
        ($0, CachedRun(violations: result.violations, lintedFiles: result.lintedFiles))
      },
      prepared: early, in: cache, timer: &timer)
    return statistics
  }
}

/// One value for each of a run's files, each stored once by the job that handles the file.
private final class FileSlots<Value: Sendable>: @unchecked Sendable {
  // Guarded by `lock`: jobs on all cores store.
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  /// The values stored, in the files' order.
  var values: [Value] {
    lock.withLock { slots.compactMap { $0 } }
  }
}
