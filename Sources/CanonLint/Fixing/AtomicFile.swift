import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Replaces a file's contents all at once: a temporary file beside it, with its permissions,
/// renamed over it. A reader sees the old file or the new one, never half of one.
public enum AtomicFile {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Replaces `path` with `text` if the file still holds `expected`.
  public static func replace(_ path: String, expecting expected: String, with text: String) throws {
    let manager = FileManager.default
    guard let current = manager.contents(atPath: path) else {
      throw Failure(description: "the file can no longer be read; left as it is")
    }
    guard current == Data(expected.utf8) else {
      throw Failure(description: "the file changed on disk while Canon was fixing it; left as it is")
    }
    try write(text, to: path)
  }

  /// Writes `text` to `path` through a temporary file renamed over it, keeping the permissions
  /// of the file it replaces.
  public static func write(_ text: String, to path: String) throws {
    let manager = FileManager.default
    let url = URL(fileURLWithPath: path)
    // A device or pipe (`/dev/stdout`, a FIFO) is written to, never replaced.
    if let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
      type != .typeRegular
    {
      guard let handle = FileHandle(forWritingAtPath: path) else {
        throw Failure(description: "cannot open \(path) for writing")
      }
      // The throwing write: the legacy `write(_:)` traps on an error (a full device).
      do {
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
      } catch {
        try? handle.close()
        throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
      }
      return
    }
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).canon-\(UUID().uuidString)")
    do {
      try Data(text.utf8).write(to: temporary)
      if let permissions = try? manager.attributesOfItem(atPath: path)[.posixPermissions] {
        try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      guard rename(temporary.path, path) == 0 else {
        throw Failure(description: "cannot replace the file: \(String(cString: strerror(errno)))")
      }
    } catch {
      try? manager.removeItem(at: temporary)
      throw error
    }
  }
}
