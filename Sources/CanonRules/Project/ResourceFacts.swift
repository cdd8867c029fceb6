import Foundation

/// Facts a rule reads from non-Swift files (Xcode projects, xcconfig files), kept by the rule for
/// the checks that run once every file has been seen: its `when:` conditions and project part.
///
/// The engine gives resource rules no `record` (their files have no summary in the project
/// index), so a rule that needs what one resource says while it judges another file holds this
/// store itself, made with the rule: one per configured rule, filled while the files are linted
/// (on all cores, hence the lock) and read only after, when every resource has been checked.
/// Facts are kept by path, so a file linted again replaces its own.
final class ResourceFacts<Value: Sendable>: @unchecked Sendable {
  private var byPath: [String: [Value]] = [:]
  private let lock = NSLock()

  /// Sets the facts of the resource at `path`: the file is known to have been read even when
  /// it gives none.
  func record(_ facts: [Value], for path: String) {
    lock.lock()
    defer { lock.unlock() }
    byPath[path] = facts
  }

  /// The facts of every file read, by path.
  var byFile: [String: [Value]] {
    lock.lock()
    defer { lock.unlock() }
    return byPath
  }

  /// Every recorded fact with its file, in path order.
  var all: [(path: String, value: Value)] {
    lock.lock()
    defer { lock.unlock() }
    return byPath.keys.sorted().flatMap { path in byPath[path, default: []].map { (path, $0) } }
  }
}
