import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Where `canon baseline write` and `prune` may write a baseline.
///
/// A repository supplies `.canon.yml` and the files in it, and a hostile one would ship
/// `baseline: ../../.bashrc` or a `canon-baseline.json` that links to a file of the user's. So a
/// baseline is written only where the user meant it to be:
/// - never through a symbolic link that leads outside the project;
/// - outside the project's folder only when the user named the file on the command line;
/// - never over a file that is not a Canon baseline (an empty file is fine).
public struct BaselineDestination: Sendable {
  /// Absolute.
  public let path: String

  /// Checks `path` as the place to write a baseline of the project in `project`.
  ///
  /// - Parameter namedByUser: whether the user gave `path` on the command line (`--output`,
  ///   `--baseline`), rather than the configuration or the default naming it.
  public init(_ path: String, project: String, namedByUser: Bool) throws {
    let path = PathUtilities.absolute(path)
    let root = Self.realPath(project) ?? PathUtilities.absolute(project)
    var status = stat()
    if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
      let target = Self.realPath(path)
      guard let target, Self.isInside(target, root) else {
        throw Baseline.Failure(
          description: "\(path) is a symbolic link to \(target ?? "a missing file")"
            + (target == nil ? "" : ", outside the project") + "; Canon does not write a baseline through it")
      }
    }
    // The folder's real path: a link among the folders counts where it leads.
    let folder = Self.realPath(PathUtilities.parent(of: path)) ?? PathUtilities.parent(of: path)
    if !namedByUser && !Self.isInside(folder, root) {
      throw Baseline.Failure(
        description: "the baseline \(path) is outside the project's folder \(root); Canon writes "
          + "it there only when you name it on the command line (--output)")
    }
    if stat(path, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFREG else {
        throw Baseline.Failure(description: "\(path) is a folder or a special file, not a baseline file")
      }
      guard Self.holdsABaselineOrNothing(path) else {
        throw Baseline.Failure(
          description: "\(path) exists and is not a Canon baseline; Canon does not replace it "
            + "(remove it, or write the baseline elsewhere with --output)")
      }
    }
    self.path = path
  }

  /// Whether the file is empty or a JSON object with a `version` and `findings`, of any version.
  private static func holdsABaselineOrNothing(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return true }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return false
    }
    return object["version"] is NSNumber && object["findings"] is [Any]
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
  }
}
