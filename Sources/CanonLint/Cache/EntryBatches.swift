import Foundation

/// Cache entries handed in batches from the cores that encode them to the thread that stores
/// them, so that SQLite writes the first batches while the next are encoded: a cold run's write
/// took 11 ms on one core after all the entries were made.
final class EntryBatches: @unchecked Sendable {
  // Guarded by `condition`. Batches are kept once read: a write that SQLite restarts on a
  // database made anew reads them again from the first.
  private var batches: [[(key: String, data: Data)]] = []
  private var closed = false
  private let condition = NSCondition()

  func add(_ batch: [(key: String, data: Data)]) {
    condition.lock()
    batches.append(batch)
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

  /// The batch at `position`, once it was added; `nil` when the batches were closed before it.
  func batch(at position: Int) -> [(key: String, data: Data)]? {
    condition.lock()
    defer { condition.unlock() }
    while position >= batches.count, !closed { condition.wait() }
    return position < batches.count ? batches[position] : nil
  }
}
