import Foundation
import PackagePlugin

/// `swift package canon lint` (and `swift package --allow-writing-to-package-directory canon fix`):
/// runs Canon with the arguments given, in the package's folder.
@main
struct CanonCommandPlugin: CommandPlugin {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try context.tool(named: "canon").url
    process.arguments = arguments.isEmpty ? ["lint"] : arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw Failure(description: "canon \(process.arguments?.joined(separator: " ") ?? "") exited with status \(process.terminationStatus)")
    }
  }
}
