import Foundation
import MCP

/// `canon mcp`: Canon's tools (`CanonTools`) served over the Model Context Protocol on standard
/// input and output, for coding agents.
public enum CanonMCPServer {
  /// Serves until the client closes standard input.
  public static func run(tools: CanonTools, version: String) async throws {
    let server = Server(
      name: "canon", version: version,
      instructions: """
        Canon lints Swift against the team's guides (architecture roles, layers, memory, \
        naming). Lint code before proposing it with `lint` (give the path it will have), read \
        `explain_rule` for a finding you do not understand, and ask `layers` before adding a \
        reference across modules or layers.
        """,
      capabilities: .init(tools: .init(listChanged: false)))
    await register(tools, on: server)
    try await server.start(transport: StdioTransport())
    await server.waitUntilCompleted()
  }

  /// Answers `tools/list` and `tools/call` with `tools`.
  public static func register(_ tools: CanonTools, on server: Server) async {
    await server.withMethodHandler(ListTools.self) { _ in
      ListTools.Result(tools: CanonTools.definitions)
    }
    await server.withMethodHandler(CallTool.self) { params in
      // The lint engine is synchronous: it runs off the server's task, on a thread of its own.
      try await Task.detached { try tools.call(params.name, arguments: params.arguments) }.value
    }
  }
}
