/// Control characters from the linted code (a comment, a file name) must not reach a terminal
/// or a CI log raw: an escape sequence in a pull request's file name could rewrite what a reviewer
/// reads. Human-readable reporters write them as `\u{1B}`.
enum ControlCharacters {
  static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }

  /// Whether `bytes` hold a control character, read eight at a time: a report asks this of
  /// every path and message, and byte by byte it cost 7 instructions a byte.
  static func containsControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // Some byte is below 0x20 exactly when subtracting 0x20 from each borrows into a byte
      // whose high bit was clear; some byte is 0x7F when one of the word xor 0x7F...7F is 0.
      let below = (word &- ones &* 0x20) & ~word & highBits
      let flipped = word ^ (ones &* 0x7F)
      let delete = (flipped &- ones) & ~flipped & highBits
      if below | delete != 0 { return true }
      index += 8
    }
    while index < bytes.count {
      if isControl(bytes[index]) { return true }
      index += 1
    }
    return false
  }

  /// Appends `text`'s bytes, each control character as `\u{XX}` but those `kept` says to keep.
  static func appendEscaped(
    _ text: String, to bytes: inout [UInt8], keeping kept: (UInt8) -> Bool = { _ in false }
  ) {
    func escapes(_ byte: UInt8) -> Bool { isControl(byte) && !kept(byte) }
    guard text.containsUTF8Byte(where: escapes) else {
      bytes += text.utf8
      return
    }
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if escapes(byte) {
        bytes += "\\u{".utf8
        bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)], UInt8(ascii: "}")]
      } else {
        bytes.append(byte)
      }
    }
  }
}

/// Text for a person's terminal: every control character but line breaks and tabs written as
/// `\u{XX}`, so that a file or folder name cannot move the cursor, retitle the window or clear
/// the screen. Every human-readable output of `canon` goes through it, not only the reporters.
public enum TerminalText {
  public static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    ControlCharacters.appendEscaped(text, to: &bytes, keeping: { $0 == 0x0A || $0 == 0x09 })
    return String(decoding: bytes, as: UTF8.self)
  }
}
