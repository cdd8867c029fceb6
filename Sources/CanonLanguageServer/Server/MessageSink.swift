import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Where the server's messages go: JSON bodies, framed by the sink.
public protocol MessageSink: Sendable {
  func send(_ body: Data)
}

/// Writes framed messages to a file descriptor (standard output). A write that fails (the client
/// is gone: a broken pipe) calls `onClosed`, which ends the process: nobody is left to talk to.
public final class FileDescriptorSink: MessageSink, @unchecked Sendable {
  // `lock` serialises writes, so messages never interleave.
  private let descriptor: Int32
  private let lock = NSLock()
  private let onClosed: @Sendable () -> Void

  public init(descriptor: Int32, onClosed: @escaping @Sendable () -> Void) {
    self.descriptor = descriptor
    self.onClosed = onClosed
  }

  public func send(_ body: Data) {
    let framed = [UInt8](MessageFramer.frame(body))
    lock.lock()
    defer { lock.unlock() }
    var written = 0
    while written < framed.count {
      let count = framed[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        onClosed()
        return
      }
      written += count
    }
  }
}
