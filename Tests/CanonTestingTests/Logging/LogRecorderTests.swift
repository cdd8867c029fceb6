import CanonTesting
import Logging
import Testing

struct LogRecorderTests {
  @Test func recordsEveryLevelWithMergedMetadata() {
    let recorder = LogRecorder()
    var logger = recorder.logger(label: "test")
    logger[metadataKey: "user"] = "ana"
    logger[metadataKey: "screen"] = "Home"

    logger.trace("opened")
    logger.error("failed", metadata: ["screen": "Detail", "code": "42"])

    #expect(
      recorder.entries == [
        LogEntry(level: .trace, message: "opened", metadata: ["user": "ana", "screen": "Home"]),
        LogEntry(
          level: .error, message: "failed",
          metadata: ["user": "ana", "screen": "Detail", "code": "42"]),
      ])
  }

  @Test func loggersFromOneRecorderShareItsEntries() {
    let recorder = LogRecorder()

    recorder.logger(label: "a").info("one")
    recorder.logger(label: "b").info("two")

    #expect(recorder.entries.map(\.message) == ["one", "two"])
  }
}
