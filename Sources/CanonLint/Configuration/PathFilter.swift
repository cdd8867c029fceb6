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
  /// Names of folders that hold third-party code, skipped wherever they are unless `included`
  /// names a path inside one (`.canon.yml`'s `vendored:`; `[]` lints them all).
  public var vendored: [String]

  /// Folders that by their name hold someone else's code: copied libraries and SDKs.
  public static let defaultVendored = [
    "Vendor", "Vendors", "vendor", "ThirdParty", "Third-Party", "Third Party", "third_party",
    "3rdParty", "External", "Externals", "external",
  ]

  public init(
    included: [String] = [], excluded: [String] = [], vendored: [String] = defaultVendored
  ) {
    self.included = included
    self.excluded = excluded
    self.vendored = vendored
  }

  public static let everything = PathFilter()

  /// Whether a file at `path` (relative, `/`-separated) is linted.
  public func contains(_ path: String) -> Bool {
    if !included.isEmpty, !included.contains(where: { Glob.matches($0, path) }) { return false }
    return !excluded.contains { Glob.matches($0, path) }
  }

  /// Whether an `included` glob names this folder or a path inside it: a vendored folder the
  /// configuration asks for by name is linted.
  public func namesInside(_ folder: String) -> Bool {
    included.contains { pattern in
      var pattern = Substring(pattern)
      while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
      return pattern == folder || pattern.hasPrefix(folder + "/")
    }
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
