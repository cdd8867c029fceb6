import CanonTesting
import XCTest

/// Runs this target's Quick specs, which Linux XCTest discovery would skip.
final class KitQuickSpecsTests: XCTestCase {
  func testSpecsRunAndPass() {
    let report = QuickSpecRunner.run([KitLeakSpec.self])

    XCTAssertEqual(report.failures, [])
    XCTAssertEqual(
      report.executedExamples.count, 3, "examples that ran: \(report.executedExamples)")
  }
}
