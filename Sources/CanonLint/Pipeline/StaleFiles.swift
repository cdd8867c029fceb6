extension RunPlan {
  /// Lints again, in place, the files taken from the cache whose pending findings the index
  /// would not settle as they were (`RunCache.indexBuilt`), keeping their cache keys.
  func relint(_ stale: [Int], in outcomes: inout [FileOutcome], timer: inout PhaseTimer) {
    guard !stale.isEmpty else { return }
    let relinted = ParallelMap.map(stale) { file in linter(of: file).lint(inputs[file]) }
    for (file, outcome) in zip(stale, relinted) {
      let key = outcomes[file].cacheKey
      outcomes[file] = outcome
      outcomes[file].cacheKey = key
    }
    timer.lap("cache: stale")
  }
}
