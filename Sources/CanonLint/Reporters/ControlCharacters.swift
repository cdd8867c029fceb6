/// Control characters from the linted code (a comment, a file name) must not reach a terminal
/// or a CI log raw: an escape sequence in a pull request's file name could rewrite what a reviewer
/// reads. Human-readable reporters write them as `\u{1B}`.
enum ControlCharacters {
  static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }

  /// Appends `text`'s bytes, each control character as `\u{XX}`.
  static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
    guard text.containsUTF8Byte(where: isControl) else {
      bytes += text.utf8
      return
    }
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if isControl(byte) {
        bytes += "\\u{".utf8
        bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)], UInt8(ascii: "}")]
      } else {
        bytes.append(byte)
      }
    }
  }
}
