/// What the cache holds for a run, looked up before any file is linted: the whole run's
/// findings if the same run was stored, else each file's entry, read in one query.
struct CacheLookup: Sendable {
  /// Each input's cache key; `nil` for a file that is not cached (an Xcode project or xcconfig
  /// file, an unreadable or too large file).
  var keys: [String?] = []
  /// The entries found, by key, checked and read (on all cores).
  var entries: [String: CacheEntry] = [:]
  /// The key of the whole run, when it can have one (not when a few files are linted within
  /// the summaries of the others).
  var runKey: String?
  /// The whole run's findings, when the cache has them.
  var run: CachedRun?
  /// The rules whose facts conditions read, as learnt by earlier runs with this configuration.
  var factRules: Set<String> = []
  /// Whether the keys are made while the files are linted, from the bytes read to lint them:
  /// when nothing was stored with this configuration, no key can match, and a pass that read
  /// and hashed every file first would only add its time to the run.
  var keysWhileLinting = false

  init() {}

  /// The cache key of the input at `index`; `nil` without a cache.
  func key(of index: Int) -> String? {
    index < keys.count ? keys[index] : nil
  }

  init(
    _ inputs: [LintInput], in cache: LintCache, configurations: [String],
    maximumFileSizes: [Int], configurationOf: [Int], factKey: String, whole: Bool
  ) {
    // Every store records the rules its configuration's conditions read: without that record,
    // this configuration has stored neither a run nor an entry.
    guard let known = cache.factRules(factKey) else {
      keysWhileLinting = true
      return
    }
    factRules = known
    // Each file is read and hashed once here, for its own key and the run's; a file linted
    // afterwards is read again (from the page cache: about 1% of linting it).
    let hashed = ParallelMap.map(inputs, order: nil) { index, input in
      CacheKeys.file(
        engine: cache.engine, configuration: configurations[configurationOf[index]], input: input,
        contents: FileBytes.contents(of: input, atMost: maximumFileSizes[configurationOf[index]]))
    }
    keys = hashed.map(\.key)
    if whole {
      runKey = CacheKeys.run(
        engine: cache.engine, configurations: configurations, contents: hashed.map(\.content))
      run = runKey.flatMap { cache.run($0) }
      if run != nil { return }
    }
    let found = cache.data(forKeys: keys.compactMap { $0 })
    let decoded = ParallelMap.map(Array(found)) { pair in
      (pair.key, try? CacheEntry(bytes: Array(pair.value)))
    }
    for (key, entry) in decoded { entries[key] = entry }
  }
}
