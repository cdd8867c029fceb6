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
      batches.add([(key: "k\(number)", data: Data([UInt8(number)]))])
    }
    batches.close()
    #expect(reading.wait() == ["k0", "k1", "k2", "k3", "k4"])
  }

  /// A write SQLite restarts on a database made anew reads the batches again from the first.
  @Test func batchesCanBeReadAgainFromTheFirst() {
    let batches = EntryBatches()
    batches.add([(key: "a", data: Data())])
    batches.add([(key: "b", data: Data())])
    batches.close()
    #expect(batches.batch(at: 1)?.first?.key == "b")
    #expect(batches.batch(at: 0)?.first?.key == "a")
    #expect(batches.batch(at: 2) == nil)
  }
}
