import SwiftParser
import SwiftSyntax

/// Adds an element to an array literal of an existing Swift file (a composition root's list of
/// assemblies or screens, a test's list of Quick specs), found through its syntax tree.
///
/// The edit is idempotent: an element already in the array (same text, whitespace aside) is not
/// added again. The rest of the file is kept byte for byte.
public enum SourceWiring {
  /// The outcome of one wiring.
  public enum Outcome: Equatable, Sendable {
    /// The new text of the file.
    case edited(String)
    /// The element was already there; nothing to change.
    case alreadyWired
  }

  /// Adds `element` to the first array literal inside the function, initializer or variable
  /// named `declaration` in `source`. `file` names the file in errors.
  public static func add(element: String, to declaration: String, in source: String, file: String)
    throws -> Outcome
  {
    let tree = Parser.parse(source: source)
    let finder = ArrayFinder(declaration: declaration)
    finder.walk(tree)
    guard finder.foundDeclaration else {
      throw ScaffoldError.wiring(file, reason: "no function or variable named '\(declaration)'")
    }
    guard let array = finder.array else {
      throw ScaffoldError.wiring(
        file, reason: "'\(declaration)' has no array literal to add '\(element)' to")
    }
    let wanted = squeezed(element)
    if array.elements.contains(where: { squeezed($0.expression.trimmedDescription) == wanted }) {
      return .alreadyWired
    }

    var bytes = Array(source.utf8)
    let elementText = Array(element.utf8)
    // The inserted lines end as the file's lines do: a CRLF file stays CRLF throughout.
    let newline = lineBreak(of: bytes)
    if let last = array.elements.last {
      let indent = indentation(of: last.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes)
      var insertion: [UInt8] = []
      var offset = last.expression.endPositionBeforeTrailingTrivia.utf8Offset
      if let comma = last.trailingComma {
        offset = comma.endPositionBeforeTrailingTrivia.utf8Offset
      } else {
        insertion += Array(",".utf8)
      }
      // A comment closing the last element's line stays with that element.
      if insertion.isEmpty, let lineEnd = endOfLineAfterTrailingComment(from: offset, in: bytes) {
        offset = lineEnd
      }
      insertion += newline + indent + elementText + Array(",".utf8)
      bytes.insert(contentsOf: insertion, at: offset)
    } else {
      let open = array.leftSquare.positionAfterSkippingLeadingTrivia.utf8Offset
      let close = array.rightSquare.endPositionBeforeTrailingTrivia.utf8Offset
      let indent = indentation(of: open, in: bytes)
      let replacement =
        Array("[".utf8) + newline + indent + Array("    ".utf8) + elementText + Array(",".utf8)
        + newline + indent + Array("]".utf8)
      bytes.replaceSubrange(open..<close, with: replacement)
    }
    return .edited(String(decoding: bytes, as: UTF8.self))
  }

  /// `\r\n` when the file's first line ends so, else `\n`.
  private static func lineBreak(of bytes: [UInt8]) -> [UInt8] {
    guard let index = bytes.firstIndex(of: UInt8(ascii: "\n")), index > 0,
      bytes[index - 1] == UInt8(ascii: "\r")
    else { return [UInt8(ascii: "\n")] }
    return [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
  }

  private static func squeezed(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
  }

  /// Where the line continuing at `offset` ends, when the rest of it is only blanks and a `//`
  /// comment; `nil` when code follows on that line.
  private static func endOfLineAfterTrailingComment(from offset: Int, in bytes: [UInt8]) -> Int? {
    var index = offset
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
    { index += 1 }
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"),
      bytes[index + 1] == UInt8(ascii: "/")
    else {
      return nil
    }
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    // Before a CRLF's `\r`: the new line goes after the whole line break.
    if index > offset, bytes[index - 1] == UInt8(ascii: "\r") { index -= 1 }
    return index
  }

  /// The spaces and tabs starting the line that holds `offset`.
  private static func indentation(of offset: Int, in bytes: [UInt8]) -> [UInt8] {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return Array(bytes[start..<end])
  }
}

/// Finds the first array literal inside the declaration named `declaration`.
private final class ArrayFinder: SyntaxVisitor {
  let declaration: String
  private(set) var foundDeclaration = false
  private(set) var array: ArrayExprSyntax?

  init(declaration: String) {
    self.declaration = declaration
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if array == nil, node.name.text == declaration { search(Syntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if array == nil, declaration == "init" { search(Syntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let names = node.bindings.compactMap {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    if array == nil, names.contains(declaration) { search(Syntax(node)) }
    return .visitChildren
  }

  private func search(_ node: Syntax) {
    foundDeclaration = true
    let arrays = ArrayCollector(viewMode: .sourceAccurate)
    arrays.walk(node)
    array = arrays.first
  }
}

private final class ArrayCollector: SyntaxVisitor {
  private(set) var first: ArrayExprSyntax?

  override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
    if first == nil { first = node }
    return .skipChildren
  }
}
