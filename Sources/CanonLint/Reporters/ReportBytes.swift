/// A report's text gathered as UTF-8 bytes, each string copied whole from its own storage.
///
/// For reporters that write one line per finding: they run after the lint, on one core, for
/// thousands of findings.
struct ReportBytes {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  mutating func append(_ first: UInt8, _ second: UInt8) {
    bytes.append(first)
    bytes.append(second)
  }

  /// A string's bytes, copied from its contiguous storage where it lends one.
  mutating func append(_ string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable {
      bytes.append(contentsOf: $0)
    }
    if copied == nil { bytes += string.utf8 }
  }

  /// A number in decimal, as `String(number)` writes it.
  mutating func append(_ number: Int) {
    guard number >= 0 else {
      append(String(number))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var remaining = number
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        guard count < buffer.count else { return }
        buffer[buffer.count - 1 - count] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
        count += 1
      } while remaining > 0
    }
    guard remaining == 0 else {
      // More than ten digits: no line or column is that long, but the answer stays right.
      append(String(number))
      return
    }
    withUnsafeBytes(of: &digits) { buffer in
      bytes.append(contentsOf: buffer[(buffer.count - count)...])
    }
  }

  /// A string's bytes, each control character as `\u{XX}` (`ControlCharacters`).
  mutating func appendEscaped(_ string: String) {
    let copied: Bool? = string.utf8.withContiguousStorageIfAvailable { source in
      guard !ControlCharacters.containsControl(source) else { return false }
      bytes.append(contentsOf: source)
      return true
    }
    if copied != true { ControlCharacters.appendEscaped(string, to: &bytes) }
  }
}
