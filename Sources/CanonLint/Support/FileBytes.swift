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
  /// The file's bytes, or `nil` when it cannot be opened or read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    var chunk = Swift.max(Int(status.st_size), 0) + 1  // + 1 to see the end without another call
    while true {
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      var count = 0
      repeat {
        count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + start, chunk) }
      } while count < 0 && errno == EINTR
      guard count >= 0 else { return nil }
      bytes.removeLast(chunk - count)
      if count == 0 { return bytes }
      chunk = 65536  // the file grew, or `read` returned less: keep reading
    }
  }
}
