import Foundation
import Testing

@testable import CanonLint

/// The hand-over of cache entries from the cores that encode them to the thread that stores
/// them (`EntryBatches`).
@Suite struct EntryBatchesTests {
  @Test func theWriterGetsEveryBatchInOrderThenTheEnd() {
    let batches = EntryBatches()
    let reading = BackgroundWork { () -> [String] in
      var keys: [String] = []
      var position = 0
      while let batch = batches.batch(at: position) {
        keys += batch.map(\.key)
        position += 1
      }
      return keys
    }
    for number in 0..<5 {
      // Added while the reader waits for them.
      Thread.sleep(forTimeInterval: 0.002)
      batches.add([StoredEntry(key: "k\(number)", data: Data([UInt8(number)]))])
    }
    batches.close()
    #expect(reading.wait() == ["k0", "k1", "k2", "k3", "k4"])
  }

  /// Keys are hashes: a batch is stored in key order, so that SQLite's index on them takes it in
  /// one sweep. Each entry carries the checksum the cache checks when it reads it back.
  @Test func aBatchIsSortedByKeyAndCarriesItsChecksums() {
    let batches = EntryBatches()
    batches.add([StoredEntry(key: "b", data: Data([2])), StoredEntry(key: "a", data: Data([1]))])
    batches.close()
    let batch = batches.batch(at: 0) ?? []
    #expect(batch.map(\.key) == ["a", "b"])
    #expect(batch.map(\.checksum) == [
      LintCache.checksum(of: Data([1]), key: "a"), LintCache.checksum(of: Data([2]), key: "b"),
    ])
  }

  /// A write SQLite restarts on a database made anew reads the batches again from the first.
  @Test func batchesCanBeReadAgainFromTheFirst() {
    let batches = EntryBatches()
    batches.add([StoredEntry(key: "a", data: Data())])
    batches.add([StoredEntry(key: "b", data: Data())])
    batches.close()
    #expect(batches.batch(at: 1)?.first?.key == "b")
    #expect(batches.batch(at: 0)?.first?.key == "a")
    #expect(batches.batch(at: 2) == nil)
  }
}
