import CanonTesting
import Testing
import XCTest

/// A test case run by hand from `XCTestLeakTests`, never discovered on its own (no `test` method).
final class ScenarioCase: XCTestCase {
  private var scenario: (XCTestCase) -> Void = { _ in }
  /// What `tearDown()` does, as a test case that releases its properties there.
  var onTearDown: () -> Void = {}

  override func tearDown() {
    onTearDown()
    super.tearDown()
  }

  #if canImport(Darwin)
    @objc func runScenario() { scenario(self) }
  #endif

  /// Builds a case whose only test runs `scenario`, portable across Darwin and corelibs XCTest.
  static func running(_ scenario: @escaping (XCTestCase) -> Void) -> ScenarioCase {
    #if canImport(Darwin)
      let testCase = ScenarioCase(selector: #selector(runScenario))
    #else
      let testCase = ScenarioCase(name: "runScenario") { testCase in
        (testCase as? ScenarioCase)?.scenario(testCase)
      }
    #endif
    testCase.scenario = scenario
    return testCase
  }
}

final class PlainSubject {}

/// `trackForLeaks` inside a real XCTest run. Swift Testing hosts the nested run: on Linux an XCTest
/// assertion made after a nested XCTest run is not recorded, so an XCTest host could never fail.
@MainActor
@Suite struct TrackForLeaksTests {
  @Test func failsTheTestWhenTheObjectOutlivesIt() {
    let fixture = ScenarioCase.running { $0.trackForLeaks(SelfRetainingObject()) }

    fixture.run()

    #expect(fixture.testRun?.executionCount == 1)
    #expect(fixture.testRun?.failureCount == 1)
  }

  /// What the doc comment says of a plain `XCTestCase`: the check is a tear-down block, which
  /// XCTest runs before `tearDown()`, so an object released only there is reported.
  @Test func inAPlainTestCaseAnObjectReleasedInTearDownIsReported() {
    let holder = Holder(PlainSubject())
    let fixture = ScenarioCase.running { testCase in
      if let object = holder.object { testCase.trackForLeaks(object) }
    }
    fixture.onTearDown = { holder.object = nil }

    fixture.run()

    #expect(holder.object == nil)
    #expect(fixture.testRun?.failureCount == 1)
  }

  @Test func passesWhenTheObjectIsReleased() {
    let fixture = ScenarioCase.running { $0.trackForLeaks(PlainSubject()) }

    fixture.run()

    #expect(fixture.testRun?.executionCount == 1)
    #expect(fixture.testRun?.failureCount == 0)
  }
}

final class XCTestLeakTests: XCTestCase {
  func testTrackerListsOnlyTheObjectsStillAlive() {
    let tracker = LeakTracker()
    let leaking = tracker.track(SelfRetainingObject())
    _ = leaking
    tracker.track(PlainSubject())

    let leaks = tracker.leaks()

    XCTAssertEqual(leaks.count, 1)
    XCTAssertTrue(leaks[0].hasPrefix("SelfRetainingObject is still alive"), leaks[0])
    XCTAssertTrue(leaks[0].contains("XCTestLeakTests.swift"), leaks[0])
  }

  func testProbeSeesTheReleaseOfAnObject() {
    var object: PlainSubject? = PlainSubject()
    let probe = LeakProbe(object!)
    XCTAssertFalse(probe.isReleased)

    object = nil

    XCTAssertTrue(probe.isReleased)
    XCTAssertEqual(probe.typeName, "PlainSubject")
  }
}
