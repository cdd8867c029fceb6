import Foundation

/// An entry ready to be stored, its checksum made by the core that encoded it: the thread that
/// stores the entries is what the end of a cold run waits for, so it only inserts them.
struct StoredEntry: Sendable {
  var key: String
  var data: Data
  var checksum: String

  init(key: String, data: Data) {
    self.key = key
    self.data = data
    checksum = LintCache.checksum(of: data, key: key)
  }
}

/// Cache entries handed in batches from the cores that encode them to the thread that stores
/// them, so that SQLite writes the first batches while the next are encoded: a cold run's write
/// took 11 ms on one core after all the entries were made.
final class EntryBatches: @unchecked Sendable {
  // Guarded by `condition`. A batch is taken by the thread that stores it, and freed once
  // stored: a cold run held every entry until the last was stored (3.8 MB on the benchmark set).
  // A write that SQLite restarts on a database made anew reads from the first batch again and
  // finds those taken empty: their entries are lost with the damaged database, a miss each.
  private var batches: [[StoredEntry]] = []
  private var closed = false
  private let condition = NSCondition()

  /// Adds `batch` in key order (sorted here, by the thread that adds it): keys are hashes, and
  /// SQLite's index on them takes a batch in one sweep rather than at random places.
  func add(_ batch: [StoredEntry]) {
    let sorted = batch.sorted { $0.key < $1.key }
    condition.lock()
    batches.append(sorted)
    condition.signal()
    condition.unlock()
  }

  /// No batch comes after those added.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// The batch at `position`, taken out, once it was added; empty when it was taken before,
  /// `nil` when the batches were closed before it.
  func take(at position: Int) -> [StoredEntry]? {
    condition.lock()
    defer { condition.unlock() }
    while position >= batches.count, !closed { condition.wait() }
    guard position < batches.count else { return nil }
    defer { batches[position] = [] }
    return batches[position]
  }
}
