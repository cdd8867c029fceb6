import Foundation
import Quick
import XCTest

/// Runs Quick specs from inside an ordinary test and reports what ran.
///
/// On Linux, `swift test` discovers XCTest methods by name (`test…`) at build time. A `QuickSpec`
/// only overrides `spec()`, so Linux discovery sees no test in it and its examples silently never
/// run. Calling this runner from a test makes them run on every platform, and the report lets that
/// test assert the examples really executed.
///
/// Call it from a Swift Testing `@Test`: a failing example is then recorded as an issue of that
/// test. (From an XCTest method on Linux, the failures land in `failures`, but an XCTest assertion
/// made after the nested run is not recorded, so such a test could never fail.)
///
/// On macOS, Xcode also discovers the specs through the Objective-C runtime, so they run twice
/// (once on their own, once here); that costs time, not correctness.
public enum QuickSpecRunner {
  /// Runs every example of `specs` in a nested suite and returns what happened.
  public static func run(_ specs: [QuickSpec.Type]) -> QuickSpecRunReport {
    let suite = XCTestSuite(name: "Quick specs run by Canon")
    for spec in specs {
      suite.addTest(suiteOfExamples(in: spec))
    }
    let observer = RunObserver()
    XCTestObservationCenter.shared.addTestObserver(observer)
    suite.run()
    XCTestObservationCenter.shared.removeTestObserver(observer)
    return QuickSpecRunReport(executedExamples: observer.executed, failures: observer.failures)
  }

  private static func suiteOfExamples(in spec: QuickSpec.Type) -> XCTestSuite {
    #if canImport(Darwin)
      return spec.defaultTestSuite
    #else
      let suite = XCTestSuite(name: String(describing: spec))
      for (name, body) in spec.allTests {
        suite.addTest(
          spec.init(name: name) { testCase in
            // Quick hands out closures typed on QuickSpec; XCTest calls back with the instance it made.
            guard let quickSpec = testCase as? QuickSpec else { return }
            try body(quickSpec)()
          })
      }
      return suite
    #endif
  }
}

/// Collects the outcome of the nested run through XCTest's own observation hooks.
private final class RunObserver: NSObject, XCTestObservation {
  private(set) var executed: [String] = []
  private(set) var failures: [String] = []

  func testCaseDidFinish(_ testCase: XCTestCase) {
    executed.append(testCase.name)
  }

  #if canImport(Darwin)
    // Darwin XCTest reports failures as issues (the description-based callback is deprecated there).
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
      failures.append("\(testCase.name): \(issue.compactDescription)")
    }
  #else
    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      failures.append("\(testCase.name): \(description)")
    }
  #endif
}
