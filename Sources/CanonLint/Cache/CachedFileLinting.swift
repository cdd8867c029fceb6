extension FileLinter {
  /// Lints a file, or takes its outcome from the cache when the cache has the file's key (its
  /// bytes, paths and configuration, linted by this engine).
  func lint(_ input: LintInput, cache: LintCache, configuration: String) -> FileOutcome {
    // Xcode projects and xcconfig files are not cached: resource rules hand what they read to
    // their project part in the rule itself, not through the index, so they must read them in
    // every run. They are few, and not parsed as Swift.
    guard ResourceKind(path: input.path) == nil else { return lint(input) }
    switch read(input) {
    case .done(let outcome):
      // Too large or unreadable: found without parsing, nothing to keep.
      return outcome
    case .bytes(let bytes):
      let key = CacheKeys.file(
        engine: cache.engine, configuration: configuration, input: input, bytes: bytes)
      var outcome: FileOutcome
      if let entry = cache.entry(key) {
        outcome = entry.outcome
        outcome.cached = entry
      } else {
        outcome = lint(input, bytes: bytes)
      }
      outcome.cacheKey = key
      return outcome
    }
  }
}
