#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Where each line of a source starts, to turn UTF-8 offsets into line and column.
///
/// Built from the bytes with `memchr`, which is several times cheaper than swift-syntax's
/// `SourceLocationConverter` (that one walks every token and its trivia). Lines end at `\n`,
/// `\r\n` or a lone `\r`, and columns count UTF-8 bytes from 1, exactly as the converter does;
/// `#sourceLocation` directives are ignored (the physical position is what we report).
struct LineTable: Sendable {
  private var starts: [Int] = [0]
  let byteCount: Int

  init(_ source: String) {
    var source = source
    byteCount = source.utf8.count
    starts = source.withUTF8 { Self.lineStarts(in: $0) }
  }

  private static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    guard let base = bytes.baseAddress else { return starts }
    let hasCarriageReturn = memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil
    var offset = 0
    while offset < bytes.count {
      if hasCarriageReturn {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") {
          starts.append(offset + 1)
        } else if byte == UInt8(ascii: "\r") {
          if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
          starts.append(offset + 1)
        }
        offset += 1
      } else {
        guard let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
        else { break }
        offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(offset)
      }
    }
    return starts
  }

  /// The 1-based line and UTF-8 column of a byte offset (clamped to the source).
  func location(ofOffset offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), byteCount)
    // The last line start at or before `offset`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }

  /// The number of the last line.
  var lastLine: Int { starts.count }

  /// The UTF-8 offsets of line `number` (1-based) with its line break; `nil` past the end.
  func byteRange(ofLine number: Int) -> Range<Int>? {
    guard number >= 1, number <= starts.count else { return nil }
    return starts[number - 1]..<(number < starts.count ? starts[number] : byteCount)
  }
}
