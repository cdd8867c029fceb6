/// The range a finding underlines. Findings carry where they start; what they flag is the token
/// there (a name, an attribute, `!`), or, when they start at a declaration's keyword or
/// modifiers, the declaration up to its name: `final class LoginPresenter` rather than `final`.
/// A lexical scan of one line, so an edit does not pay a second parse.
enum FlaggedRange {
  static func range(at start: Int, in index: LineIndex) -> Range {
    let end = self.end(from: start, in: index)
    return Range(start: index.position(ofOffset: start), end: index.position(ofOffset: end))
  }

  static let declarationKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor", "func", "var", "let", "init",
    "typealias", "case", "associatedtype", "subscript", "macro",
  ]
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
    "override", "required", "convenience", "lazy", "weak", "unowned", "mutating", "nonmutating",
    "dynamic", "indirect", "nonisolated", "isolated", "distributed", "optional", "async",
  ]

  static func end(from start: Int, in index: LineIndex) -> Int {
    let bytes = index.bytes
    let lineEnd = index.end(ofLine: index.line(ofOffset: start))
    guard start < lineEnd else { return start }
    var end = token(from: start, to: lineEnd, in: bytes)
    var word = String(decoding: bytes[start..<end], as: UTF8.self)
    // Modifiers and attributes lead to the keyword, the keyword to the name.
    var cursor = end
    while modifiers.contains(word) || word.hasPrefix("@") || declarationKeywords.contains(word) {
      let isKeyword = declarationKeywords.contains(word)
      while cursor < lineEnd, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 }
      guard cursor < lineEnd else { break }
      let next = token(from: cursor, to: lineEnd, in: bytes)
      guard next > cursor,
        isIdentifierByte(bytes[cursor]) || bytes[cursor] == 96 || bytes[cursor] == 64
      else { break }
      end = next
      word = String(decoding: bytes[cursor..<next], as: UTF8.self)
      cursor = next
      if isKeyword { break }
    }
    return end
  }

  /// The end of the token starting at `start`.
  private static func token(from start: Int, to lineEnd: Int, in bytes: [UInt8]) -> Int {
    var end = start
    switch bytes[start] {
    case 96:  // `quoted identifier`
      end += 1
      while end < lineEnd, bytes[end] != 96 { end += 1 }
      return min(lineEnd, end + 1)
    case 64, 35:  // @attribute, #directive
      end += 1
    case let byte where !isIdentifierByte(byte):
      return min(lineEnd, start + LineIndex.sequenceLength(byte))
    default:
      break
    }
    while end < lineEnd, isIdentifierByte(bytes[end]) { end += 1 }
    return max(end, min(lineEnd, start + 1))
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte.isIdentifierByte
  }
}
