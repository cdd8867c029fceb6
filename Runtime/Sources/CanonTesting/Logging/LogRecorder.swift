import Foundation
import Logging

/// Collects what swift-log loggers it made emit, so tests can read log messages and metadata
/// (e.g. the transitions a `NavigationService` logs) without bootstrapping the global system.
///
/// ```swift
/// let recorder = LogRecorder()
/// let navigation = NavigationService(dependencies: deps, host: host, logger: recorder.logger())
/// navigation.show(.detail(id: 1), style: .push)
/// #expect(recorder.entries.last?.metadata["to"] == "Detail")
/// ```
public final class LogRecorder: @unchecked Sendable {
  // A lock rather than an actor: LogHandler.log is synchronous and called from any thread.
  private let lock = NSLock()
  private var recorded: [LogEntry] = []

  /// Creates an empty recorder.
  public init() {}

  /// A logger that sends every message, at every level, to this recorder, with the metadata of
  /// `metadataProvider` (e.g. a request id from a task local) merged in as swift-log does.
  public func logger(
    label: String = "canon.test", metadataProvider: Logger.MetadataProvider? = nil
  ) -> Logger {
    Logger(label: label) { _ in
      RecordingLogHandler(recorder: self, metadataProvider: metadataProvider)
    }
  }

  /// Every message logged so far, oldest first.
  public var entries: [LogEntry] {
    lock.withLock { recorded }
  }

  func append(_ entry: LogEntry) {
    lock.withLock { recorded.append(entry) }
  }
}

/// One message a ``LogRecorder`` received, with its metadata flattened to text.
public struct LogEntry: Sendable, Equatable {
  /// The level it was logged at.
  public let level: Logger.Level
  /// The message text.
  public let message: String
  /// The merged logger, metadata provider and message metadata (later ones win), values
  /// rendered as text.
  public let metadata: [String: String]

  /// An entry as the recorder makes it; public so tests can compare whole entries.
  public init(level: Logger.Level, message: String, metadata: [String: String]) {
    self.level = level
    self.message = message
    self.metadata = metadata
  }
}

/// The handler behind ``LogRecorder/logger(label:)``.
struct RecordingLogHandler: LogHandler {
  let recorder: LogRecorder
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace
  var metadataProvider: Logger.MetadataProvider?

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    // swift-log's order of precedence: the handler's metadata, then the provider's, then the
    // message's.
    let merged = metadata.merging(metadataProvider?.get() ?? [:]) { _, new in new }
      .merging(event.metadata ?? [:]) { _, new in new }
    recorder.append(
      LogEntry(
        level: event.level,
        message: event.message.description,
        metadata: merged.mapValues(\.description)
      ))
  }
}
