extension RunPlan {
  /// What `cache` holds for the run. Only a whole run that needs no summaries can be answered
  /// whole: a graph draws from the summaries, which a stored run does not keep.
  func lookUp(in cache: LintCache, needsSummaries: Bool) -> CacheLookup {
    CacheLookup(
      inputs, in: cache, configurations: fingerprints,
      maximumFileSizes: setups.map(\.maximumFileSize), configurationOf: configurationOf,
      factKey: factKey, whole: isWhole && !needsSummaries)
  }

  /// The result of a run the cache knows whole: the same bytes with the same configuration find
  /// the same.
  func answer(_ run: CachedRun, lookup: CacheLookup, in cache: LintCache) -> LintResult {
    var result = LintResult(
      violations: run.violations, fileCount: inputs.count, lintedFiles: run.lintedFiles)
    result.cache = CacheStatistics(hits: inputs.count, misses: 0, relinted: 0)
    cache.store([], factRules: nil, used: lookup.runKey.map { [$0] } ?? [])
    return result
  }
}
