#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// `included`/`excluded` globs, matched against paths relative to the configuration's folder.
///
/// `*` and `?` match within one path segment, `**` matches any number of segments, and a pattern
/// without wildcards also matches everything below it (`Sources/Generated` excludes the folder).
public struct PathFilter: Sendable, Equatable {
  public var included: [String]
  public var excluded: [String]

  public init(included: [String] = [], excluded: [String] = []) {
    self.included = included
    self.excluded = excluded
  }

  public static let everything = PathFilter()

  /// Whether a file at `path` (relative, `/`-separated) is linted.
  public func contains(_ path: String) -> Bool {
    if !included.isEmpty, !included.contains(where: { Glob.matches($0, path) }) { return false }
    return !excluded.contains { Glob.matches($0, path) }
  }

  /// Whether a whole folder is excluded, so discovery need not descend into it.
  public func excludesFolder(_ path: String) -> Bool {
    excluded.contains { Glob.matches($0, path) }
  }
}

enum Glob {
  /// Whether `path` or one of the folders it is in matches `pattern`.
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let patternParts = PathUtilities.components(normalized(pattern)).map(String.init)
    let pathParts = PathUtilities.components(path).map(String.init)
    return match(patternParts[...], pathParts[...])
  }

  private static func normalized(_ pattern: String) -> String {
    var result = pattern
    while result.hasPrefix("./") { result.removeFirst(2) }
    while result.hasSuffix("/") { result.removeLast() }
    return result
  }

  /// Matches segment by segment; running out of pattern means a folder matched, which covers
  /// everything below it.
  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return true }
    if first == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let segment = path.first, fnmatch(first, segment, 0) == 0 else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }
}
