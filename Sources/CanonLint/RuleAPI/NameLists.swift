/// Names read back from facts that list many names in one string
/// (`TextSet.joined(separator:after:)`).
public enum NameLists {
  /// The names of `wanted` that occur in any of `lists`, each a list of names after a prefix of
  /// `prefixLength` bytes, each name after `separator`.
  ///
  /// A project rule asks this of every file's list, tens of thousands of names in a large
  /// project: names are turned away by their first byte and length, for all of them at once,
  /// before any `String` is made or hashed.
  public static func names(
    among wanted: Set<String>, in lists: [String], separator: UInt8, prefixLength: Int
  ) -> Set<String> {
    var shapes = [UInt64](repeating: 0, count: 256)
    for name in wanted {
      guard let first = name.utf8.first else { continue }
      shapes[Int(first)] |= 1 << UInt64(min(name.utf8.count, 63))
    }
    var used = Set<String>()
    for var list in lists {
      list.withUTF8 { bytes in
        var start = prefixLength + 1
        while start <= bytes.count {
          var end = start
          while end < bytes.count && bytes[end] != separator { end += 1 }
          let length = end - start
          if length == 0 {
            // A name the parser found missing (broken code) is listed empty.
            if wanted.contains("") { used.insert("") }
          } else if shapes[Int(bytes[start])] & (1 << UInt64(min(length, 63))) != 0 {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if wanted.contains(name) { used.insert(name) }
          }
          start = end + 1
        }
      }
    }
    return used
  }
}
