import CanonLint
import CanonScaffold

/// A path argument of a tool, kept inside the project: written relative to the root (or
/// absolute), it must lead under the root with `..` resolved and, for the part that exists,
/// every symbolic link followed (`AppBoundary`, which keeps `canon new` inside the app). A
/// snippet's virtual path is checked the same way: no argument makes Canon read or write
/// outside the project.
enum ProjectPath {
  /// The absolute path of `argument`, as the project names its files (links not resolved).
  static func resolve(_ argument: String, root: String) throws -> String {
    guard !argument.isEmpty, !argument.contains("\0") else {
      throw MCPError.invalidParams("a path must be a non-empty string")
    }
    let path = PathUtilities.absolute(argument, from: root)
    guard path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else {
      throw MCPError.invalidParams("\(argument) is outside the project (\(root)); paths are relative to it")
    }
    guard let realRoot = AppBoundary.resolved(root), let real = AppBoundary.resolved(path) else {
      throw MCPError.invalidParams("\(argument) leads through a symbolic link to nothing")
    }
    guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
      throw MCPError.invalidParams(
        "\(argument) leads through a symbolic link to \(real), outside the project (\(root))")
    }
    return path
  }
}
