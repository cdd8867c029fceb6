@testable import CanonLint
import Testing

/// Work taken in another order (largest file first) still comes back in the inputs' order.
@Suite struct ParallelMapTests {
  @Test func resultsKeepTheInputsOrderWhateverOrderTheyAreTakenIn() {
    let inputs = Array(0..<500)
    let order = inputs.reversed().map { $0 }
    let results = ParallelMap.map(inputs, order: order) { index, input in "\(index):\(input * 2)" }
    #expect(results == inputs.map { "\($0):\($0 * 2)" })
  }
}
