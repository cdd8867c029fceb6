import Foundation
import Nimble
import Quick
import Testing
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
/// Every failure, in the report and in the issue or XCTest failure it records, starts with the
/// example's name (its `describe`/`context`/`it` path), not only a file and line.
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
    let naming = ExampleNamingHandler(observer: observer)
    XCTestObservationCenter.shared.addTestObserver(observer)
    withAssertionHandler(naming) { suite.run() }
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

/// Prefixes every failing Nimble expectation of the run with the running example's name, records
/// it in the report, and records it as Nimble's own handler would: a Swift Testing issue inside a
/// Swift Testing test, an XCTest failure otherwise. (Nimble's handler is a global variable that
/// Swift 6 code cannot read, so it is not forwarded to.)
private final class ExampleNamingHandler: AssertionHandler {
  private let observer: RunObserver

  init(observer: RunObserver) {
    self.observer = observer
  }

  func assert(_ assertion: Bool, message: FailureMessage, location: Nimble.SourceLocation) {
    guard !assertion else { return }
    let named = "\(observer.currentExample): \(message.stringValue)"
    observer.recordNimbleFailure(named)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: named),
        sourceLocation: Testing.SourceLocation(
          fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
          column: Int(location.column)))
    } else {
      // Not `file:`: Nimble's file path is a `String` on Darwin and a `StaticString` elsewhere.
      XCTFail("\(named) (\(location.fileID):\(location.line))")
    }
  }
}

/// Collects the outcome of the nested run through XCTest's own observation hooks.
private final class RunObserver: NSObject, XCTestObservation {
  private(set) var executed: [String] = []
  private(set) var failures: [String] = []
  private(set) var currentExample = ""
  private var nimbleFailures: Set<String> = []

  func testCaseWillStart(_ testCase: XCTestCase) {
    currentExample = testCase.name
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    executed.append(testCase.name)
  }

  func recordNimbleFailure(_ failure: String) {
    nimbleFailures.insert(failure)
    failures.append(failure)
  }

  // A Nimble failure forwarded to XCTest comes back here: it is already in `failures`.
  private func recordXCTestFailure(_ testCase: XCTestCase, _ description: String) {
    guard !nimbleFailures.contains(where: description.contains) else { return }
    failures.append("\(testCase.name): \(description)")
  }

  #if canImport(Darwin)
    // Darwin XCTest reports failures as issues (the description-based callback is deprecated there).
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
      recordXCTestFailure(testCase, issue.compactDescription)
    }
  #else
    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      recordXCTestFailure(testCase, description)
    }
  #endif
}
