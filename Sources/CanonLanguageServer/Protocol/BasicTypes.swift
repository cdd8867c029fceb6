/// A place in a document: 0-based line, and character in UTF-16 code units (LSP's default
/// position encoding, which every client supports).
public struct Position: Codable, Hashable, Sendable, Comparable {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

public struct Range: Codable, Hashable, Sendable {
  public var start: Position
  public var end: Position

  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  /// Whether the ranges share a position (an empty range touching another counts).
  public func overlaps(_ other: Range) -> Bool {
    !(end < other.start || other.end < start)
  }
}

public struct TextDocumentIdentifier: Codable, Sendable {
  public var uri: String
}

public struct VersionedTextDocumentIdentifier: Codable, Sendable {
  public var uri: String
  public var version: Int
}

public struct TextDocumentItem: Codable, Sendable {
  public var uri: String
  public var languageId: String
  public var version: Int
  public var text: String
}

public struct TextEdit: Codable, Hashable, Sendable {
  public var range: Range
  public var newText: String
}

public struct WorkspaceEdit: Codable, Sendable {
  /// Edits by document URI.
  public var changes: [String: [TextEdit]]
}
