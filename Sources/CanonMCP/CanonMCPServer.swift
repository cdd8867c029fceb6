import Foundation

/// `canon mcp`: Canon's tools (`CanonTools`) served over the Model Context Protocol on standard
/// input and output, for coding agents.
///
/// The protocol is spoken here by hand rather than through modelcontextprotocol/swift-sdk: the
/// SDK's package makes every build of Canon compile its conformance executables and swift-nio
/// with them (measured: 3 minutes for the SDK and 4½ for swift-nio on this project's 2-core CI),
/// while a stdio tool server needs newline-delimited JSON-RPC and four methods.
public enum CanonMCPServer {
  /// The protocol versions this server speaks, oldest first; the client's is used when it is one.
  static let protocolVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

  static let instructions = """
    Canon lints Swift against the team's guides (architecture roles, layers, memory, naming). \
    Lint code before proposing it with `lint` (give the path it will have), read `explain_rule` \
    for a finding you do not understand, and ask `layers` before adding a reference across \
    modules or layers.
    """

  /// Serves until the client closes standard input.
  public static func run(tools: CanonTools, version: String) {
    let output = FileHandle.standardOutput
    while let line = readLine(strippingNewline: true) {
      guard let answer = respond(to: Data(line.utf8), tools: tools, version: version) else { continue }
      output.write(answer + Data("\n".utf8))
    }
  }

  /// The answer to one message (a line of JSON), or nil for a notification or a client's response.
  public static func respond(to message: Data, tools: CanonTools, version: String) -> Data? {
    guard case .object(let fields)? = try? JSONDecoder().decode(Value.self, from: message) else {
      return encode(id: .null, error: (-32700, "Parse error: a message must be a JSON object"))
    }
    guard case .string(let method)? = fields["method"] else { return nil }
    // A notification (`notifications/initialized`, `notifications/cancelled`) has no id and
    // gets no answer; every tool call is answered before the next message is read.
    guard let id = fields["id"], !id.isNull else { return nil }
    let params = fields["params"]?.objectValue ?? [:]
    do {
      switch method {
      case "initialize":
        let asked = params["protocolVersion"]?.stringValue
        let agreed = asked.flatMap { protocolVersions.contains($0) ? $0 : nil } ?? protocolVersions.last ?? ""
        return encode(id: id, result: [
          "protocolVersion": .string(agreed),
          "capabilities": ["tools": ["listChanged": false]],
          "serverInfo": ["name": "canon", "version": .string(version)],
          "instructions": .string(instructions),
        ])
      case "ping":
        return encode(id: id, result: [:])
      case "tools/list":
        return encode(id: id, result: ["tools": try value(of: CanonTools.definitions)])
      case "tools/call":
        guard case .string(let name)? = params["name"] else {
          throw MCPError.invalidParams("tools/call needs the tool's 'name'")
        }
        let result = try tools.call(name, arguments: params["arguments"]?.objectValue)
        return encode(id: id, result: try value(of: result))
      default:
        return encode(id: id, error: (-32601, "Method not found: \(method)"))
      }
    } catch let error as MCPError {
      return encode(id: id, error: (-32602, error.description))
    } catch {
      return encode(id: id, error: (-32603, "Internal error: \(error)"))
    }
  }

  static func value(of encodable: some Encodable) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(encodable))
  }

  static func encode(id: Value, result: Value) -> Data {
    encode(["jsonrpc": "2.0", "id": id, "result": result])
  }

  static func encode(id: Value, error: (code: Int, message: String)) -> Data {
    encode(["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code), "message": .string(error.message)]])
  }

  static func encode(_ message: Value) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // A `Value` always encodes; should it not, the client still gets a well-formed error.
    return (try? encoder.encode(message))
      ?? Data(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"cannot encode the answer"}}"#.utf8)
  }
}
