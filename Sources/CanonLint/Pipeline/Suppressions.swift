import SwiftSyntax

/// `// canon:disable …`, `// canon:enable …`, `// canon:disable:next …` and
/// `// canon:disable:this …` comments of one file, as line ranges per rule id (`all` for every rule).
struct Suppressions: Sendable {
  // Not private: the cache stores them (`CacheCoding.swift`).
  var ranges: [String: [ClosedRange<Int>]] = [:]

  var isEmpty: Bool { ranges.isEmpty }

  func suppresses(_ ruleID: String, line: Int) -> Bool {
    for key in [ruleID, "all"] {
      if ranges[key]?.contains(where: { $0.contains(line) }) == true { return true }
    }
    return false
  }

  /// A suppression comment naming a rule that does not exist.
  struct UnknownID {
    var id: String
    var position: AbsolutePosition
  }

  /// Reads the suppression comments of `tree`; ids not in `knownIDs` are returned separately.
  static func read(
    from tree: SourceFileSyntax, source: String, lines: () -> LineTable,
    knownIDs: Set<String>
  ) -> (Suppressions, [UnknownID]) {
    var result = Suppressions()
    var unknown: [UnknownID] = []
    // Most files have no such comment: don't look at their trivia at all.
    guard source.utf8.containsBytes(of: "canon:") else { return (result, unknown) }
    let lines = lines()
    var openDisables: [String: Int] = [:]
    let lastLine = lines.lastLine

    for (text, position) in comments(in: tree) {
      guard let directive = Directive(comment: text) else { continue }
      let line = lines.location(ofOffset: position.utf8Offset).line
      for id in directive.ids where id != "all" && !knownIDs.contains(id) {
        unknown.append(UnknownID(id: id, position: position))
      }
      for id in directive.ids {
        switch directive.kind {
        case .disable:
          if openDisables[id] == nil { openDisables[id] = line }
        case .enable:
          if let start = openDisables.removeValue(forKey: id) {
            result.ranges[id, default: []].append(start...line)
          }
        case .next:
          result.ranges[id, default: []].append((line + 1)...(line + 1))
        case .this:
          result.ranges[id, default: []].append(line...line)
        }
      }
    }
    for (id, start) in openDisables {
      result.ranges[id, default: []].append(start...max(start, lastLine))
    }
    return (result, unknown)
  }

  private static func comments(in tree: SourceFileSyntax) -> [(String, AbsolutePosition)] {
    var found: [(String, AbsolutePosition)] = []
    func scan(_ trivia: Trivia, from start: AbsolutePosition) {
      var position = start
      for piece in trivia {
        switch piece {
        case .lineComment(let text), .blockComment(let text):
          if text.utf8.containsBytes(of: "canon:") { found.append((text, position)) }
        default: break
        }
        position += piece.sourceLength
      }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      scan(token.leadingTrivia, from: token.position)
      scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return found
  }
}

/// One parsed suppression comment.
private struct Directive {
  enum Kind { case disable, enable, next, this }
  var kind: Kind
  var ids: [String]

  init?(comment: String) {
    var body = Substring(comment)
    if body.hasPrefix("//") {
      body = body.dropFirst(2)
    } else if body.hasPrefix("/*") {
      body = body.dropFirst(2).dropLast(2)
    }
    let words = body.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = words.first, command.hasPrefix("canon:") else { return nil }
    switch command {
    case "canon:disable": kind = .disable
    case "canon:enable": kind = .enable
    case "canon:disable:next": kind = .next
    case "canon:disable:this": kind = .this
    default: return nil
    }
    // Text after ` - ` explains why; it names no rule.
    ids = Array(words.dropFirst().prefix { $0 != "-" && $0 != "--" })
    guard !ids.isEmpty else { return nil }
  }
}
