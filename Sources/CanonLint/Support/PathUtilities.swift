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

  /// The `/`-separated parts of a path, without empty ones; split on bytes (`split` on a
  /// String walks Characters, and the index does this for every file).
  public static func components(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
  }
}
