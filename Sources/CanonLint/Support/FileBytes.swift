#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Reads a whole file into bytes with `open` and `read`: no `Data` on the way, which
/// `FileManager.contents` would build and the engine would copy again.
enum FileBytes {
  /// What reading a file with a size limit gave.
  enum Read {
    case bytes([UInt8])
    /// Larger than the limit, by its size: not read.
    case tooLarge(Int)
    case unreadable
  }

  /// The file's bytes, or `nil` when it cannot be opened or read.
  static func contents(of path: String) -> [UInt8]? {
    guard case .bytes(let bytes) = contents(of: path, atMost: .max) else { return nil }
    return bytes
  }

  /// The file's size in bytes, 0 when it cannot be known (the file is then read, and refused, in
  /// its turn).
  static func size(of path: String) -> Int {
    var status = stat()
    guard stat(EscapedPath.systemPath(path), &status) == 0 else { return 0 }
    return Int(status.st_size)
  }

  /// An input's bytes unless they are more than `limit`: the text given, or the file's.
  static func contents(of input: LintInput, atMost limit: Int) -> Read {
    switch input.content {
    case .text(let text):
      guard text.utf8.count <= limit else { return .tooLarge(text.utf8.count) }
      return .bytes(Array(text.utf8))
    case .file(let absolutePath):
      return contents(of: absolutePath, atMost: limit)
    }
  }

  /// The file's bytes unless it is larger than `limit`: a 20 MB Swift file took 2 GB to lint, so
  /// it is reported by its size rather than read.
  static func contents(of path: String, atMost limit: Int) -> Read {
    // Non-blocking, so that a FIFO named `x.swift` with no writer does not hold the run; it is
    // then refused as no regular file.
    // A name that is not UTF-8 arrives escaped (`EscapedPath`): it is opened by its bytes.
    let descriptor = open(EscapedPath.systemPath(path), O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      return .unreadable
    }
    guard status.st_size <= limit else { return .tooLarge(Int(status.st_size)) }
    // Read straight into the array's storage, one byte more than the size to see the end in the
    // same call: no zero-filling a buffer first, which cost more than the read.
    var failed = false
    let size = Swift.max(Int(status.st_size), 0)
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
      guard let filled = fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor) else {
        failed = true
        initialized = 0
        return
      }
      initialized = filled
    }
    guard !failed else { return .unreadable }
    // Still full: the file grew since `fstat`. Read on until the end.
    if bytes.count == size + 1 {
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        guard let filled = chunk.withUnsafeMutableBytes({ fill($0, from: descriptor) }) else {
          return .unreadable
        }
        bytes += chunk[..<filled]
        if bytes.count > limit { return .tooLarge(bytes.count) }
        if filled < chunk.count { break }
      }
    }
    return .bytes(bytes)
  }

  /// Reads into `buffer` until it is full or the file ends; how many bytes were read, or `nil`
  /// on an error.
  private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int? {
    var filled = 0
    while filled < buffer.count {
      let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }
}
