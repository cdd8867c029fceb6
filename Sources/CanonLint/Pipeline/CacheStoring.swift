extension RunPlan {
  /// Stores what the run linted in `cache` and lets go, on another thread, of what only the
  /// cache needed: each file's questions, their answers, the prepared entries.
  func store(
    _ result: LintResult, outcomes: [FileOutcome], settlement: consuming Settlement,
    answers: consuming IndexAnswers, prepared: consuming BackgroundWork<PreparedEntries>?,
    lookup: CacheLookup, files: LintedFiles, factReads: FactReads?, stale: StaleFiles,
    in cache: LintCache, timer: inout PhaseTimer
  ) -> CacheStatistics {
    // The rules whose facts conditions read, with those learnt in this run. Entries are stored
    // with the fingerprint over all of them: what they settled to read no other facts.
    let learnt = lookup.factRules.union(factReads?.read ?? [])
    let made = learnt == lookup.factRules ? stale.indexFingerprint : nil
    timer.lap("results")
    let early = prepared?.wait()
    timer.lap("cache: prepared entries (waited for)")
    let fingerprint =
      made ?? CacheKeys.index(files.indexed, factRules: learnt, declarations: early?.declarations)
    timer.lap("cache: index fingerprint")
    let statistics = CacheWriter.store(
      outcomes, hadPending: settlement.hadPending, settled: settlement.byFile,
      reads: settlement.reads, answers: answers, index: fingerprint,
      factRules: (factKey, learnt), relinted: stale.relinted,
      run: lookup.runKey.map {
        ($0, CachedRun(violations: result.violations, lintedFiles: result.lintedFiles))
      },
      prepared: early, in: cache, timer: &timer)
    Discard.inBackground((consume answers, consume settlement, consume prepared, consume early))
    return statistics
  }
}
