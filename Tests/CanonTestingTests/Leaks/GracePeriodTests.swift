import CanonTesting
import CanonTestingQuick
import Dispatch
import Quick
import Testing
import XCTest

/// Builds an object that another thread releases `delay` after it is returned.
func releasedLater(after delay: DispatchTimeInterval) -> PlainSubject {
  let subject = PlainSubject()
  let holder = Holder(subject)
  DispatchQueue.global().asyncAfter(deadline: .now() + delay) { holder.object = nil }
  return subject
}

/// A spec whose subject is released by another thread shortly after the example built it; armed
/// (examples defined) only while `gracePeriod` is set, like `LeakingSpec`.
final class LateReleaseSpec: QuickSpec {
  nonisolated(unsafe) static var gracePeriod: Duration?

  override class func spec() {
    guard gracePeriod != nil else { return }
    describe("an object released shortly after") {
      itBehavesLike(ObjectWithoutLeaks.self) {
        // Read when the example runs: Quick defines a spec's examples once per process.
        LeakContext(gracePeriod: gracePeriod ?? .zero) { releasedLater(after: .milliseconds(100)) }
      }
    }
  }
}

/// The grace period of the XCTest and Quick checks, with the release on another thread: such a
/// release is seen from a nested run too, so these runs can also show that the same late release
/// *is* reported without a grace period. (Main-queue and main-actor releases:
/// `GracePeriodXCTests`, run by XCTest itself.)
@MainActor
@Suite(.serialized) struct GracePeriodTests {
  func runTracking(gracePeriod: Duration) -> XCTestRun? {
    let fixture = ScenarioCase.running { testCase in
      testCase.trackForLeaks(releasedLater(after: .milliseconds(100)), gracePeriod: gracePeriod)
    }
    fixture.run()
    return fixture.testRun
  }

  @Test func trackForLeaksWaitsForTheGracePeriod() {
    let run = runTracking(gracePeriod: .seconds(10))
    #expect(run?.executionCount == 1)
    #expect(run?.failureCount == 0)
  }

  @Test func trackForLeaksWithoutAGracePeriodReportsTheLateRelease() {
    #expect(runTracking(gracePeriod: .zero)?.failureCount == 1)
  }

  @Test func theQuickBehaviourWaitsForTheGracePeriod() {
    LateReleaseSpec.gracePeriod = .seconds(10)
    defer { LateReleaseSpec.gracePeriod = nil }

    let report = QuickSpecRunner.run([LateReleaseSpec.self])

    #expect(report.executedExamples.count == 1)
    #expect(report.failures == [])
  }

  @Test func theQuickBehaviourWithoutAGracePeriodReportsTheLateRelease() {
    LateReleaseSpec.gracePeriod = .zero
    defer { LateReleaseSpec.gracePeriod = nil }
    var report: QuickSpecRunReport?

    withKnownIssue {
      report = QuickSpecRunner.run([LateReleaseSpec.self])
    } matching: { issue in
      issue.description.contains("PlainSubject is still alive")
    }

    #expect(report?.failures.count == 1)
  }
}
