import XCTest

extension XCTestCase {
  /// Fails the current test if `object` is still alive once the test is over.
  ///
  /// In a ``LeakCheckingTestCase`` the check runs after `tearDown()` (and after an optional grace
  /// period), so objects the test case releases in `tearDown()` are not reported. In any other
  /// `XCTestCase` it runs as a tear-down block, which XCTest runs *before* `tearDown()`: release
  /// the object's other owners in the test or in a tear-down block, or subclass
  /// ``LeakCheckingTestCase``.
  ///
  /// In Quick specs use ``ObjectWithoutLeaks`` instead: Quick 7 crashes when a failure is
  /// recorded from a tear-down block (its current spec is already cleared by then).
  public func trackForLeaks(
    _ object: AnyObject,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let probe = LeakProbe(object)
    if let checking = self as? LeakCheckingTestCase {
      checking.track(probe, file: file, line: line)
      return
    }
    addTeardownBlock {
      if !probe.isReleased {
        XCTFail(probe.failureMessage, file: file, line: line)
      }
    }
  }
}
