/// `included`/`excluded` globs, matched against paths relative to the configuration's folder.
///
/// `*` and `?` match within one path segment, `**` matches any number of segments, and a pattern
/// without wildcards also matches everything below it (`Sources/Generated` excludes the folder).
/// The globs are compiled when set, not for every path (see `GlobSet`).
public struct PathFilter: Sendable, Equatable {
  public var included: [String] {
    didSet { includedGlobs = GlobSet(included) }
  }
  public var excluded: [String] {
    didSet { excludedGlobs = GlobSet(excluded) }
  }
  private var includedGlobs: GlobSet
  private var excludedGlobs: GlobSet
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
    includedGlobs = GlobSet(included)
    excludedGlobs = GlobSet(excluded)
    self.vendored = vendored
  }

  public static let everything = PathFilter()

  /// Whether a file at `path` (relative, `/`-separated) is linted.
  public func contains(_ path: String) -> Bool {
    if !included.isEmpty, !includedGlobs.matches(path) { return false }
    return !excludedGlobs.matches(path)
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
    excludedGlobs.matches(path)
  }
}
