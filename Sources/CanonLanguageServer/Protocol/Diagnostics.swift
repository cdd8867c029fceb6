/// `textDocument/publishDiagnostics`.
public struct PublishDiagnosticsParams: Codable, Sendable {
  public var uri: String
  public var version: Int?
  public var diagnostics: [Diagnostic]
}

public struct Diagnostic: Codable, Hashable, Sendable {
  public var range: Range
  /// 1 error, 2 warning.
  public var severity: Int
  /// The rule id.
  public var code: String?
  public var codeDescription: CodeDescription?
  public var source: String
  public var message: String

  public struct CodeDescription: Codable, Hashable, Sendable {
    public var href: String
  }

  public static let error = 1
  public static let warning = 2
}
