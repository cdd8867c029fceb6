import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Reads a file descriptor (standard input) on a thread of its own, so a lint in progress never
/// stops the server from taking the next message off the pipe; the chunks arrive in order on an
/// `AsyncStream`, which ends at end of file or on a read error.
enum InputReader {
  static func chunks(of descriptor: Int32) -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        continuation.yield(Array(buffer[0..<count]))
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }
}
