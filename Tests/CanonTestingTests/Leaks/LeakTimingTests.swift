import CanonTesting
import Foundation
import Logging
import Testing
import XCTest

/// A test case with a property released in `tearDown()`, as most XCTest suites write it.
final class TearDownReleasingCase: LeakCheckingTestCase {
  var subject: PlainSubject?
  var leaks = false

  override func tearDown() {
    subject = nil
    super.tearDown()
  }

  #if canImport(Darwin)
    @objc func runScenario() { scenario() }
  #endif

  func scenario() {
    let subject = leaks ? SelfRetainingObject() as AnyObject : PlainSubject()
    self.subject = subject as? PlainSubject
    trackForLeaks(subject)
  }

  static func make(leaks: Bool = false) -> TearDownReleasingCase {
    #if canImport(Darwin)
      let testCase = TearDownReleasingCase(selector: #selector(runScenario))
    #else
      let testCase = TearDownReleasingCase(name: "runScenario") { testCase in
        (testCase as? TearDownReleasingCase)?.scenario()
      }
    #endif
    testCase.leaks = leaks
    return testCase
  }
}

final class Holder: @unchecked Sendable {
  var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

@MainActor
@Suite(.serialized) struct LeakTimingTests {
  @Test func anObjectReleasedInTearDownIsNotALeak() {
    let testCase = TearDownReleasingCase.make()

    testCase.run()

    #expect(testCase.testRun?.executionCount == 1)
    #expect(testCase.testRun?.failureCount == 0)
  }

  @Test func anObjectStillAliveAfterTearDownIsALeak() {
    let testCase = TearDownReleasingCase.make(leaks: true)

    testCase.run()

    #expect(testCase.testRun?.failureCount == 1)
  }

  @Test func expectNoLeaksWaitsForTheGracePeriod() async {
    await expectNoLeaks(gracePeriod: .milliseconds(500)) { tracker in
      let holder = Holder(tracker.track(PlainSubject()))
      Task { @MainActor in holder.object = nil }
    }
  }

  @Test func expectNoLeaksWithoutAGracePeriodReportsALateRelease() async {
    await withKnownIssue {
      await expectNoLeaks { tracker in
        let holder = Holder(tracker.track(PlainSubject()))
        Task { @MainActor in holder.object = nil }
      }
    }
  }
}

struct LogRecorderProviderTests {
  @Test func mergesTheMetadataProvidersMetadataBetweenTheLoggersAndTheMessages() {
    let recorder = LogRecorder()
    let provider = Logger.MetadataProvider { ["request": "r-1", "screen": "Provided"] }
    var logger = recorder.logger(label: "test", metadataProvider: provider)
    logger[metadataKey: "screen"] = "Home"

    logger.info("opened", metadata: ["user": "ana"])
    logger.info("closed", metadata: ["request": "r-2"])

    #expect(
      recorder.entries.map(\.metadata) == [
        ["request": "r-1", "screen": "Provided", "user": "ana"],
        ["request": "r-2", "screen": "Provided"],
      ])
  }
}
