import Foundation

/// Maps over an array on all cores, keeping the order of results.
enum ParallelMap {
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
  ) -> [Output] {
    map(inputs, order: nil) { _, input in transform(input) }
  }

  /// Maps over an array on all cores, taking the inputs in `order` (indices; default: as they
  /// are) and keeping the results in the inputs' order.
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], order: [Int]?, _ transform: @escaping @Sendable (Int, Input) -> Output
  ) -> [Output] {
    let results = ResultSlots<Output>(count: inputs.count)
    // On threads of our own rather than Dispatch's: their stacks hold what the deepest file
    // `SourceParser` lets through needs, in debug builds too.
    LargeStack.concurrentPerform(
      iterations: inputs.count, workers: ProcessInfo.processInfo.activeProcessorCount
    ) { step in
      let index = order?[step] ?? step
      results.store(transform(index, inputs[index]), at: index)
    }
    return results.values
  }
}

/// Slots written by distinct iterations of `concurrentPerform`, each exactly once.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Value] { slots.map { $0! } }
}
