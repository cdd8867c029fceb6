import XCTest

extension XCTestCase {
  /// Fails the current test if `object` is still alive once the test is over, or, with a
  /// `gracePeriod`, that long after (an object released by a block the test queued on the main
  /// queue, or by a `Task` finishing, is not a leak; the main run loop turns while waiting).
  ///
  /// In a ``LeakCheckingTestCase`` the check runs after `tearDown()`, so objects the test case
  /// releases in `tearDown()` are not reported. In any other `XCTestCase` it runs as a tear-down
  /// block, which XCTest runs *before* `tearDown()` (on Apple platforms and Linux alike): release
  /// the object's other owners in the test or in a tear-down block, or subclass
  /// ``LeakCheckingTestCase``. An extension cannot do better: the only later hook, a test
  /// observer's `testCaseDidFinish`, comes after the test's run stopped, when Linux's XCTest
  /// refuses new failures.
  ///
  /// In Quick specs use `ObjectWithoutLeaks` (CanonTestingQuick) instead: Quick 7 crashes when a failure is
  /// recorded from a tear-down block (its current spec is already cleared by then).
  public func trackForLeaks(
    _ object: AnyObject,
    gracePeriod: Duration = .zero,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let probe = LeakProbe(object)
    if let checking = self as? LeakCheckingTestCase {
      checking.track(probe, gracePeriod: gracePeriod, file: file, line: line)
      return
    }
    addTeardownBlock {
      LateRelease.wait(for: [probe], gracePeriod: gracePeriod)
      if !probe.isReleased {
        XCTFail(probe.failureMessage, file: file, line: line)
      }
    }
  }
}
