import CanonMCP
import Foundation
import Testing

/// The Model Context Protocol as `canon mcp` speaks it: newline-delimited JSON-RPC, the
/// version agreed at `initialize`, errors with a code and a sentence, notifications unanswered.
@Suite struct ProtocolTests {
  func answer(_ message: String, root: String = NSTemporaryDirectory()) throws -> Value? {
    let tools = CanonTools(root: root)
    guard let data = CanonMCPServer.respond(to: Data(message.utf8), tools: tools, version: "0.1.0") else {
      return nil
    }
    return try JSONDecoder().decode(Value.self, from: data)
  }

  @Test func initializeAgreesOnTheClientsVersionWhenItIsOneThisServerSpeaks() throws {
    let known = try answer(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26"}}"#)
    #expect(known?.objectValue?["result"]?.objectValue?["protocolVersion"] == "2025-03-26")
    #expect(known?.objectValue?["result"]?.objectValue?["capabilities"] == ["tools": ["listChanged": false]])
    let unknown = try answer(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#)
    #expect(unknown?.objectValue?["id"] == "a")
    #expect(unknown?.objectValue?["result"]?.objectValue?["protocolVersion"] == "2025-11-25")
  }

  @Test func notificationsGetNoAnswerAndMistakesGetJSONRPCErrors() throws {
    #expect(try answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
    #expect(try answer(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)?.objectValue?["result"] == [:])
    let unknownMethod = try answer(#"{"jsonrpc":"2.0","id":3,"method":"resources/list"}"#)
    #expect(unknownMethod?.objectValue?["error"]?.objectValue?["code"] == -32601)
    let notJSON = try answer("{not json")
    #expect(notJSON?.objectValue?["error"]?.objectValue?["code"] == -32700)
    #expect(notJSON?.objectValue?["id"] == .null)
    let unknownTool = try answer(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"format","arguments":{}}}"#)
    #expect(unknownTool?.objectValue?["error"]?.objectValue?["code"] == -32602)
    #expect(unknownTool?.objectValue?["error"]?.objectValue?["message"]?.stringValue?.contains("unknown tool 'format'") == true)
  }

  @Test func toolsAreListedWithTheirSchemas() throws {
    let listed = try answer(#"{"jsonrpc":"2.0","id":5,"method":"tools/list"}"#)
    let tools = try #require(listed?.objectValue?["result"]?.objectValue?["tools"]?.arrayValue)
    #expect(tools.compactMap { $0.objectValue?["name"]?.stringValue } == ["lint", "fix", "explain_rule", "roles", "layers", "scaffold"])
    #expect(tools.allSatisfy { $0.objectValue?["inputSchema"]?.objectValue?["type"] == "object" })
  }
}
