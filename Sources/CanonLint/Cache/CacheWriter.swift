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

/// What the cache will keep of a run, made on another thread while the project index is built:
/// the part of each linted file's entry linting decided, each summary's declaration hash for the
/// index fingerprint, and each type's hash for the answers. About half of what the cache adds to
/// a cold run, made while the index leaves cores idle.
struct PreparedEntries: Sendable {
  /// Each linted file's entry with its first part written (`CacheEntry.writeLinted`), by the
  /// file's position in the run's outcomes.
  var linted: [Int: EntryHead] = [:]
  /// `CacheKeys.declarationHash` of each summary the index holds, in the index's order.
  var declarations: [(UInt64, UInt64)] = []
  /// `CacheKeys.typeHash` of each type the index holds, for the answers to `types(named:)`.
  var types = TypeHashes()

  /// - Parameters:
  ///   - outcomes: the files as linting left them (those taken from the cache are not written).
  ///   - indexed: the summaries the index is built from.
  init(outcomes: [FileOutcome], indexed: [FileSummary]) {
    for file in outcomes.indices where outcomes[file].cached == nil {
      guard outcomes[file].cacheKey != nil else { continue }
      var writer = ByteWriter()
      CacheEntry.writeLinted(outcomes[file], to: &writer)
      linted[file] = EntryHead(writer)
    }
    let typesOfFiles = indexed.map { $0.types.map(CacheKeys.typeHash) }
    declarations = zip(indexed, typesOfFiles).map { CacheKeys.declarationHash($0, types: $1) }
    types = TypeHashes(indexed, typesOfFiles)
  }
}

/// The first part of a file's entry, taken once by the job that writes the rest: taken, its
/// bytes are the job's alone and grow in place, where a copy of them, shared with the prepared
/// entries, was copied whole by the first byte added (4.4 MB, and as much memory held).
final class EntryHead: @unchecked Sendable {
  // Read and cleared by the one job that encodes the file's entry.
  private var writer: ByteWriter?

  init(_ writer: consuming ByteWriter) {
    self.writer = Optional(writer)
  }

  func take() -> ByteWriter? {
    writer.take()
  }
}

/// Stores what a run linted.
enum CacheWriter {
  /// Encodes the entries of the files the run linted (on all cores) and stores them in one
  /// transaction, marking the files taken from the cache as used. A batch is written while
  /// the next is encoded.
  static func store(
    _ outcomes: [FileOutcome], hadPending: [Bool], settled: [Int: [Violation]],
    reads: [Int: IndexReads], answers: IndexAnswers, index: String,
    factRules: (key: String, rules: Set<String>), relinted: Int,
    run: (key: String, result: CachedRun)?, prepared: PreparedEntries?, in cache: LintCache,
    timer: inout PhaseTimer
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
    let types = prepared?.types
    let batches = EntryBatches()
    let storing = BackgroundWork { [used] in
      cache.store(batches, factRules: factRules, used: used).map { "\($0)" }
    }
    // The run's findings (`CacheKeys.run`), encoded beside the files' entries and stored as soon
    // as they are. Encoded after the files' entries, they were the only work of the run's last
    // 3 ms, one core idle; stored after them, the last 0.7 ms of the storing thread's.
    let runEntry = run.map { run in
      BackgroundWork {
        let result = run.result
        var writer = ByteWriter(
          capacity: result.violations.count * 192 + result.lintedFiles.count * 64)
        writer.array(result.violations) { $1.write(to: &$0) }
        writer.strings(result.lintedFiles)
        batches.add([StoredEntry(key: run.key, data: writer.data())])
      }
    }
    // In small batches, each encoded by the core that takes it and handed to the storing thread
    // at once: what that thread has left to store once the last entry is encoded is a small
    // batch. With batches of 256 encoded on all cores in turn, it was the last 256 entries,
    // 2.5 ms with one core idle.
    let chunks = stride(from: 0, to: linted.count, by: batchSize).map {
      linted[$0..<min($0 + batchSize, linted.count)]
    }
    LargeStack.concurrentPerform(
      iterations: chunks.count, workers: ProcessInfo.processInfo.activeProcessorCount
    ) { chunk in
      batches.add(
        chunks[chunk].compactMap { file -> StoredEntry? in
          let recorded = reads[file].flatMap { reads in
            reads.readEverything ? nil : answers.answers(to: reads.asked, typeHashes: types)
          }
          let entry = CacheEntry(
            outcome: outcomes[file], hasPending: hadPending[file], settledWith: index,
            settled: settled[file] ?? [], reads: recorded)
          guard let key = outcomes[file].cacheKey else { return nil }
          guard var writer = prepared?.linted[file]?.take() else {
            return StoredEntry(key: key, data: entry.data())
          }
          entry.writeSettled(to: &writer)
          return StoredEntry(key: key, data: writer.data())
        })
    }
    runEntry?.wait()
    batches.close()
    timer.lap("cache: encode")
    let error = storing.wait()
    timer.lap("cache: write (after encoding)")
    return CacheStatistics(
      hits: used.count, misses: linted.count - relinted, relinted: relinted, storeError: error)
  }

  /// Files a batch: small enough that the last takes the storing thread a fraction of a
  /// millisecond.
  private static let batchSize = 32
}
