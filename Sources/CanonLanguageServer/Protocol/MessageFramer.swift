import Foundation

// The Language Server Protocol layer is written by hand on `Codable`: no Swift LSP package is
// available to this project (swift-tools-protocols is not on the machine's package list), and
// Canon needs only a dozen messages.

/// Cuts a byte stream into JSON-RPC message bodies: `Content-Length: N\r\n` (other headers
/// ignored), a blank line, then N bytes. Bytes arrive in any pieces: a message split over reads,
/// or several in one read.
public struct MessageFramer: Sendable {
  /// A header block that names no usable length: it is dropped, and reading goes on after it.
  public struct BadHeader: Error, Sendable, Equatable, CustomStringConvertible {
    public var header: String
    public var description: String { "bad message header: \(header)" }
  }

  /// A header block longer than this without its blank line is not a header.
  static let maximumHeaderLength = 8 << 10
  /// A body longer than this is refused (an editor's buffer is far smaller).
  static let maximumBodyLength = 256 << 20

  private var buffer: [UInt8] = []
  /// Where the unread bytes start: consumed bytes are dropped in bulk, not one message at a time.
  private var start = 0
  /// The length of the body being read, once its header has been.
  private var expected: Int?

  public init() {}

  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next complete body, `nil` when more bytes are needed.
  public mutating func next() throws(BadHeader) -> [UInt8]? {
    if expected == nil {
      guard let end = headerEnd() else {
        if buffer.count - start > Self.maximumHeaderLength {
          let header = String(
            decoding: buffer[start..<min(buffer.count, start + 80)], as: UTF8.self)
          drop(upTo: buffer.count)
          throw BadHeader(header: header)
        }
        return nil
      }
      let header = String(decoding: buffer[start..<end], as: UTF8.self)
      drop(upTo: end + 4)
      guard let length = Self.contentLength(in: header) else { throw BadHeader(header: header) }
      expected = length
    }
    guard let length = expected, buffer.count - start >= length else { return nil }
    let body = Array(buffer[start..<start + length])
    expected = nil
    drop(upTo: start + length)
    return body
  }

  private func headerEnd() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13,
        buffer[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
  }

  private mutating func drop(upTo end: Int) {
    start = end
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 1 << 16 {
      buffer.removeFirst(start)
      start = 0
    }
  }

  static func contentLength(in header: String) -> Int? {
    var length: Int?
    for line in header.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if name == "content-length" {
        guard let parsed = Int(value), parsed >= 0, parsed <= maximumBodyLength else { return nil }
        length = parsed
      }
    }
    return length
  }

  /// `body` with its header, ready to write.
  public static func frame(_ body: Data) -> Data {
    var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
    framed.append(body)
    return framed
  }
}
