import ArgumentParser
import CanonLint
import CanonMCP
import CanonRules
import Foundation

/// `canon mcp`: the Model Context Protocol server coding agents start (README: "Coding agents").
struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Run Canon's Model Context Protocol server on standard input and output, for coding agents.",
    discussion: """
      Tools: lint (a snippet at the path it will have, or files), fix (a diff; written only \
      when asked), explain_rule, roles, layers, scaffold (the plan of canon new; written only \
      when asked). Same configuration, roles, baseline and cache as `canon lint`; no path \
      argument reaches outside the project.
      """)

  @Option(help: "The project's folder (default: the current folder).")
  var path: String?

  @OptionGroup var cache: CacheOptions

  func run() throws {
    let root = PathUtilities.absolute(path ?? FileManager.default.currentDirectoryPath)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw CanonFailure.usage("no folder at \(root)")
    }
    let tools = CanonTools(root: root, registry: CanonRules.registry, cache: cache.open())
    CanonMCPServer.run(tools: tools, version: CanonCommand.version)
  }
}
