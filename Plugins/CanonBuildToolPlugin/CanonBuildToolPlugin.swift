import Foundation
import PackagePlugin

/// Lints a target's sources on every build: Canon's findings appear in `swift build`'s output and
/// in Xcode's issue navigator, and an error-severity finding fails the build.
///
/// The target's folder is linted (not its files one by one), so `.canon.yml`'s `excluded:`,
/// `generated:` and `vendored:` apply as in `canon lint`. The JSON report is the command's output
/// file: the build system reruns the command only when a source or the configuration changed.
@main
struct CanonBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let report = context.pluginWorkDirectoryURL.appending(path: "\(target.name).canon.json")
    return [
      .buildCommand(
        displayName: "Canon: linting \(target.name)",
        executable: try context.tool(named: "canon").url,
        arguments: [
          "lint", "--quiet", "--reporter", "xcode", "--reporter", "json:\(report.path)",
          target.directoryURL.path,
        ],
        inputFiles: sources + configurations(above: target.directoryURL, in: context.package.directoryURL),
        outputFiles: [report])
    ]
  }

  /// The `.canon.yml` files that may apply to the target: a change to one lints it again.
  private func configurations(above folder: URL, in package: URL) -> [URL] {
    var found: [URL] = []
    var current = folder
    while current.path.hasPrefix(package.path) {
      let candidate = current.appending(path: ".canon.yml")
      if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    return found
  }
}
