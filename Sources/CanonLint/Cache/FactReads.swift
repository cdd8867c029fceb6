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

  /// Whether the current thread is settling pending findings (`IndexReads.recording`).
  static var isSettling: Bool {
    IndexReads.current != nil
  }
}
