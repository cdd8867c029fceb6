/// A place in a file, as editors and CI annotate it: 1-based line and column (column in UTF-8 bytes,
/// which is what swift-syntax and Xcode report).
public struct Location: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// Line 1, column 1 of a file: where whole-file and folder findings go.
  public static func start(of path: String) -> Location {
    Location(path: path, line: 1, column: 1)
  }

  public static func < (lhs: Location, rhs: Location) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }

  public var description: String { "\(path):\(line):\(column)" }
}
