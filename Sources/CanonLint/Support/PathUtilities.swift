import Foundation

/// Path arithmetic on `/`-separated strings.
public enum PathUtilities {
  public static func absolute(_ path: String, from base: String? = nil) -> String {
    let base = base ?? FileManager.default.currentDirectoryPath
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// `path` relative to `base` when it is inside it, else `path` unchanged.
  public static func relative(_ path: String, to base: String) -> String {
    if let dropped = droppingPrefixBytes(path, base) { return dropped }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    if path == base { return "." }
    return path
  }

  /// `relative` by bytes: `path` after `base` and a `/`, when its UTF-8 starts with theirs and
  /// what follows begins with an ASCII byte (so that the `/` ends a `Character`, and the answer
  /// is the one the comparison by `Character` gives); else `nil`, for the slow way. Discovery
  /// asks this for every file: `hasPrefix` and `dropFirst` by `Character` cost 1,500
  /// instructions a path, the bytes a tenth of it.
  static func droppingPrefixBytes(_ path: String, _ base: String) -> String? {
    let utf8 = path.utf8
    let baseUTF8 = base.utf8
    let slash = UInt8(ascii: "/")
    let answer: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      baseUTF8.withContiguousStorageIfAvailable { prefix -> Int? in
        let length = prefix.last == slash ? prefix.count : prefix.count + 1
        guard bytes.count > length, let start = bytes.baseAddress,
          prefix.isEmpty
            || prefix.baseAddress.map({ memcmp(start, $0, prefix.count) == 0 }) == true,
          prefix.last == slash || bytes[prefix.count] == slash, bytes[length] < 0x80
        else { return nil }
        return length
      } ?? nil
    }
    guard let answer, let length = answer else { return nil }
    // An offset into a native UTF-8 string is found in constant time.
    return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: length)...]))
  }

  /// The folder holding `path` (`A/B` for `A/B/C.swift`), `""` for a bare name. Found by the
  /// last `/` byte: `String.lastIndex(of:)` walks back by `Character`, 8,000 instructions a
  /// path, and the configuration lookup asks for every folder of every file.
  public static func parent(of path: String) -> String {
    let scanned = path.utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: "/")) }
    guard let scanned else {
      // A bridged or small string has no contiguous storage to lend: the slow way.
      guard let slash = path.lastIndex(of: "/") else { return "" }
      return String(path[..<slash])
    }
    guard let slash = scanned else { return "" }
    let utf8 = path.utf8
    // An offset into a native UTF-8 string is found in constant time.
    return String(Substring(utf8[..<utf8.index(utf8.startIndex, offsetBy: slash)]))
  }

  /// The `/`-separated parts of a path, without empty ones unless `keepingEmpty`. The bytes
  /// are scanned in contiguous memory: through `String.UTF8View` each byte cost tens of
  /// instructions, and paths are split for every file by discovery, the index and some rules.
  public static func components(_ path: String, keepingEmpty: Bool = false) -> [Substring] {
    let utf8 = path.utf8
    var parts: [Substring] = []
    parts.reserveCapacity(12)
    func add(_ start: Int, _ end: Int) {
      // Offsets into a native UTF-8 string are found in constant time.
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      parts.append(Substring(utf8[lower..<utf8.index(lower, offsetBy: end - start)]))
    }
    let scanned: Void? = utf8.withContiguousStorageIfAvailable { bytes in
      var start = 0
      for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "/") {
        if keepingEmpty || start != index { add(start, index) }
        start = index + 1
      }
      if keepingEmpty || start != bytes.count { add(start, bytes.count) }
    }
    // A bridged or small string has no contiguous storage to lend: the slow way.
    if scanned == nil {
      return path.split(separator: "/", omittingEmptySubsequences: !keepingEmpty)
    }
    return parts
  }
}
