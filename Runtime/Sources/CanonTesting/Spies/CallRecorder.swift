import Foundation

/// Records the outgoing calls an object makes to a collaborator, for "expect outgoing commands" tests.
///
/// Give the spy of a collaborator a recorder and describe each call as a value, usually an enum:
/// ```swift
/// enum AnalyticsCall: Equatable, Sendable { case track(String) }
/// final class AnalyticsSpy: Analytics {
///     let recorder = CallRecorder<AnalyticsCall>()
///     func track(_ event: String) { recorder.record(.track(event)) }
/// }
/// ```
/// Outgoing queries are better stubbed than recorded: G0 asks not to assert on them.
public final class CallRecorder<Call: Equatable & Sendable>: @unchecked Sendable {
  // A lock rather than an actor: spies are called synchronously from code under test on any thread.
  private let lock = NSLock()
  private var recorded: [Call] = []

  /// Creates a recorder with no calls.
  public init() {}

  /// Appends a call; spies call this from each method they implement.
  public func record(_ call: Call) {
    lock.withLock { recorded.append(call) }
  }

  /// Every call recorded so far, oldest first.
  public var calls: [Call] {
    lock.withLock { recorded }
  }

  /// Forgets every call, e.g. after the "given" part of a test.
  public func reset() {
    lock.withLock { recorded.removeAll() }
  }

  /// Checks the recorded calls; returns `nil` when they match, or a readable explanation.
  public func mismatch(for expectation: CallExpectation<Call>) -> String? {
    expectation.mismatch(in: calls)
  }
}
