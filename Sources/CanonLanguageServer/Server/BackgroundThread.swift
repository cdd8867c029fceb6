import Foundation

/// Runs long synchronous work (indexing, linting) on a thread of its own rather than on one of
/// Swift's cooperative threads: there are only as many of those as cores, and two of them busy
/// indexing and linting on a two-core machine would leave none to answer the editor.
enum BackgroundThread {
  static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: work()) }
      // The engine recurses into deep syntax trees and chains of supertypes.
      thread.stackSize = 16 << 20
      thread.start()
    }
  }
}
