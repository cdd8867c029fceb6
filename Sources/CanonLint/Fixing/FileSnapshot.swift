#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// What a file was when Canon read it: which file (device and inode), how long, when last
/// modified, and its bytes. `--fix` replaces a file only while all of these still hold, so that a
/// change made meanwhile (an editor's save, an appender's line) is never overwritten.
public struct FileSnapshot: Sendable, Equatable {
  public var device: UInt64
  public var inode: UInt64
  public var size: Int64
  public var modifiedSeconds: Int64
  public var modifiedNanoseconds: Int64

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
    #else
      modifiedSeconds = Int64(status.st_mtim.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
    #endif
  }

  /// The snapshot of the regular file at `path` (symbolic links followed), or `nil`.
  public static func of(_ path: String) -> FileSnapshot? {
    var status = stat()
    guard stat(EscapedPath.systemPath(path), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG
    else { return nil }
    return FileSnapshot(status)
  }

  /// Reads the regular file at `path` and its snapshot through one descriptor, so that the bytes
  /// are those of the file the snapshot describes.
  public static func read(_ path: String) -> (bytes: [UInt8], snapshot: FileSnapshot)? {
    // Non-blocking: a FIFO must not hold the run; it is refused as no regular file.
    let descriptor = open(EscapedPath.systemPath(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      let bytes = readAll(descriptor)
    else { return nil }
    return (bytes, FileSnapshot(status))
  }

  /// Every byte from the descriptor's position to the end, or `nil` on a read error.
  static func readAll(_ descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }
}

/// `read(2)`, named apart from `FileSnapshot.read`, which hides it inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
