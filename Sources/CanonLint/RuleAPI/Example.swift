/// A piece of code a rule is tested on, and documented with.
///
/// `↓` marks the place of each expected violation in triggering examples; it is removed before
/// the code is linted. An example is one file by default; `path` places it in a project (roles
/// and VIPER modules depend on folders) and `context` adds the other files of that project.
public struct Example: Sendable, CustomStringConvertible {
  public static let marker: Character = "↓"

  public var code: String
  public var path: String
  /// Other files of the example's project, by path.
  public var context: [String: String]
  /// The rule's options for this example, as the YAML mapping `.canon.yml` would hold.
  public var options: String?
  /// Where the example is written, so a failing example points at its source line.
  public var sourceFile: String
  public var sourceLine: Int

  public init(
    _ code: String,
    path: String = "Sources/App/Example.swift",
    context: [String: String] = [:],
    options: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    self.code = code
    self.path = path
    self.context = context
    self.options = options
    self.sourceFile = "\(file)"
    self.sourceLine = Int(line)
  }

  /// The code as linted: markers removed.
  public var strippedCode: String { code.filter { $0 != Example.marker } }

  /// Line and column (UTF-8) of each marker in the stripped code.
  public var markedPositions: [(line: Int, column: Int)] {
    var result: [(Int, Int)] = []
    var line = 1
    var column = 1
    for character in code {
      if character == Example.marker {
        result.append((line, column))
        continue
      }
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return result
  }

  public var description: String { "\(path): \(code.prefix(60))" }
}

/// A correctable rule's before/after pair: linting `before` and applying the fixes gives `after`.
public struct Correction: Sendable {
  public var before: Example
  public var after: String

  public init(_ before: Example, _ after: String) {
    self.before = before
    self.after = after
  }
}
