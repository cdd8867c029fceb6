import CanonLint
import SwiftSyntax

/// A comment above a conformance extension that only names the protocol says nothing.
struct RedundantConformanceComment: SyntaxRule {
  /// Words that add nothing to a protocol's name in such a comment.
  static let fillerWords: Set<String> = [
    "the", "a", "an", "of", "for", "to", "and", "with", "protocol", "protocols", "conformance",
    "conformances", "conform", "conforms", "conforming", "implementation", "implementations",
    "implements", "implement", "methods", "method", "functions", "extension", "extensions",
  ]

  static let description = RuleDescription(
    id: "redundant-conformance-comment",
    summary: "A comment directly above a conformance extension that only restates the protocol",
    rationale: """
      Comments explain intent; that an extension adds a conformance is already written in \
      `extension X: UITableViewDelegate`. A comment block directly above such an extension \
      (no blank line between) is reported when every line of it only names the extension's \
      protocols, in any case and spacing, with filler such as "the", "protocol" or "methods" \
      (`// UITableViewDelegate`, `//The tableView delegate`). `// MARK:` lines organise the \
      file and are not comments here. The fix removes the comment lines.
      """,
    source: "G3 Comments and Documentation",
    triggering: [
      Example("final class ListViewController: UIViewController {}\n\n↓// UITableViewDelegate\nextension ListViewController: UITableViewDelegate {}"),
      Example("↓//The tableView delegate\nextension ListViewController: UITableViewDelegate {}"),
      Example("// MARK: - Table\n↓/// UITableViewDataSource methods\nextension ListViewController: UITableViewDataSource {}"),
      Example("↓// UITableViewDataSource & UITableViewDelegate\nextension ListViewController: UITableViewDataSource, UITableViewDelegate {}"),
      Example("enum Outer {\n  ↓// Conformance to the LoginViewDelegate protocol\n  @available(iOS 15, *)\n  extension Inner: LoginViewDelegate {}\n}"),
    ],
    nonTriggering: [
      Example("// MARK: - UITableViewDelegate\nextension ListViewController: UITableViewDelegate {}"),
      Example("// UITableViewDelegate\n\nextension ListViewController: UITableViewDelegate {}"),
      Example("// Selection is handled here because the cells cannot know the route.\nextension ListViewController: UITableViewDelegate {}"),
      Example("// UITableViewDelegate\n// kept here until the data source moves to the view model\nextension ListViewController: UITableViewDelegate {}"),
      Example("// Formatting helpers\nextension ListViewController {}"),
      Example("// UITableViewDataSource\nextension ListViewController: UITableViewDelegate {}"),
    ],
    corrections: [
      Correction(
        Example("final class A {}\n\n↓// UITableViewDelegate\nextension A: UITableViewDelegate {}\n"),
        "final class A {}\n\nextension A: UITableViewDelegate {}\n"),
      Correction(
        Example("enum Outer {\n  // MARK: - Delegate\n  ↓// The LoginViewDelegate\n  // LoginViewDelegate methods\n  extension Inner: LoginViewDelegate {}\n}"),
        "enum Outer {\n  // MARK: - Delegate\n  extension Inner: LoginViewDelegate {}\n}"),
    ],
    fix: .safe)

  struct CommentLine {
    var text: String
    var commentStart: AbsolutePosition
    var lineStart: AbsolutePosition
    var lineEnd: AbsolutePosition
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let clause = node.inheritanceClause,
        let token = node.firstToken(viewMode: .sourceAccurate)
      else { return }
      let lines = Self.commentBlockDirectlyAbove(token)
      guard let first = lines.first, let last = lines.last else { return }
      let suffixes = Set(clause.typeNames.flatMap(Self.wordSuffixes))
      let verdicts = lines.map { Self.restates($0.text, suffixes: suffixes) }
      guard !verdicts.contains(false), verdicts.contains(true) else { return }
      file.report(
        at: first.commentStart, "remove the comment: the extension already names its protocol",
        corrections: [SourceEdit(range: first.lineStart..<last.lineEnd, replacement: "")])
    }
  }

  /// The lowercase suffixes of a protocol's name that start at a word: `UITableViewDelegate` →
  /// `uitableviewdelegate`, `tableviewdelegate`, `viewdelegate`, `delegate`.
  static func wordSuffixes(_ name: String) -> [String] {
    let words = CoordinatorSyntax.words(of: name).map { $0.lowercased() }
    return words.indices.map { words[$0...].joined() }
  }

  /// `true` when the comment only names protocols, `nil` for an empty comment line.
  static func restates(_ comment: String, suffixes: Set<String>) -> Bool? {
    var body = Substring(comment)
    for opener in ["///", "//", "/**", "/*"] where body.hasPrefix(opener) {
      body = body.dropFirst(opener.count)
      break
    }
    if body.hasSuffix("*/") { body = body.dropLast(2) }
    let allWords = body.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
      $0.lowercased()
    }
    if allWords.isEmpty { return nil }
    let words = allWords.filter { !fillerWords.contains($0) }
    if words.isEmpty { return true }
    // Split the words into runs that each spell a word-suffix of one of the protocols.
    var reachable = [true] + Array(repeating: false, count: words.count)
    for end in 1...words.count {
      for start in 0..<end where reachable[start] {
        if suffixes.contains(words[start..<end].joined()) {
          reachable[end] = true
          break
        }
      }
    }
    return reachable[words.count]
  }

  /// The comment lines directly above `token` (no blank line between them and the token),
  /// stopping at a `// MARK:` line.
  static func commentBlockDirectlyAbove(_ token: TokenSyntax) -> [CommentLine] {
    let pieces = Array(token.leadingTrivia)
    var starts: [AbsolutePosition] = []
    var offset = token.position
    for piece in pieces {
      starts.append(offset)
      offset = offset.advanced(by: piece.sourceLength.utf8Length)
    }
    func isIndent(_ piece: TriviaPiece) -> Bool {
      switch piece {
      case .spaces, .tabs: true
      default: false
      }
    }
    func singleNewline(_ piece: TriviaPiece) -> Bool {
      switch piece {
      case .newlines(1), .carriageReturnLineFeeds(1), .carriageReturns(1): true
      default: false
      }
    }
    var lines: [CommentLine] = []
    var cursor = pieces.count - 1
    while cursor >= 0, isIndent(pieces[cursor]) { cursor -= 1 }
    // The token's own line must follow the comment's line directly.
    while cursor >= 0, singleNewline(pieces[cursor]) {
      let newlineIndex = cursor
      cursor -= 1
      guard cursor >= 0 else { break }
      let text: String
      switch pieces[cursor] {
      case .lineComment(let value), .docLineComment(let value), .blockComment(let value),
        .docBlockComment(let value):
        text = value
      default:
        return lines
      }
      if text.hasPrefix("//"),
        text.dropFirst(2).drop(while: { $0 == "/" || $0 == " " }).hasPrefix("MARK:")
      {
        return lines
      }
      let commentIndex = cursor
      cursor -= 1
      while cursor >= 0, isIndent(pieces[cursor]) { cursor -= 1 }
      let lineStart = starts[cursor + 1]
      lines.insert(
        CommentLine(
          text: text, commentStart: starts[commentIndex], lineStart: lineStart,
          lineEnd: starts[newlineIndex].advanced(by: pieces[newlineIndex].sourceLength.utf8Length)),
        at: 0)
      // Above: a single newline continues the block; anything else ends it.
      if cursor < 0 { break }
    }
    return lines
  }
}
