/// `textDocument/codeAction`.
public struct CodeActionParams: Codable, Sendable {
  public var textDocument: TextDocumentIdentifier
  public var range: Range
  public var context: Context

  public struct Context: Codable, Sendable {
    public var diagnostics: [Diagnostic]
    /// The kinds asked for (`source.fixAll`, `quickfix`, …); all when absent.
    public var only: [String]?
  }
}

public struct CodeAction: Codable, Sendable {
  public var title: String
  public var kind: String
  public var diagnostics: [Diagnostic]?
  public var isPreferred: Bool?
  public var edit: WorkspaceEdit

  public static let quickFix = "quickfix"
  public static let fixAll = "source.fixAll.canon"
}
