import CanonTesting
import CanonTestingQuick
import Quick
import Testing

/// Runs the Quick specs of this target: Linux XCTest discovery does not see QuickSpec examples.
/// Swift Testing, because on Linux an XCTest assertion made after a nested XCTest run is lost.
@MainActor
@Suite(.serialized) struct QuickSpecsTests {
  @Test func specsRunAndPass() {
    let report = QuickSpecRunner.run([CallRecorderSpec.self])

    #expect(report.failures == [])
    #expect(report.succeeded)
    // If specs silently stop running (a Quick or toolchain change), this count drops.
    #expect(report.executedExamples.count == 4, "examples that ran: \(report.executedExamples)")
    #expect(
      report.executedExamples.contains { $0.contains(ObjectWithoutLeaks.behaviorName) },
      "the leak behaviour did not run: \(report.executedExamples)")
  }

  // Run from a Swift Testing test, a failing example is recorded as an issue of that test:
  // `withKnownIssue` fails unless the expected failure really happens.

  @Test func leakBehaviourFailsForALeakingObject() {
    LeakingSpec.isArmed = true
    defer { LeakingSpec.isArmed = false }
    var report: QuickSpecRunReport?

    withKnownIssue {
      report = QuickSpecRunner.run([LeakingSpec.self])
    } matching: { issue in
      // The issue names the example (its describe/it path), not only a file and line.
      issue.description.contains("SelfRetainingObject is still alive")
        && issue.description.contains("a self-retaining object")
        && issue.description.contains(ObjectWithoutLeaks.behaviorName)
    }

    #expect(report?.executedExamples.count == 1, "examples that ran: \(report?.executedExamples ?? [])")
    #expect(report?.failures.count == 1)
    #expect(
      report?.failures.first?.contains("a self-retaining object") == true,
      "\(report?.failures ?? [])")
  }

  @Test func haveRecordedExplainsAMismatchWithTheRecordedCalls() {
    WrongCallsSpec.isArmed = true
    defer { WrongCallsSpec.isArmed = false }

    withKnownIssue {
      _ = QuickSpecRunner.run([WrongCallsSpec.self])
    } matching: { issue in
      // The message names the expected call and lists the calls really recorded.
      issue.description.contains("expected a call") && issue.description.contains("delete")
        && issue.description.contains(#"recorded ["save"]"#)
    }
  }

  // `AsyncSpec`s run off the main actor, so that their examples can await main-actor work; in
  // this serialized suite, so that no synchronous run overlaps them (Nimble's assertion handler
  // is one for the whole process).

  @Test nonisolated func examplesAwaitingMainActorWorkRunAndPass() async {
    let report = await QuickSpecRunner.run([MainActorViewModelSpec.self])

    #expect(report.failures == [])
    #expect(report.executedExamples.count == 2, "examples that ran: \(report.executedExamples)")
  }

  @Test nonisolated func aViewModelIgnoringItsSourceFailsBothExamples() async {
    MainActorViewModelSpec.isArmed = true
    defer { MainActorViewModelSpec.isArmed = false }

    let report = await QuickSpecRunner.run([MainActorViewModelSpec.self])

    #expect(report.executedExamples.count == 2)
    #expect(report.failures.count == 2, "\(report.failures)")
    // Each failure names its example and what the view model showed.
    #expect(
      report.failures.allSatisfy {
        $0.contains("a main-actor view model") && $0.contains("got <Bananas: 0>")
      }, "\(report.failures)")
  }

  @Test nonisolated func synchronousSpecsRunOnTheMainActorThroughTheAsyncRunnerToo() async {
    let report = await QuickSpecRunner.run([CallRecorderSpec.self])

    #expect(report.failures == [])
    #expect(report.executedExamples.count == 4, "examples that ran: \(report.executedExamples)")
  }
}
