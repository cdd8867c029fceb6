import Foundation
import PackagePlugin

/// Lints a target's sources on every build: Canon's findings appear in `swift build`'s output and
/// in Xcode's issue navigator, and an error-severity finding fails the build.
///
/// The target's folder is linted (not its files one by one), so `.canon.yml`'s `excluded:`,
/// `generated:` and `vendored:` apply as in `canon lint`.
///
/// The command declares no output file: SwiftPM copies every non-Swift output of a build command
/// into the target's resource bundle (swiftlang/swift-package-manager#7116), so a declared JSON
/// report would ship inside the app. A command without outputs runs on every build (SwiftPM 5.11
/// and later); Canon's cache, kept in the plugin's work folder (the one folder the build sandbox
/// lets it write), answers an unchanged target in about a tenth of a second, and the findings are
/// printed again by every build. The JSON report is still written there, for tools that want it.
@main
struct CanonBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let work = context.pluginWorkDirectoryURL
    let report = work.appending(path: "\(target.name).canon.json")
    return [
      .buildCommand(
        displayName: "Canon: linting \(target.name)",
        executable: try context.tool(named: "canon").url,
        arguments: [
          "lint", "--quiet", "--cache-path", work.appending(path: "cache").path,
          "--reporter", "xcode", "--reporter", "json:\(report.path)", target.directoryURL.path,
        ],
        inputFiles: sources + configurations(above: target.directoryURL, in: context.package.directoryURL),
        outputFiles: [])
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
