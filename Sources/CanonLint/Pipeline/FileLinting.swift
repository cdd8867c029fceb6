extension RunPlan {
  /// Lints every input on all cores: each file is read, parsed and walked once for every syntax
  /// rule, or taken from the cache's entry. When the lookup could not make the keys (nothing was
  /// stored with this configuration), they are made here from the bytes read to lint, and the
  /// lookup is given them.
  func lintFiles(
    cache: LintCache?, lookup: inout CacheLookup, needsSummaries: Bool
  ) -> [FileOutcome] {
    let found = lookup
    let keyed = ParallelMap.map(inputs, order: Self.largestFirst(inputs)) {
      index, input -> (outcome: FileOutcome, key: CacheKeys.FileKey?) in
      let fileLinter = linter(of: index)
      if let cache, found.keysWhileLinting {
        return fileLinter.lint(input) { contents in
          CacheKeys.file(
            engine: cache.engine, configuration: fingerprints[configurationOf[index]],
            input: input, contents: contents)
        }
      }
      guard let key = found.key(of: index) else { return (fileLinter.lint(input), nil) }
      return (fileLinter.lint(input, key: key, cached: found.entries[key]), nil)
    }
    if let cache, lookup.keysWhileLinting {
      let keys = keyed.compactMap(\.key)
      lookup.keys = keys.map(\.key)
      if isWhole, !needsSummaries {
        lookup.runKey = CacheKeys.run(
          engine: cache.engine, configurations: fingerprints, contents: keys.map(\.content))
      }
    }
    return keyed.map(\.outcome)
  }

  /// The inputs' indices, largest file first: each core takes the next file when it is done with
  /// one, so a large file taken last would leave the other core idle while it is parsed alone
  /// (a 1 MB generated file takes longer than a hundred ordinary ones).
  private static func largestFirst(_ inputs: [LintInput]) -> [Int] {
    let sizes = inputs.map { input -> Int in
      switch input.content {
      case .text(let text): return text.utf8.count
      case .file(let path): return FileBytes.size(of: path)
      }
    }
    return inputs.indices.sorted { sizes[$0] > sizes[$1] }
  }
}
