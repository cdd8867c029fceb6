import XCTest

extension XCTestCase {
  /// Fails the current test if `object` is still alive once the test and its tear-down finished.
  ///
  /// The check runs as a tear-down block, so the test body can use the object freely and
  /// the verdict only depends on who still holds it when the test is over.
  ///
  /// In Quick specs use ``ObjectWithoutLeaks`` instead: Quick 7 crashes when a failure is
  /// recorded from a tear-down block (its current spec is already cleared by then).
  public func trackForLeaks(
    _ object: AnyObject,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let probe = LeakProbe(object)
    addTeardownBlock {
      if !probe.isReleased {
        XCTFail(probe.failureMessage, file: file, line: line)
      }
    }
  }
}
