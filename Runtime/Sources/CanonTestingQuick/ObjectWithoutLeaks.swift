import CanonTesting
import Nimble
import Quick

/// The Quick behaviour "object without leaks": the object is deallocated once nothing uses it.
///
/// ```swift
/// itBehavesLike(ObjectWithoutLeaks.self) {
///     LeakContext { LanguagesViewModel(api: GoodStubAPI()) }
/// }
/// ```
/// The example group it adds is named ``behaviorName`` ("object without leaks").
public final class ObjectWithoutLeaks: Behavior<LeakContext> {
  /// The name the G4 guide gives to this shared example.
  public static let behaviorName = "object without leaks"

  /// The example group's name, as it appears in test names and reports.
  override public class var name: String { behaviorName }

  /// Defines the single example: build, release, expect deallocation.
  override public class func spec(_ aContext: @escaping () -> LeakContext) {
    // Quick builds and runs examples on the main thread; its context closure predates
    // Sendable, so it is handed to the main-actor example as is.
    nonisolated(unsafe) let context = aContext
    it("is deallocated once its last reference is released") {
      let leakContext = context()
      let probe = LeakProbe.releasing(leakContext.make)
      LateRelease.wait(for: [probe], gracePeriod: leakContext.gracePeriod)
      expect(probe.isReleased).to(beTrue(), description: probe.failureMessage)
    }
  }
}
