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
    return run(suite, namingFailures: true)
  }

  /// Runs every example of `specs` on the main actor, as the synchronous `run(_:)` does,
  /// once no other run of this runner's async API is going on, and returns what happened.
  ///
  /// Runs must not overlap: Nimble's assertion handler and XCTest's current test case are one
  /// each for the whole process. A test target's runs of synchronous specs on the main actor
  /// cannot overlap each other, but one can overlap a run of `AsyncSpec`s, which lets other
  /// tests go on while it waits: call this one beside the other (from tests that are not
  /// isolated to the main actor), and every run waits for the one before it.
  public static func run(_ specs: [QuickSpec.Type]) async -> QuickSpecRunReport {
    await RunGate.shared.enter()
    let box = SpecList(specs)
    let report = await MainActor.run { run(box.specs) }
    await RunGate.shared.leave()
    return report
  }

  /// Runs every example of `specs`, Quick's `AsyncSpec`s, in a nested suite on a thread of its
  /// own, once no other run of this runner's async API is going on, and returns what happened
  /// once they all ran.
  ///
  /// An async example awaits what it tests, main-actor code included
  /// (`it("…") { @MainActor in await viewModel.refresh() }`, or Nimble's
  /// `await expect { … }.toEventually(…)`). That needs the main actor free while the suite waits
  /// for the example: call this from a test that is not isolated to the main actor
  /// (`nonisolated @Test func … async`). From the main actor, the suite would hold it and every
  /// such example would wait for it until it timed out.
  public static func run(_ specs: [AsyncSpec.Type]) async -> QuickSpecRunReport {
    // Listing the examples reads Quick's worlds, which another run may be filling or reading
    // on another thread (a process crashed in `AsyncWorld.allExamples`): it waits its turn too.
    await RunGate.shared.enter()
    let suite = XCTestSuite(name: "Quick async specs run by Canon")
    for spec in specs {
      suite.addTest(suiteOfExamples(in: spec))
    }
    let nested = NestedSuite(suite)
    let report = await withCheckedContinuation { continuation in
      // XCTest waits for each async example by turning this thread's run loop.
      Thread.detachNewThread {
        continuation.resume(returning: run(nested.suite, namingFailures: false))
      }
    }
    await RunGate.shared.leave()
    return report
  }

  /// Runs `suite`, recording what ran and what failed, each failure named after its example.
  ///
  /// - Parameter namingFailures: whether Nimble's failures go through ``ExampleNamingHandler``
  ///   for the run. Nimble has one assertion handler for the whole process, so an async run,
  ///   which lets other tests go on while it waits (a synchronous run among them), leaves it
  ///   alone: its examples' failures reach XCTest, and the observer names them.
  private static func run(_ suite: XCTestSuite, namingFailures: Bool) -> QuickSpecRunReport {
    let observer = RunObserver(of: suite)
    XCTestObservationCenter.shared.addTestObserver(observer)
    if namingFailures {
      withAssertionHandler(ExampleNamingHandler(observer: observer)) { suite.run() }
    } else {
      suite.run()
    }
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

/// Lets one run of ``QuickSpecRunner``'s async API go at a time, the others waiting their turn.
private actor RunGate {
  static let shared = RunGate()
  private var isBusy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func enter() async {
    guard isBusy else {
      isBusy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func leave() {
    if waiting.isEmpty {
      isBusy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}

/// Hands the specs to the main actor, which builds and runs their examples. `@unchecked`: the
/// list is never changed, and its metatypes are only read there.
private final class SpecList: @unchecked Sendable {
  let specs: [QuickSpec.Type]

  init(_ specs: [QuickSpec.Type]) {
    self.specs = specs
  }
}

/// Hands the suite to the thread that runs it. `@unchecked`: that thread alone uses it, once the
/// caller has let go of it.
private final class NestedSuite: @unchecked Sendable {
  let suite: XCTestSuite

  init(_ suite: XCTestSuite) {
    self.suite = suite
  }
}

extension QuickSpecRunner {
  fileprivate static func suiteOfExamples(in spec: AsyncSpec.Type) -> XCTestSuite {
    #if canImport(Darwin)
      return spec.defaultTestSuite
    #else
      let suite = XCTestSuite(name: String(describing: spec))
      for (name, body) in spec.allTests {
        suite.addTest(
          spec.init(name: name) { testCase in
            guard let asyncSpec = testCase as? AsyncSpec else { return }
            try body(asyncSpec)()
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

/// Collects the outcome of the nested run through XCTest's own observation hooks: of its own
/// examples only, since XCTest tells every observer about every test case, those of another
/// runner's suite too (an async run waits for its examples while other tests go on). A lock
/// guards what it collects: an async example fails on the thread it runs on.
private final class RunObserver: NSObject, XCTestObservation {
  private let ownExamples: Set<ObjectIdentifier>
  private let lock = NSLock()
  private var executedExamples: [String] = []
  private var recordedFailures: [String] = []
  private var example = ""
  private var nimbleFailures: Set<String> = []

  /// An observer of the examples of `suite`.
  init(of suite: XCTestSuite) {
    ownExamples = Self.examples(in: suite)
  }

  var executed: [String] { lock.withLock { executedExamples } }
  var failures: [String] { lock.withLock { recordedFailures } }
  var currentExample: String { lock.withLock { example } }

  private static func examples(in test: XCTest) -> Set<ObjectIdentifier> {
    guard let suite = test as? XCTestSuite else { return [ObjectIdentifier(test)] }
    return suite.tests.reduce(into: []) { $0.formUnion(examples(in: $1)) }
  }

  private func isOwn(_ testCase: XCTestCase) -> Bool {
    ownExamples.contains(ObjectIdentifier(testCase))
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    guard isOwn(testCase) else { return }
    lock.withLock { example = testCase.name }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    guard isOwn(testCase) else { return }
    lock.withLock { executedExamples.append(testCase.name) }
  }

  func recordNimbleFailure(_ failure: String) {
    lock.withLock {
      nimbleFailures.insert(failure)
      recordedFailures.append(failure)
    }
  }

  // A Nimble failure forwarded to XCTest comes back here: it is already in `failures`.
  private func recordXCTestFailure(_ testCase: XCTestCase, _ description: String) {
    guard isOwn(testCase) else { return }
    lock.withLock {
      guard !nimbleFailures.contains(where: description.contains) else { return }
      recordedFailures.append("\(testCase.name): \(description)")
    }
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
