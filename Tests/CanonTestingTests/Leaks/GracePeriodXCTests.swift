import CanonTesting
import Dispatch
import Foundation
import XCTest

// Run by XCTest itself: `swift test` runs XCTest methods on the main thread, outside any
// main-queue block, so the grace period's run-loop turns can run main-queue blocks and main-actor
// jobs (a nested run hosted by a main-actor Swift Testing test could not). Each test asserts that
// the release is still pending when its body ends: it passes only because the check waited.

/// `trackForLeaks(_:gracePeriod:)` in a ``LeakCheckingTestCase``: checked after `tearDown()`.
///
/// The releases come 200 ms late: on Linux, XCTest waits for the async `tearDown()` by turning
/// the run loop, which may run a block queued with no delay before the check without any grace.
final class LeakCheckingGracePeriodTests: LeakCheckingTestCase {
  func testAnObjectReleasedByAMainQueueBlockAfterTheTestIsNotALeak() {
    let subject = PlainSubject()
    let holder = Holder(subject)
    trackForLeaks(subject, gracePeriod: .seconds(10))

    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) { holder.object = nil }

    XCTAssertTrue(Thread.isMainThread)
    XCTAssertNotNil(holder.object, "released before the check: this test would prove nothing")
  }

  func testAnObjectReleasedByAMainActorTaskAfterTheTestIsNotALeak() {
    let subject = PlainSubject()
    let holder = Holder(subject)
    trackForLeaks(subject, gracePeriod: .seconds(10))

    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(200))
      holder.object = nil
    }

    XCTAssertTrue(Thread.isMainThread)
    XCTAssertNotNil(holder.object, "released before the check: this test would prove nothing")
  }
}

/// `trackForLeaks(_:gracePeriod:)` in a plain `XCTestCase`: checked in a tear-down block.
final class TearDownBlockGracePeriodTests: XCTestCase {
  func testAnObjectReleasedByAMainQueueBlockAfterTheTestIsNotALeak() {
    let subject = PlainSubject()
    let holder = Holder(subject)
    trackForLeaks(subject, gracePeriod: .seconds(10))

    DispatchQueue.main.async { holder.object = nil }

    XCTAssertTrue(Thread.isMainThread)
    XCTAssertNotNil(holder.object, "released before the check: this test would prove nothing")
  }
}
