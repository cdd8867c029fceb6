extension Collection where Element == UInt8 {
  /// Whether the UTF-8 bytes of `needle` occur in these bytes: a plain byte search, which on
  /// Linux is many times faster than Foundation's `String.contains` (it goes through NSString).
  public func containsBytes(of needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    if let found = withContiguousStorageIfAvailable({ ByteSearch.contains(pattern, in: $0) }) {
      return found
    }
    return Array(self).withUnsafeBufferPointer { ByteSearch.contains(pattern, in: $0) }
  }
}

enum ByteSearch {
  static func contains(_ pattern: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = pattern.first else { return true }
    guard haystack.count >= pattern.count else { return false }
    var index = 0
    let last = haystack.count - pattern.count
    while index <= last {
      if haystack[index] == first {
        var matched = 1
        while matched < pattern.count, haystack[index + matched] == pattern[matched] {
          matched += 1
        }
        if matched == pattern.count { return true }
      }
      index += 1
    }
    return false
  }
}
