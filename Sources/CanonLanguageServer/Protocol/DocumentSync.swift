public struct DidOpenTextDocumentParams: Codable, Sendable {
  public var textDocument: TextDocumentItem
}

public struct DidChangeTextDocumentParams: Codable, Sendable {
  public var textDocument: VersionedTextDocumentIdentifier
  public var contentChanges: [TextDocumentContentChangeEvent]
}

/// A change: the whole text (no range), or the text that replaces a range.
public struct TextDocumentContentChangeEvent: Codable, Sendable {
  public var range: Range?
  public var text: String

  public init(range: Range? = nil, text: String) {
    self.range = range
    self.text = text
  }
}

public struct DidCloseTextDocumentParams: Codable, Sendable {
  public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Codable, Sendable {
  public var textDocument: TextDocumentIdentifier
}

public struct DidChangeWatchedFilesParams: Codable, Sendable {
  public var changes: [FileEvent]

  public struct FileEvent: Codable, Sendable {
    public var uri: String
    /// 1 created, 2 changed, 3 deleted.
    public var type: Int
  }
}
