#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// File names that are not UTF-8, carried in a `String` with their odd bytes written `\xHH`.
///
/// A Swift `String` cannot hold such bytes: decoding them replaced each by U+FFFD, so the file
/// could no longer be opened ("missing or no permission") and its name was reported mangled. In a
/// name that needs escaping, `\` is escaped too (`\x5C`), so that the bytes come back exactly.
public enum EscapedPath {
  /// The name as text: as it is when it is UTF-8, else with every byte that is not part of a
  /// valid UTF-8 sequence (and every `\`) written `\xHH`.
  public static func display(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var text = ""
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length =
        switch lead {
        case 0x00..<0x80: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
      if length > 0, lead != UInt8(ascii: "\\"), index + length <= bytes.count,
        let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
      {
        text += scalar
        index += length
      } else {
        text += "\\x" + hex(lead)
        index += 1
      }
    }
    return text
  }

  /// The bytes `display` escaped, or `nil` when `path` holds no `\xHH`.
  static func rawBytes(_ path: String) -> [UInt8]? {
    let utf8 = Array(path.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var escaped = false
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count,
        utf8[index + 1] == UInt8(ascii: "x"),
        let high = hexValue(utf8[index + 2]), let low = hexValue(utf8[index + 3])
      {
        bytes.append(high << 4 | low)
        index += 4
        escaped = true
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return escaped ? bytes : nil
  }

  /// The NUL-terminated bytes to give the system for `path`: as written, unless the path holds
  /// escapes and only its unescaped form exists.
  static func systemPath(_ path: String) -> [CChar] {
    // Only a path with `\` can hold an escape: every other path costs nothing more. Looked for
    // with `memchr`: byte by byte it cost 500 instructions a path, and every file and folder
    // discovery and the linter open comes through here.
    let backslash = UInt8(ascii: "\\")
    let hasBackslash =
      path.utf8.withContiguousStorageIfAvailable { ByteSearch.contains(backslash, in: $0) }
      ?? path.utf8.contains(backslash)
    if hasBackslash, let raw = rawBytes(path) {
      var status = stat()
      if lstat(path, &status) != 0, errno == ENOENT {
        return raw.map { CChar(bitPattern: $0) } + [0]
      }
    }
    return Array(path.utf8CString)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
