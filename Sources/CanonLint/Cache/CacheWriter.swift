import Foundation

/// How a run used the cache.
public struct CacheStatistics: Sendable, Equatable {
  /// Files taken from the cache without parsing.
  public var hits: Int
  /// Files linted because the cache did not have them.
  public var misses: Int
  /// Cached files linted again because the index their pending findings were settled with
  /// changed.
  public var relinted: Int
  /// Why the run's entries could not be stored, if they could not (the results stand).
  public var storeError: String?
}

/// Stores what a run linted.
enum CacheWriter {
  /// Encodes the entries of the files the run linted (on all cores) and stores them in one
  /// transaction, marking the files taken from the cache as used.
  static func store(
    _ outcomes: [FileOutcome], hadPending: [Bool], settled: [Int: [Violation]],
    reads: [Int: IndexReads], answers: IndexAnswers, index: String,
    factRules: (key: String, rules: Set<String>), relinted: Int,
    run: (key: String, result: CachedRun)?, in cache: LintCache, timer: inout PhaseTimer
  ) -> CacheStatistics {
    var used: [String] = []
    var linted: [Int] = []
    for file in outcomes.indices {
      guard let key = outcomes[file].cacheKey else { continue }
      if outcomes[file].cached != nil {
        used.append(key)
      } else {
        linted.append(file)
      }
    }
    let entries = ParallelMap.map(linted) { file -> (key: String, data: Data)? in
      let recorded = reads[file].flatMap { reads in
        reads.readEverything ? nil : answers.answers(to: reads.queries)
      }
      let entry = CacheEntry(
        outcome: outcomes[file], hasPending: hadPending[file], settledWith: index,
        settled: settled[file] ?? [], reads: recorded)
      guard let key = outcomes[file].cacheKey else { return nil }
      return (key, Data(entry.bytes()))
    }.compactMap { $0 }
    var runEntry: [(key: String, data: Data)] = []
    if let run {
      var writer = ByteWriter()
      writer.array(run.result.violations) { $1.write(to: &$0) }
      writer.strings(run.result.lintedFiles)
      runEntry.append((run.key, Data(writer.bytes)))
    }
    timer.lap("cache: encode")
    let error = cache.store(entries + runEntry, factRules: factRules, used: used, timer: &timer)
    return CacheStatistics(
      hits: used.count, misses: linted.count - relinted, relinted: relinted,
      storeError: error.map { "\($0)" })
  }
}
