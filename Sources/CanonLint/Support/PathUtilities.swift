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
    let prefix = base.hasSuffix("/") ? base : base + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    if path == base { return "." }
    return path
  }

  /// The `/`-separated parts of a path, without empty ones unless `keepingEmpty`. The bytes
  /// are scanned in contiguous memory: through `String.UTF8View` each byte cost tens of
  /// instructions, and paths are split for every file by discovery, the index and some rules.
  public static func components(_ path: String, keepingEmpty: Bool = false) -> [Substring] {
    var path = path
    var ranges: [Range<Int>] = []
    path.withUTF8 { bytes in
      var start = 0
      for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "/") {
        if keepingEmpty || start != index { ranges.append(start..<index) }
        start = index + 1
      }
      if keepingEmpty || start != bytes.count { ranges.append(start..<bytes.count) }
    }
    let utf8 = path.utf8
    return ranges.map { range in
      // Offsets into a native UTF-8 string are found in constant time.
      path[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }
  }
}
