import CanonTesting
import Testing
import XCTest

private enum StoreCall: Equatable, Sendable {
  case save(id: Int)
  case delete(id: Int)
}

struct CallRecorderTests {
  @Test func recordsCallsInOrder() {
    let recorder = CallRecorder<StoreCall>()

    recorder.record(.save(id: 1))
    recorder.record(.delete(id: 2))

    #expect(recorder.calls == [.save(id: 1), .delete(id: 2)])
  }

  @Test func explainsEachKindOfMismatchWithTheRecordedCalls() {
    let recorder = CallRecorder<StoreCall>()
    recorder.record(.save(id: 1))
    recorder.record(.save(id: 1))

    #expect(recorder.mismatch(for: .count(.save(id: 1), times: 2)) == nil)
    #expect(recorder.mismatch(for: .contains(.save(id: 1))) == nil)
    #expect(
      recorder.mismatch(for: .contains(.delete(id: 1)))?.hasPrefix(
        "expected a call delete(id: 1), recorded [") == true)
    #expect(
      recorder.mismatch(for: .count(.save(id: 1), times: 1))?.hasPrefix(
        "expected 1 × save(id: 1), recorded 2 in") == true)
    #expect(recorder.mismatch(for: .nothing)?.hasPrefix("expected no call, recorded") == true)
  }

  @Test func resetForgetsPreviousCalls() {
    let recorder = CallRecorder<StoreCall>()
    recorder.record(.save(id: 1))

    recorder.reset()

    #expect(recorder.mismatch(for: .nothing) == nil)
  }

  @Test func expectCallsRecordsAnIssueOnMismatch() {
    let recorder = CallRecorder<StoreCall>()
    recorder.record(.save(id: 3))

    withKnownIssue {
      expectCalls(recorder, .exactly([.delete(id: 3)]))
    }
    expectCalls(recorder, .exactly([.save(id: 3)]))
  }

  @Test func recordsCallsMadeConcurrently() async {
    let recorder = CallRecorder<StoreCall>()

    await withTaskGroup(of: Void.self) { group in
      for id in 0..<100 {
        group.addTask { recorder.record(.save(id: id)) }
      }
    }

    #expect(recorder.calls.count == 100)
  }
}

/// `XCTAssertCalls` inside a real XCTest run, hosted by Swift Testing (see `TrackForLeaksTests`).
@MainActor
@Suite struct XCTAssertCallsTests {
  @Test func failsOnMismatch() {
    let failing = ScenarioCase.running { _ in
      let recorder = CallRecorder<Int>()
      recorder.record(1)
      XCTAssertCalls(recorder, .nothing)
    }

    failing.run()

    #expect(failing.testRun?.executionCount == 1)
    #expect(failing.testRun?.failureCount == 1)
  }

  @Test func passesOnMatch() {
    let passing = ScenarioCase.running { _ in
      let recorder = CallRecorder<Int>()
      recorder.record(1)
      XCTAssertCalls(recorder, .exactly([1]))
    }

    passing.run()

    #expect(passing.testRun?.failureCount == 0)
    #expect(passing.testRun?.executionCount == 1)
  }
}
