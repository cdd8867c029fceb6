extension RunPlan {
  /// Lints every input on all cores: each file is read, parsed and walked once for every syntax
  /// rule, or taken from the cache.
  func lintFiles(through cache: any RunCache) -> [FileOutcome] {
    ParallelMap.map(inputs, order: Self.largestFirst(inputs)) { file, _ in
      cache.outcome(of: file)
    }
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
