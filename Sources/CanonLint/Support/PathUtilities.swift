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

  /// The `/`-separated parts of a path, without empty ones unless `keepingEmpty`; split on
  /// bytes (`split` on a String walks Characters, and the index does this for every file), with
  /// no generic collection in between.
  public static func components(_ path: String, keepingEmpty: Bool = false) -> [Substring] {
    var parts: [Substring] = []
    let bytes = path.utf8
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      if bytes[index] == UInt8(ascii: "/") {
        if keepingEmpty || start != index { parts.append(path[start..<index]) }
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if keepingEmpty || start != bytes.endIndex { parts.append(path[start..<bytes.endIndex]) }
    return parts
  }
}
