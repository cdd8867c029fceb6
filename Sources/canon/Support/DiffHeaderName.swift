/// The file name on a `+++ ` line of `git diff`, read as git writes it.
///
/// Git writes a name with `"`, `\`, control characters or (with `core.quotePath`, the default)
/// non-ASCII bytes in C quotes with octal escapes (`"b/\303\274.swift"`), and appends a tab to an
/// unquoted name that holds a space. Review mode missed such files while it took the line as is.
enum DiffHeaderName {
  /// The path after `b/`, or `nil` for `/dev/null` (a deleted file) or a header it cannot read.
  static func newPath(_ header: ArraySlice<UInt8>) -> String? {
    var bytes: [UInt8]
    if header.first == UInt8(ascii: "\"") {
      guard let unquoted = unquote(header.dropFirst()) else { return nil }
      bytes = unquoted
    } else {
      bytes = Array(header)
      if bytes.last == UInt8(ascii: "\t") { bytes.removeLast() }
      if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    }
    guard bytes.starts(with: Array("b/".utf8)) else { return nil }
    return String(decoding: bytes.dropFirst(2), as: UTF8.self)
  }

  /// The bytes of a C-quoted string after its opening quote, up to the closing one.
  private static func unquote(_ quoted: ArraySlice<UInt8>) -> [UInt8]? {
    var result: [UInt8] = []
    var index = quoted.startIndex
    while index < quoted.endIndex {
      let byte = quoted[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return result }
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        continue
      }
      guard index < quoted.endIndex else { return nil }
      let escaped = quoted[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "a"): result.append(0x07)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "v"): result.append(0x0B)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "0")...UInt8(ascii: "3"):
        // Three octal digits: one byte.
        var value = UInt16(escaped - UInt8(ascii: "0"))
        for _ in 0..<2 {
          let octal = UInt8(ascii: "0")...UInt8(ascii: "7")
          guard index < quoted.endIndex, octal.contains(quoted[index]) else { return nil }
          value = value * 8 + UInt16(quoted[index] - UInt8(ascii: "0"))
          index += 1
        }
        result.append(UInt8(truncatingIfNeeded: value))
      default: result.append(escaped)  // `\"` and `\\`
      }
    }
    return nil
  }
}
