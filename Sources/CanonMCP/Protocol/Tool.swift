/// A tool as `tools/list` describes it: its name, what it does, the JSON Schema of its arguments
/// and hints for the client (MCP 2025-06-18, "Tools").
public struct Tool: Sendable, Encodable {
  public struct Annotations: Sendable, Encodable {
    public var readOnlyHint: Bool?
    public var destructiveHint: Bool?
    public var idempotentHint: Bool?

    public init(readOnlyHint: Bool? = nil, destructiveHint: Bool? = nil, idempotentHint: Bool? = nil) {
      self.readOnlyHint = readOnlyHint
      self.destructiveHint = destructiveHint
      self.idempotentHint = idempotentHint
    }
  }

  public var name: String
  public var description: String
  public var inputSchema: Value
  public var annotations: Annotations

  public init(name: String, description: String, inputSchema: Value, annotations: Annotations) {
    self.name = name
    self.description = description
    self.inputSchema = inputSchema
    self.annotations = annotations
  }
}

/// `tools/call`.
public enum CallTool {
  /// A tool's answer: text for clients that show only text, and the same as structured content.
  public struct Result: Sendable, Encodable {
    public struct Content: Sendable, Encodable {
      public var type = "text"
      public var text: String
    }

    public var content: [Content]
    public var structuredContent: Value?
    public var isError: Bool?

    public init(text: String, structuredContent: Value?, isError: Bool? = nil) {
      content = [Content(text: text)]
      self.structuredContent = structuredContent
      self.isError = isError
    }
  }
}

/// A call the server refuses, with the sentence the client (or the model behind it) reads.
public enum MCPError: Error, Equatable, CustomStringConvertible {
  /// Bad arguments: an unknown tool or rule, a missing argument, a path outside the project.
  case invalidParams(String)

  public var description: String {
    switch self {
    case .invalidParams(let message): "Invalid params: \(message)"
    }
  }
}
