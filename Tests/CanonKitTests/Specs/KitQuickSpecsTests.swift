import CanonTesting
import CanonTestingQuick
import Testing

/// Runs this target's Quick specs, which Linux XCTest discovery would skip. A Swift Testing test,
/// because on Linux an XCTest assertion made after a nested XCTest run is not recorded.
@MainActor
@Suite struct KitQuickSpecsTests {
  @Test func specsRunAndPass() {
    let report = QuickSpecRunner.run([KitLeakSpec.self])

    #expect(report.failures == [])
    #expect(report.executedExamples.count == 3, "examples that ran: \(report.executedExamples)")
  }
}
