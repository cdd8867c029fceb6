import CanonTesting
import CanonTestingQuick
import Nimble
import Quick

/// Keeps a strong reference to itself, so it never goes away.
final class SelfRetainingObject {
  private var keepAlive: SelfRetainingObject?
  init() { keepAlive = self }
}

/// A spec whose subject leaks on purpose, to show the leak checks fail.
///
/// It only defines examples while `isArmed` is set, so that runners that discover specs on their
/// own (Xcode on macOS) see an empty spec instead of a failing one.
final class LeakingSpec: QuickSpec {
  nonisolated(unsafe) static var isArmed = false

  override class func spec() {
    guard isArmed else { return }
    describe("a self-retaining object") {
      itBehavesLike(ObjectWithoutLeaks.self) {
        LeakContext { SelfRetainingObject() }
      }
    }
  }
}

/// A spec whose expectation on a call recorder is wrong on purpose, to read Nimble's message.
final class WrongCallsSpec: QuickSpec {
  nonisolated(unsafe) static var isArmed = false

  override class func spec() {
    guard isArmed else { return }
    it("expects a call that was not made") {
      let recorder = CallRecorder<String>()
      recorder.record("save")
      expect(recorder).to(haveRecorded(.contains("delete")))
    }
  }
}
