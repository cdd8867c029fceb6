extension FileLinter {
  /// Lints a file under its cache key, or takes its outcome from the cache's entry for that key.
  func lint(_ input: LintInput, key: String, cached: CacheEntry?) -> FileOutcome {
    var outcome: FileOutcome
    if let cached {
      outcome = cached.outcome
      outcome.cached = cached
    } else {
      outcome = lint(input)
    }
    outcome.cacheKey = key
    return outcome
  }
}
