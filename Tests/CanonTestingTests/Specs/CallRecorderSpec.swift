import CanonTesting
import CanonTestingQuick
import Nimble
import Quick

/// Spec of CallRecorder written the G4 way (describe/context/it), run through QuickSpecRunner.
final class CallRecorderSpec: QuickSpec {
  override class func spec() {
    // Quick gathers and runs examples on the main thread; saying so lets the examples share
    // main-actor state (`recorder`) under Swift 6 checking.
    MainActor.assumeIsolated { defineExamples() }
  }

  @MainActor
  private class func defineExamples() {
    describe("a call recorder") {
      var recorder: CallRecorder<String>!
      beforeEach { recorder = CallRecorder() }

      context("after two calls") {
        beforeEach {
          recorder.record("save")
          recorder.record("close")
        }
        it("matches them exactly, in order") {
          expect(recorder).to(haveRecorded(.exactly(["save", "close"])))
          expect(recorder).toNot(haveRecorded(.nothing))
        }
        it("explains a wrong order with the recorded calls") {
          expect(recorder.mismatch(for: .exactly(["close", "save"])))
            == #"expected calls ["close", "save"], recorded ["save", "close"]"#
        }
      }

      it("behaves like an object without leaks") {
        expect(LeakProbe.releasing { CallRecorder<Int>() }.isReleased) == true
      }

      itBehavesLike(ObjectWithoutLeaks.self) {
        LeakContext { CallRecorder<String>() }
      }
    }
  }
}
