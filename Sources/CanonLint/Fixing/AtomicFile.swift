import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Replaces a file's contents all at once: a temporary file beside it, with its mode and owner,
/// renamed over it. A reader sees the old file or the new one, never half of one, and a file
/// reached through a symbolic link is replaced where it really lives (the link stays a link).
public enum AtomicFile {
  public struct Failure: Error, CustomStringConvertible {
    public enum Kind: Sendable {
      /// The file changed on disk since Canon read it; it is left as it is.
      case changedDuringFix
      /// The file is read-only and `--force` was not given.
      case readOnly
      /// A symbolic link leads outside the linted folder.
      case outsideRoot
      case other
    }

    public var kind: Kind
    public var description: String

    init(_ kind: Kind = .other, _ description: String) {
      self.kind = kind
      self.description = description
    }

    static func system(_ what: String) -> Failure {
      Failure(.other, "\(what): \(String(cString: strerror(errno)))")
    }
  }

  /// How `replace` may treat the file.
  public struct Policy: Sendable {
    /// Rewrite a file that has no write permission (mode 444).
    public var force = false
    /// A file whose real path (symbolic links resolved) is outside this folder is refused.
    public var root: String?

    public init(force: Bool = false, root: String? = nil) {
      self.force = force
      self.root = root
    }
  }

  /// Replaces `path` with `text` if the file still holds `expected` and, when given, is still the
  /// file `snapshot` describes (same inode, size and modification time). The checks are made
  /// again immediately before the rename; a file that changed meanwhile is left as it is.
  public static func replace(
    _ path: String, expecting expected: String, snapshot: FileSnapshot? = nil, with text: String,
    policy: Policy = Policy()
  ) throws {
    let target = try resolve(path, policy: policy)
    let descriptor = open(EscapedPath.systemPath(target), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(.other, "the file can no longer be read; left as it is")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      throw Failure(.other, "no longer a regular file; left as it is")
    }
    let read = FileSnapshot(status)
    let changed = Failure(.changedDuringFix, "changed during fix; left as it is")
    if let snapshot, snapshot != read { throw changed }
    guard let current = FileSnapshot.readAll(descriptor), current.elementsEqual(expected.utf8) else {
      throw changed
    }
    if status.st_mode & 0o222 == 0 && !policy.force {
      throw Failure(
        .readOnly,
        "read-only (mode \(String(status.st_mode & 0o7777, radix: 8))); left as it is (--force rewrites read-only files)")
    }
    try replaceContents(of: target, like: status, with: Array(text.utf8)) {
      TestPause.beforeCheck()
      // The last look before the rename: the same file, untouched since it was read.
      var now = stat()
      var held = stat()
      guard stat(EscapedPath.systemPath(target), &now) == 0, fstat(descriptor, &held) == 0,
        FileSnapshot(now) == read, FileSnapshot(held) == read
      else { throw changed }
      TestPause.afterCheck()
    }
    // A writer that opened the file before the rename may still have written to the old inode
    // in the instant after the last look. Its bytes are not lost: appended ones follow the
    // fixed text, anything else puts the file back as the writer left it.
    var after = stat()
    guard fstat(descriptor, &after) == 0, FileSnapshot(after) != read else { return }
    _ = lseek(descriptor, 0, SEEK_SET)
    guard let latest = FileSnapshot.readAll(descriptor) else { throw changed }
    if latest.count > current.count, latest[..<current.count].elementsEqual(current) {
      try replaceContents(of: target, like: after, with: Array(text.utf8) + latest[current.count...])
      throw Failure(.changedDuringFix, "changed during fix; the fixes were written and the bytes appended meanwhile kept after them")
    }
    try replaceContents(of: target, like: after, with: latest)
    throw changed
  }

  /// Writes `text` to `path` (a report) through a temporary file renamed over it, keeping the
  /// mode and owner of the file it replaces. A symbolic link is followed and its target replaced.
  public static func write(_ text: String, to path: String) throws {
    try write(bytes: Array(text.utf8), to: path)
  }

  /// Writes `bytes` as `write(_:to:)` writes a text.
  public static func write(bytes: [UInt8], to path: String) throws {
    var status = stat()
    let exists = stat(path, &status) == 0
    // A device or pipe (`/dev/stdout`, a FIFO) is written to, never replaced.
    if exists && (status.st_mode & S_IFMT) != S_IFREG {
      guard let handle = FileHandle(forWritingAtPath: path) else {
        throw Failure(.other, "cannot open \(path) for writing")
      }
      // The throwing write: the legacy `write(_:)` traps on an error (a full device).
      do {
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
      } catch {
        try? handle.close()
        throw Failure(.other, "cannot write \(path): \(error.localizedDescription)")
      }
      return
    }
    if exists {
      try replaceContents(of: try resolve(path, policy: Policy()), like: status, with: bytes)
      return
    }
    var link = stat()
    if lstat(path, &link) == 0 {
      throw Failure(.other, "\(path) is a symbolic link to a missing file")
    }
    // A new file: the mode `open` would give it.
    let mask = umask(0)
    umask(mask)
    var fresh = stat()
    fresh.st_mode = S_IFREG | (0o666 & ~mask)
    fresh.st_uid = getuid()
    fresh.st_gid = getgid()
    try replaceContents(of: path, like: fresh, with: bytes)
  }

  /// The real path of `path`, symbolic links resolved; refused outside `policy.root` when a link
  /// leads there.
  static func resolve(_ path: String, policy: Policy) throws -> String {
    guard let resolved = realpath(EscapedPath.systemPath(path), nil) else {
      throw Failure.system("cannot resolve \(path)")
    }
    defer { free(resolved) }
    // As the rest of Canon names it: a folder whose name is not UTF-8 keeps its bytes (`\xHH`).
    let target = EscapedPath.display(
      UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    if let root = policy.root, let realRoot = realpath(root, nil) {
      defer { free(realRoot) }
      let base = String(cString: realRoot)
      let inside = target == base || target.hasPrefix(base == "/" ? "/" : base + "/")
      if !inside && target != PathUtilities.absolute(path) {
        throw Failure(
          .outsideRoot, "a symbolic link to \(target), outside the linted folder; left as it is")
      }
    }
    return target
  }

  /// Writes `bytes` whole to a new file beside `target` with the mode and owner of `status`
  /// (the owner where the process may set it), runs `check`, and renames it over `target`. On any
  /// failure the temporary file is removed and `target` is untouched.
  private static func replaceContents(
    of target: String, like status: stat, with bytes: [UInt8], check: () throws -> Void = {}
  ) throws {
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    let temporary = (folder == "/" ? "" : folder) + "/" + TemporaryFiles.name(for: url.lastPathComponent)
    TemporaryFiles.begin(temporary)
    defer { TemporaryFiles.end() }
    let descriptor = open(EscapedPath.systemPath(temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Failure.system("cannot create a temporary file in \(folder)")
    }
    var open = true
    do {
      try writeAll(bytes, to: descriptor)
      // Owner first: changing it clears the set-id bits the mode then restores. Not permitted
      // (another user's file), the group alone may be; failing both, the file becomes the
      // process's, as any editor's save would make it.
      if fchown(descriptor, status.st_uid, status.st_gid) != 0 {
        _ = fchown(descriptor, uid_t.max, status.st_gid)
      }
      guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw Failure.system("cannot set the mode") }
      // On disk before the rename: after a crash the name holds the old text or the new, whole.
      guard fsync(descriptor) == 0 else { throw Failure.system("cannot write \(target)") }
      open = false
      guard close(descriptor) == 0 else { throw Failure.system("cannot write \(target)") }
    } catch {
      if open { close(descriptor) }
      unlink(EscapedPath.systemPath(temporary))
      throw error
    }
    do {
      try check()
      guard rename(EscapedPath.systemPath(temporary), EscapedPath.systemPath(target)) == 0 else { throw Failure.system("cannot replace the file") }
    } catch {
      unlink(EscapedPath.systemPath(temporary))
      throw error
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
    try bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var written = 0
      while written < buffer.count {
        let count = systemWrite(descriptor, base + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          throw Failure.system("cannot write")
        }
        written += count
      }
    }
  }
}

/// `write(2)`, named apart from `AtomicFile.write`, which hides it inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
