import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Keeps scaffolding inside the app: a template path that passes through a symbolically linked
/// folder (`Sources/Shared -> /somewhere/else`) used to write wherever the link pointed, although
/// the path itself had no `..` and did not start with `/`.
public struct AppBoundary {
  let root: URL

  /// Throws ``ScaffoldError/outsideApp(_:resolved:)`` for the first path (relative to the root)
  /// that, with every symbolic link followed, is not under the root.
  func check(_ paths: [String]) throws {
    guard let base = Self.resolved(root.path) else {
      throw ScaffoldError.outsideApp(".", resolved: root.path)
    }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    for path in paths {
      let full = root.appendingPathComponent(path).path
      guard let target = Self.resolved(full) else {
        throw ScaffoldError.outsideApp(path, resolved: "a symbolic link to nothing")
      }
      guard target.hasPrefix(prefix) else {
        throw ScaffoldError.outsideApp(path, resolved: target)
      }
    }
  }

  /// `path` with every symbolic link in the part that exists followed (`realpath`), and the part
  /// that does not exist yet appended as written: the writer creates those folders itself.
  /// `nil` when a link leads nowhere, since writing through it would create its target.
  public static func resolved(_ path: String) -> String? {
    var existing = path
    var missing: [String] = []
    while true {
      if let real = realpath(existing, nil) {
        defer { free(real) }
        let base = String(cString: real)
        return missing.isEmpty
          ? base : (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
      }
      var status = stat()
      if lstat(existing, &status) == 0 { return nil }  // it exists, yet cannot be resolved
      guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return nil }
      missing.append(String(existing[existing.index(after: slash)...]))
      existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
  }
}
