/// A problem in `.canon.yml` (or in options given elsewhere), with the exact place to fix it.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible, Equatable {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: error: message`, the form editors and CI logs make clickable.
  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
