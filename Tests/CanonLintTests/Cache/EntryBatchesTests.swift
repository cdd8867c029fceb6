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
      while let batch = batches.take(at: position) {
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
    let batch = batches.take(at: 0) ?? []
    #expect(batch.map(\.key) == ["a", "b"])
    #expect(batch.map(\.checksum) == [
      LintCache.checksum(of: Data([1]), key: "a"), LintCache.checksum(of: Data([2]), key: "b"),
    ])
  }

  /// A batch is the storing thread's once taken, to be freed when it is stored: a write SQLite
  /// restarts on a database made anew reads from the first batch again and finds it empty.
  @Test func aBatchIsTakenOnce() {
    let batches = EntryBatches()
    batches.add([StoredEntry(key: "a", data: Data())])
    batches.add([StoredEntry(key: "b", data: Data())])
    batches.close()
    #expect(batches.take(at: 0)?.map(\.key) == ["a"])
    #expect(batches.take(at: 1)?.map(\.key) == ["b"])
    #expect(batches.take(at: 0)?.isEmpty == true)
    #expect(batches.take(at: 2) == nil)
  }
}
