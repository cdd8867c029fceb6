/// A file to lint: on disk, or in memory (rule examples, editors' unsaved buffers).
public struct LintInput: Sendable {
  public enum Content: Sendable {
    case file(absolutePath: String)
    case text(String)
  }

  /// The path violations are reported with.
  public var path: String
  /// The path relative to the configuration's folder, which per-rule `included`/`excluded` match.
  public var relativePath: String
  public var content: Content

  public init(path: String, relativePath: String? = nil, content: Content) {
    self.path = path
    self.relativePath = relativePath ?? path
    self.content = content
  }
}
