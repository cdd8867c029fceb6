#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif
import Foundation

/// Which rules' facts the conditions of pending findings read in a run.
///
/// The cache's index fingerprint covers the facts conditions may read, and only those: some
/// rules record facts for their project part alone, with the places of what they saw
/// (`layer-dependencies`), and covering those would make every inserted line invalidate every
/// file's pending findings. Project rules run again in every run, so what they read needs no
/// cover. The rules read are learnt as conditions run, and the cache keeps their union for the
/// engine and configuration, so a rule read once stays covered.
final class FactReads: @unchecked Sendable {
  // Guarded by `lock`: conditions run on all cores.
  private var ruleIDs: Set<String> = []
  private let lock = NSLock()

  /// Notes that `ruleID`'s facts were read, if the current thread is settling pending findings.
  func noteRead(of ruleID: String) {
    guard Self.isSettling else { return }
    lock.withLock { _ = ruleIDs.insert(ruleID) }
  }

  var read: Set<String> {
    lock.withLock { ruleIDs }
  }

  /// Runs `body` with the current thread marked as settling pending findings: a project rule
  /// running at the same time on the other core reads facts without being counted.
  static func settling<T>(_ body: () -> T) -> T {
    pthread_setspecific(settlingKey, UnsafeRawPointer(bitPattern: 1))
    defer { pthread_setspecific(settlingKey, nil) }
    return body()
  }

  static var isSettling: Bool {
    pthread_getspecific(settlingKey) != nil
  }
}

/// The thread-specific slot `FactReads.settling` marks: Foundation's `Thread.threadDictionary`
/// would do, at a dictionary lookup per fact read.
private let settlingKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()
