import CanonTesting
import Quick
import XCTest

/// Runs the Quick specs of this target: Linux XCTest discovery does not see QuickSpec examples.
final class QuickSpecsTests: XCTestCase {
  func testSpecsRunAndPass() {
    let report = QuickSpecRunner.run([CallRecorderSpec.self])

    XCTAssertEqual(report.failures, [])
    XCTAssertTrue(report.succeeded)
    // If specs silently stop running (a Quick or toolchain change), this count drops.
    XCTAssertEqual(
      report.executedExamples.count, 4, "examples that ran: \(report.executedExamples)")
    XCTAssertTrue(
      report.executedExamples.contains { $0.contains(ObjectWithoutLeaks.behaviorName) },
      "the leak behaviour did not run: \(report.executedExamples)"
    )
  }

  func testLeakBehaviourFailsForALeakingObject() {
    LeakingSpec.isArmed = true
    defer { LeakingSpec.isArmed = false }

    let report = QuickSpecRunner.run([LeakingSpec.self])

    XCTAssertEqual(
      report.executedExamples.count, 1, "examples that ran: \(report.executedExamples)")
    XCTAssertEqual(report.failures.count, 1, "failures: \(report.failures)")
    XCTAssertFalse(report.succeeded)
    XCTAssertTrue(
      report.failures.allSatisfy { $0.contains("SelfRetainingObject is still alive") },
      "\(report.failures)")
  }

  func testHaveRecordedExplainsAMismatchWithTheRecordedCalls() {
    WrongCallsSpec.isArmed = true
    defer { WrongCallsSpec.isArmed = false }

    let report = QuickSpecRunner.run([WrongCallsSpec.self])

    XCTAssertEqual(report.failures.count, 1, "failures: \(report.failures)")
    XCTAssertTrue(
      report.failures.first?.contains(#"expected a call "delete", recorded ["save"]"#) == true,
      "\(report.failures)")
  }
}
