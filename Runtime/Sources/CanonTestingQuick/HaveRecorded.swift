import CanonTesting
import Nimble

/// Nimble matcher for Quick specs: `expect(spy.recorder).to(haveRecorded(.contains(.save(id: 1))))`.
///
/// On failure the message lists the calls actually recorded.
public func haveRecorded<Call>(_ expectation: CallExpectation<Call>) -> Matcher<CallRecorder<Call>>
{
  Matcher { actualExpression in
    guard let recorder = try actualExpression.evaluate() else {
      return MatcherResult(status: .fail, message: .fail("expected a call recorder, got <nil>"))
    }
    if let mismatch = recorder.mismatch(for: expectation) {
      return MatcherResult(status: .doesNotMatch, message: .fail(mismatch))
    }
    // Only shown when the expectation was negated (`toNot`).
    return MatcherResult(
      status: .matches,
      message: .fail("expected calls not to match \(expectation), recorded \(recorder.calls)"))
  }
}
