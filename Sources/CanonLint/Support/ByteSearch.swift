#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

extension Collection where Element == UInt8 {
  /// Whether the UTF-8 bytes of `needle` occur in these bytes: a plain byte search, which on
  /// Linux is many times faster than Foundation's `String.contains` (it goes through NSString).
  public func containsBytes(of needle: String) -> Bool {
    if let found = withContiguousStorageIfAvailable({ ByteSearch.contains(needle, in: $0) }) {
      return found
    }
    return Array(self).withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
  }
}

extension String {
  /// Whether a byte of the string's UTF-8 satisfies `predicate`. On the contiguous bytes: through
  /// `utf8`'s iterator, reporters spent thousands of instructions on each path and message.
  func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
      ?? utf8.contains(where: predicate)
  }
}

extension UnsafeBufferPointer where Element == UInt8 {
  /// The offset of the first occurrence of `needle`'s UTF-8 bytes at or after `offset`.
  public func firstOffset(of needle: String, from offset: Int = 0) -> Int? {
    ByteSearch.firstOffset(of: needle, in: self, from: offset)
  }
}

/// Byte searches with the C library's vectorised `memchr` and `memcmp`.
enum ByteSearch {
  /// Whether `byte` occurs in `bytes`; `memchr` reads a file's bytes many at a time, where
  /// `Array.contains` compared them one by one (0.4 % of a lint, for the NUL check of every file).
  static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    return memchr(base, Int32(byte), bytes.count) != nil
  }

  static func contains(_ needle: String, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    firstOffset(of: needle, in: haystack, from: 0) != nil
  }

  /// Whether `word` occurs in `text` with no identifier character right before or after it: a
  /// rule that only looks at calls of `Timer` asks this before it subscribes to every call.
  static func containsWord(_ word: String, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    let length = word.utf8.count
    while let start = firstOffset(of: word, in: text, from: offset) {
      let end = start + length
      if (start == 0 || !isIdentifierByte(text[start - 1]))
        && (end == text.count || !isIdentifierByte(text[end]))
      {
        return true
      }
      offset = start + 1
    }
    return false
  }

  static func firstOffset(
    of needle: String, in haystack: UnsafeBufferPointer<UInt8>, from offset: Int
  ) -> Int? {
    var needle = needle
    return needle.withUTF8 { pattern in
      guard !pattern.isEmpty else { return offset }
      guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
      // `memchr` finds candidates for one byte and `memcmp` checks the whole pattern; both are
      // vectorised (`memmem` is a GNU extension Swift's Glibc module does not export). The byte
      // looked for is the pattern's rarest in source code: the `T` of `Timer`, not its `e`,
      // which would stop the search at every other word.
      let rarity = Self.rarity
      let anchor = pattern.indices.max { rarity[Int(pattern[$0])] < rarity[Int(pattern[$1])] }!
      var start = offset
      while start + pattern.count <= haystack.count {
        let searchFrom = start + anchor
        let searchLength = haystack.count - pattern.count + anchor + 1 - searchFrom
        guard let found = memchr(base + searchFrom, Int32(pattern[anchor]), searchLength)
        else { return nil }
        let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
        if memcmp(base + candidate, patternBase, pattern.count) == 0 { return candidate }
        start = candidate + 1
      }
      return nil
    }
  }

  /// How rarely each byte occurs in Swift source, roughly: capitals, digits and punctuation
  /// are rarer than lowercase letters, which follow English letter frequencies; blanks are the
  /// commonest.
  private static let rarity: [Int8] = {
    var table = [Int8](repeating: 26, count: 256)
    for (rank, letter) in "etaoinsrlcdumhpfgbywvkxjqz".utf8.enumerated() { table[Int(letter)] = Int8(rank) }
    table[Int(UInt8(ascii: " "))] = -1
    table[Int(UInt8(ascii: "\n"))] = -1
    return table
  }()

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte.isIdentifierByte
  }
}

extension UInt8 {
  /// Whether the byte can be part of a Swift identifier: ASCII letters, digits and `_`, and every
  /// byte of a multi-byte character (identifiers may contain them).
  public var isIdentifierByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// The UTF-8 offset of the first occurrence of `needle` at or after the UTF-8 offset `offset`:
  /// the byte search of `ByteSearch`, for rules that read project files of megabytes.
  public func utf8Offset(of needle: String, from offset: Int = 0) -> Int? {
    var text = self
    return text.withUTF8 { ByteSearch.firstOffset(of: needle, in: $0, from: offset) }
  }

  /// The text between two UTF-8 offsets (clamped to the string), as a new `String`.
  public func utf8Text(_ range: Range<Int>) -> String {
    var text = self
    return text.withUTF8 { bytes in
      let end = min(range.upperBound, bytes.count)
      return String(decoding: bytes[min(range.lowerBound, end)..<end], as: UTF8.self)
    }
  }
}
