import Testing
import XCTest

/// Fails the current XCTest test, with the recorded calls in the message, unless `expectation` holds.
public func XCTAssertCalls<Call>(
  _ recorder: CallRecorder<Call>,
  _ expectation: CallExpectation<Call>,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  if let mismatch = recorder.mismatch(for: expectation) {
    XCTFail(mismatch, file: file, line: line)
  }
}

/// Records a Swift Testing issue, with the recorded calls in the message, unless `expectation` holds.
public func expectCalls<Call>(
  _ recorder: CallRecorder<Call>,
  _ expectation: CallExpectation<Call>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let mismatch = recorder.mismatch(for: expectation) {
    Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
  }
}
