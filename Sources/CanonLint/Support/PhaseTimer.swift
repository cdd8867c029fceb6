import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Prints how long each phase of a run took, on standard error, when `CANON_TIMINGS` is set:
/// what `Scripts/benchmark.sh` cannot tell apart (the parallel file phase from the serial ones).
public struct PhaseTimer: Sendable {
  // `getenv`, not `ProcessInfo`: making the process info costs a millisecond of start-up.
  public static let isEnabled = getenv("CANON_TIMINGS") != nil
  private var last = ContinuousClock.now

  public init() {}

  /// Ends the phase named `name` and starts the next.
  public mutating func lap(_ name: String) {
    guard Self.isEnabled else { return }
    let tenths = Int(((ContinuousClock.now - last) / .microseconds(100)).rounded())
    FileHandle.standardError.write(Data("canon: \(name): \(tenths / 10).\(tenths % 10) ms\n".utf8))
    // Writing is not part of the next phase.
    last = ContinuousClock.now
  }

  /// Prints a count that explains a phase's time (how many cached files were linted again):
  /// unlike the times, it does not depend on the machine's load.
  public func count(_ name: String, _ value: Int) {
    guard Self.isEnabled else { return }
    FileHandle.standardError.write(Data("canon: \(name): \(value)\n".utf8))
  }
}
