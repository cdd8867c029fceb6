import Foundation

/// Numbers handed out in turn from 0, to any thread: the next index of work shared by workers
/// (`LargeStack.concurrentPerform`), the number of a question (`IndexAnswers`).
final class Counter: @unchecked Sendable {
  // Guarded by `lock`.
  private var value = 0
  private let lock = NSLock()

  /// The next number, if it is below `count`.
  func take(below count: Int) -> Int? {
    lock.withLock {
      guard value < count else { return nil }
      value += 1
      return value - 1
    }
  }

  /// The next number.
  func next() -> Int {
    lock.withLock {
      value += 1
      return value - 1
    }
  }
}
