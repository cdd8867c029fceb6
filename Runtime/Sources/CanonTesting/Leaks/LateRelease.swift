import Foundation

/// The grace period of the synchronous leak checks (XCTest, Quick): an object released shortly
/// after the test, by a block queued on the main queue or a main-actor `Task` finishing, is not a
/// leak. (Swift Testing's `expectNoLeaks` is async and suspends instead.)
package enum LateRelease {
  /// Returns once every probe's object is gone or `gracePeriod` has passed since `start`.
  ///
  /// On the main thread the main run loop turns meanwhile, so main-queue blocks and main-actor
  /// jobs run, as XCTest's own `wait(for:timeout:)` lets them. They cannot run when the caller is
  /// itself one of them (a test case run from inside a main-actor Swift Testing test): the
  /// main queue is serial. Releases from other threads are seen either way.
  package static func wait(
    for probes: [LeakProbe], gracePeriod: Duration, from start: ContinuousClock.Instant = .now
  ) {
    let deadline = start.advanced(by: gracePeriod)
    while probes.contains(where: { !$0.isReleased }) && ContinuousClock.now < deadline {
      let turn = Date(timeIntervalSinceNow: 0.002)
      // `run(mode:before:)` returns at once, false, when nothing can wake the run loop.
      if !Thread.isMainThread || !RunLoop.main.run(mode: .default, before: turn) {
        Thread.sleep(until: turn)
      }
    }
  }
}
