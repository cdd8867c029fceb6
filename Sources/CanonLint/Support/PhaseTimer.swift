import Foundation

/// Prints how long each phase of a run took, on standard error, when `CANON_TIMINGS` is set:
/// what `Scripts/benchmark.sh` cannot tell apart (the parallel file phase from the serial ones).
public struct PhaseTimer: Sendable {
  public static let isEnabled = ProcessInfo.processInfo.environment["CANON_TIMINGS"] != nil
  private var last = ContinuousClock.now

  public init() {}

  /// Ends the phase named `name` and starts the next.
  public mutating func lap(_ name: String) {
    guard Self.isEnabled else { return }
    let now = ContinuousClock.now
    let milliseconds = (now - last) / .milliseconds(1)
    FileHandle.standardError.write(Data("canon: \(name): \(String(format: "%.1f", milliseconds)) ms\n".utf8))
    last = now
  }
}
