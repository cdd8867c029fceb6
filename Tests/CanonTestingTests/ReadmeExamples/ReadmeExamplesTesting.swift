import CanonTesting
import CanonTestingQuick
import Quick
import Testing

// The README's CanonTesting example, compiled and run as written; ReadmeExamplesTests checks the
// text matches.

private protocol Authenticating: AnyObject {}
private final class AuthStub: Authenticating {}
private final class LoginViewModel {
  let auth: any Authenticating
  init(auth: any Authenticating) { self.auth = auth }
}

final class LoginViewModelSpec: QuickSpec {
  override class func spec() { MainActor.assumeIsolated { examples() } }
  @MainActor private class func examples() {
    itBehavesLike(ObjectWithoutLeaks.self) { LeakContext { LoginViewModel(auth: AuthStub()) } }
  }
}

@MainActor
@Suite struct ReadmeTestingExampleTests {
  @Test func quickSpecsRun() {   // Swift Testing: runs the specs on Linux too
    let report = QuickSpecRunner.run([LoginViewModelSpec.self])   // a failing example fails this test
    #expect(report.executedExamples.count == 1)                    // and this fails if specs stop running
  }
}
