import XCTest

/// An `XCTestCase` whose ``XCTestCase/trackForLeaks(_:file:line:)`` checks run after
/// `tearDown()`: the verdict only depends on who still holds an object once the test case
/// released everything it set up.
///
/// ```swift
/// final class LoginViewModelTests: LeakCheckingTestCase {
///     private var viewModel: LoginViewModel!
///     override func setUp() { viewModel = LoginViewModel(auth: AuthStub()); trackForLeaks(viewModel) }
///     override func tearDown() { viewModel = nil }   // released here: not a leak
/// }
/// ```
/// A subclass because XCTest has no hook after `tearDown()` for an extension to use: tear-down
/// blocks run before it, and an observer's `testCaseDidFinish` comes after the run stopped
/// (corelibs XCTest refuses failures then).
open class LeakCheckingTestCase: XCTestCase {
  private var tracked: [(probe: LeakProbe, gracePeriod: Duration, file: StaticString, line: UInt)] = []

  func track(_ probe: LeakProbe, gracePeriod: Duration, file: StaticString, line: UInt) {
    tracked.append((probe, gracePeriod, file, line))
  }

  /// Runs set-up, the test and tear-down, then checks the tracked objects, each after its grace
  /// period (counted from the end of `tearDown()`, so the periods overlap).
  override open func invokeTest() {
    super.invokeTest()
    let tracked = self.tracked
    self.tracked = []
    let finished = ContinuousClock.now
    for entry in tracked {
      LateRelease.wait(for: [entry.probe], gracePeriod: entry.gracePeriod, from: finished)
      if !entry.probe.isReleased {
        XCTFail(entry.probe.failureMessage, file: entry.file, line: entry.line)
      }
    }
  }
}
