import CanonLint
import Foundation

/// Which `.canon.yml` a run uses when `--config` does not say: the nearest one above the paths
/// linted, so that `canon lint Examples/Shop` from a repository's root uses the example's own
/// configuration, as SwiftLint and ESLint do.
enum ConfigurationLookup {
  static let fileName = ".canon.yml"

  /// The nearest configuration of every path, or `nil` when there is none; paths whose nearest
  /// configurations differ are an error until one run can apply several.
  static func nearest(for paths: [String], from currentDirectory: String) throws -> String? {
    var found: Set<String> = []
    for path in paths.isEmpty ? ["."] : paths {
      if let configuration = nearest(for: PathUtilities.absolute(path, from: currentDirectory)) {
        found.insert(configuration)
      }
    }
    guard found.count <= 1 else {
      throw CanonFailure.usage(
        "the paths have different configurations (\(found.sorted().joined(separator: ", "))): "
          + "lint them separately, or choose one with --config")
    }
    return found.first
  }

  /// The first `.canon.yml` in `path`'s folder or above it.
  private static func nearest(for path: String) -> String? {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    var folder = URL(fileURLWithPath: path)
    if !(exists && isDirectory.boolValue) { folder.deleteLastPathComponent() }
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}

extension PathFilter {
  /// The keys that choose files, as `.canon.yml` writes them.
  var described: String {
    var parts: [String] = []
    if !included.isEmpty { parts.append("included: [\(included.joined(separator: ", "))]") }
    if !excluded.isEmpty { parts.append("excluded: [\(excluded.joined(separator: ", "))]") }
    return parts.isEmpty ? "its vendored folders" : parts.joined(separator: ", ")
  }
}
