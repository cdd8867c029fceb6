/// What a test expects of the calls a ``CallRecorder`` recorded.
public enum CallExpectation<Call: Equatable & Sendable>: Sendable {
  /// Exactly these calls, in this order, and nothing else.
  case exactly([Call])
  /// This call was made at least once.
  case contains(Call)
  /// This call was made exactly `times` times.
  case count(Call, times: Int)
  /// No call at all.
  case nothing

  func mismatch(in calls: [Call]) -> String? {
    switch self {
    case .exactly(let expected):
      return calls == expected ? nil : "expected calls \(expected), recorded \(calls)"
    case .contains(let call):
      return calls.contains(call) ? nil : "expected a call \(call), recorded \(calls)"
    case .count(let call, let times):
      let actual = calls.filter { $0 == call }.count
      return actual == times ? nil : "expected \(times) × \(call), recorded \(actual) in \(calls)"
    case .nothing:
      return calls.isEmpty ? nil : "expected no call, recorded \(calls)"
    }
  }
}
