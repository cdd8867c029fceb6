import Foundation
import SwiftParser
import SwiftSyntax

/// Adds a member to a type of an existing Swift file (a store to the app's `AppDependencies`),
/// found through its syntax tree. Array wiring (``SourceWiring``) cannot do this: a stored
/// property is a declaration, not an element of a list.
///
/// The member goes before the type's first initializer (or at the end of its body), followed by
/// a blank line, so that properties stay above `init` as the templates write them. The edit is
/// idempotent: a member whose code (comments and whitespace aside) is already there is not added
/// again. The rest of the file is kept byte for byte.
public enum MemberWiring {
  /// Adds `member` (Swift text of one or more lines, doc comment included) to the struct, class,
  /// actor, enum or protocol named `typeName` in `source`. `file` names the file in errors.
  public static func add(member: String, to typeName: String, in source: String, file: String)
    throws -> SourceWiring.Outcome
  {
    let tree = Parser.parse(source: source)
    let finder = TypeFinder(name: typeName)
    finder.walk(tree)
    guard let block = finder.block else {
      throw ScaffoldError.wiring(file, reason: "no type named '\(typeName)'")
    }
    let code = squeezed(
      member.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }.joined())
    if block.members.contains(where: { squeezed($0.decl.trimmedDescription) == code }) {
      return .alreadyWired
    }

    var bytes = Array(source.utf8)
    let newline: [UInt8] = source.contains("\r\n") ? Array("\r\n".utf8) : [UInt8(ascii: "\n")]
    let anchor = block.members.first { $0.decl.is(InitializerDeclSyntax.self) }
    let offset: Int
    let indent: [UInt8]
    if let anchor {
      // The start of the initializer's first line of text: its doc comment stays with it.
      offset = lineStart(of: firstText(from: anchor.position.utf8Offset, in: bytes), in: bytes)
      indent = indentation(at: offset, in: bytes)
    } else {
      let brace = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      offset = lineStart(of: brace, in: bytes)
      // Indented as the members already there, else one step of the file's own indentation
      // (SwiftGen's output uses two spaces).
      indent =
        block.members.last.map {
          indentation(
            at: lineStart(of: $0.decl.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes),
            in: bytes)
        } ?? indentation(at: offset, in: bytes) + indentationStep(in: bytes)
    }
    let lines = member.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var insertion: [UInt8] = []
    // A method added at the end of a body that already has members is set apart by a blank
    // line, as the templates write them; so is any member where the last one is set apart from
    // those before it. Documented properties in a row (SwiftGen's `L10n`) stay in a row.
    let isMethod = lines.contains { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      return !code.hasPrefix("//") && (code.hasPrefix("func ") || code.contains(" func "))
    }
    if anchor == nil, let last = block.members.last, isMethod || Self.isSetApart(last, in: block) {
      insertion += newline
    }
    for line in dedented(lines) {
      insertion += (line.isEmpty ? [] : indent + Array(line.utf8)) + newline
    }
    if anchor != nil { insertion += newline }
    bytes.insert(contentsOf: insertion, at: offset)
    return .edited(String(decoding: bytes, as: UTF8.self))
  }

  /// `lines` without the indentation they share (a method's body keeps its own), blank lines
  /// empty.
  private static func dedented(_ lines: [String]) -> [String] {
    let trimmed = lines.map { line in
      line.allSatisfy { $0 == " " || $0 == "\t" } ? "" : String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    let shared =
      trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    return trimmed.map { $0.isEmpty ? "" : String($0.dropFirst(shared)) }
  }

  private static func squeezed(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
  }

  /// Whether a blank line comes before `member` and it is not the first of the body.
  private static func isSetApart(_ member: MemberBlockItemSyntax, in block: MemberBlockSyntax) -> Bool {
    guard block.members.count > 1 else { return false }
    // The line breaks before its first comment or its code.
    var breaks = 0
    for piece in member.leadingTrivia {
      switch piece {
      case .newlines(let n), .carriageReturns(let n), .carriageReturnLineFeeds(let n): breaks += n
      case .spaces, .tabs: continue
      default: return breaks > 1
      }
    }
    return breaks > 1
  }

  /// The first byte at or after `offset` that is not a blank or a line break.
  private static func firstText(from offset: Int, in bytes: [UInt8]) -> Int {
    var index = offset
    let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]  // space, tab, LF, CR
    while index < bytes.count, blanks.contains(bytes[index]) { index += 1 }
    return index
  }

  private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// The indentation of the file's first indented line: its step; four spaces if none is.
  private static func indentationStep(in bytes: [UInt8]) -> [UInt8] {
    var start = 0
    while start < bytes.count {
      let indent = indentation(at: start, in: bytes)
      let next = start + indent.count
      if !indent.isEmpty, next < bytes.count, bytes[next] != UInt8(ascii: "\n"),
        bytes[next] != UInt8(ascii: "\r")
      {
        return indent
      }
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      start = newline + 1
    }
    return Array("    ".utf8)
  }

  /// The spaces and tabs starting the line that begins at `start`.
  private static func indentation(at start: Int, in bytes: [UInt8]) -> [UInt8] {
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return Array(bytes[start..<end])
  }
}

/// Finds the member block of the first type declared with `name`.
private final class TypeFinder: SyntaxVisitor {
  let name: String
  private(set) var block: MemberBlockSyntax?

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    found(node.name, node.memberBlock)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    found(node.name, node.memberBlock)
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    found(node.name, node.memberBlock)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    found(node.name, node.memberBlock)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    found(node.name, node.memberBlock)
  }

  private func found(_ identifier: TokenSyntax, _ members: MemberBlockSyntax)
    -> SyntaxVisitorContinueKind
  {
    if block == nil, identifier.text == name { block = members }
    return block == nil ? .visitChildren : .skipChildren
  }
}
