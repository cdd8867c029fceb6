/// A linear pass over a Swift file's bytes that finds the shapes swift-syntax cannot parse safely,
/// before the parser sees them.
///
/// swift-syntax parses recursively: every bracket, every `try`/`await` of a chain and every
/// `else if` of a chain is a few stack frames deeper, and a file of 10,000 `[` or 50,000 `try`
/// overflowed the stack (SIGSEGV, the whole run lost). Its own `maximumNestingLevel` counts
/// brackets only, and only where a statement or collection starts. Nested `[` also cost time
/// exponential in their depth: swift-syntax 603 looks ahead for InlineArray sugar (`[3 of Int]`)
/// and then again for an ordinary collection type, at every level, so 25 levels took 11 s.
///
/// The scan is a small lexer: it skips comments and string literals (but enters their
/// interpolations, which are code), and keeps a stack of the open brackets. It errs towards
/// counting more: an unclosed `<` of a comparison is dropped at the end of its line, a closer
/// unwinds to its opener. No rule of real code comes near the limits (see `Limits`).
struct NestingScan {
  /// How deep a file may go before it is reported as too complex rather than parsed.
  struct Limits: Sendable {
    /// Open brackets (`(`, `[`, `{`, generic `<`, `#if`, string interpolations) plus the
    /// `else if` links and prefix keywords (`try`, `await`…) chained inside them: the parser's
    /// recursion depth, give or take a constant.
    var depth: Int
    /// Brackets nested in a `[` without a `{` between them, a `[` or generic `<` counting two and
    /// a `(` one: the parser's lookahead for a type doubles with each `[` and `<`, and grows
    /// with each `(`. At the limit (16 `[`), a file parses in a tenth of a second.
    var typeNesting: Int

    /// Eight public apps (6,853 files) nest at most 22 deep, and 10 in a `[` as counted here;
    /// the worker threads' stacks (see `LargeStack`) hold the parser at these limits.
    static let standard = Limits(depth: 256, typeNesting: 32)
  }

  /// Why the file is too complex to parse, or `nil` when it is not.
  static func problem(in bytes: UnsafeBufferPointer<UInt8>, limits: Limits = .standard) -> String? {
    var scan = NestingScan(bytes: bytes, limits: limits)
    return scan.run()
  }

  /// The deepest nesting of the file, as the limits count it: to see how far real code stays
  /// from them.
  static func deepest(in bytes: UnsafeBufferPointer<UInt8>) -> (depth: Int, typeNesting: Int) {
    var scan = NestingScan(bytes: bytes, limits: Limits(depth: .max, typeNesting: .max))
    _ = scan.run()
    return (scan.deepestDepth, scan.deepestTypeNesting)
  }

  private enum Frame: Equatable {
    case paren, square, brace, angle, poundIf
    /// `\(` inside a string: code until its `)`, then the string again.
    case interpolation
    /// A string literal: `#` count of its delimiter, and whether it is `"""`.
    case string(hashes: Int, multiline: Bool)
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let limits: Limits
  private var index = 0
  private var frames: [Frame] = []
  /// The `else if` links of the chain open at each code frame (and the file's top level).
  private var chains: [Int] = [0]
  private var depth = 0
  /// The weighted brackets since the outermost `[` of the brackets open at each code frame (0
  /// outside any `[`), as `Limits.typeNesting` counts them.
  private var typeRuns: [Int] = [0]
  private var deepestDepth = 0
  private var deepestTypeNesting = 0
  /// Prefix keywords (`try try try`) read in a row.
  private var prefixRun = 0
  /// The last word read, for `else if` and `try?`.
  private var lastWord: Word = .other
  /// A `}` was the last token: a chain of `else if` goes on only if `else` comes next.
  private var afterClosingBrace = false

  private enum Word { case elseKeyword, prefix, other }

  private init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits) {
    self.bytes = bytes
    self.limits = limits
  }

  private mutating func run() -> String? {
    while index < bytes.count {
      let problem: String?
      if case .string(let hashes, let multiline) = frames.last {
        problem = scanString(hashes: hashes, multiline: multiline)
      } else {
        problem = scanCodeToken()
      }
      if let problem { return problem }
    }
    return nil
  }

  // MARK: Code

  /// Reads one token of code (or skips whitespace or a comment); a problem once a limit is passed.
  private mutating func scanCodeToken() -> String? {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
      // The whole run at once: indentation is a good part of a file's bytes.
      index += 1
      while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
      return nil
    case UInt8(ascii: "\n"):
      index += 1
      // A `<` still open at the end of its line was a comparison (`a<b`), not generics.
      while case .angle? = frames.last { pop() }
      return nil
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      return nil
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      skipBlockComment()
      return nil
    default:
      break
    }
    // A chain of `else if` ends at a `}` that no `else` follows.
    if afterClosingBrace, !(Self.isIdentifierByte(byte) && startsElse()) {
      depth -= chains[chains.count - 1]
      chains[chains.count - 1] = 0
    }
    afterClosingBrace = false

    switch byte {
    case UInt8(ascii: "("): return open(.paren)
    case UInt8(ascii: "["): return open(.square)
    case UInt8(ascii: "{"): return open(.brace)
    case UInt8(ascii: ")"):
      index += 1
      close(.paren)
    case UInt8(ascii: "]"):
      index += 1
      close(.square)
    case UInt8(ascii: "}"):
      index += 1
      close(.brace)
      afterClosingBrace = true
    case UInt8(ascii: "\""):
      openString()
    case UInt8(ascii: "#") where startsString():
      openString()
    case UInt8(ascii: "#"):
      return poundDirective()
    case UInt8(ascii: "`"):
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
        index += 1
      }
      index += 1
      endWord(.other)
    case _ where Self.isIdentifierByte(byte):
      return identifier()
    case _ where Self.isOperatorByte(byte):
      return operatorRun()
    default:
      index += 1
      endWord(.other)
    }
    return nil
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func open(_ frame: Frame) -> String? {
    index += 1
    endWord(.other)
    return push(frame)
  }

  private mutating func push(_ frame: Frame) -> String? {
    frames.append(frame)
    if case .string = frame { return nil }
    chains.append(0)
    depth += 1
    let outer = typeRuns[typeRuns.count - 1]
    let run =
      switch frame {
      case .square: outer + 2
      case .angle: outer > 0 ? outer + 2 : 0
      case .paren: outer > 0 ? outer + 1 : 0
      default: 0
      }
    typeRuns.append(run)
    deepestTypeNesting = max(deepestTypeNesting, run)
    if run > limits.typeNesting {
      return "brackets nested too deeply in a '[' (swift-syntax's lookahead doubles with each level)"
    }
    return checkDepth()
  }

  private mutating func pop() {
    guard let frame = frames.popLast() else { return }
    if case .string = frame { return }
    depth -= 1 + chains.removeLast()
    typeRuns.removeLast()
  }

  /// Closes the innermost `kind` still open in this stretch of code, and what was left open
  /// inside it; a closer with no opener is ignored.
  private mutating func close(_ kind: Frame) {
    guard
      let target = frames.lastIndex(where: { frame in
        if case .string = frame { return true }
        return frame == kind || frame == .interpolation
      }), frames[target] == kind || (kind == .paren && frames[target] == .interpolation)
    else { return }
    while frames.count > target { pop() }
  }

  private mutating func checkDepth() -> String? {
    deepestDepth = max(deepestDepth, depth + prefixRun)
    return depth + prefixRun > limits.depth
      ? "nested more than \(limits.depth) levels deep (brackets, `else if` chains, `try`/`await` runs)"
      : nil
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
      true
    default: false
    }
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// The end of the identifier starting at `start`.
  private func wordEnd(from start: Int) -> Int {
    var end = start
    while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
    return end
  }

  private func startsElse() -> Bool {
    keyword(index, wordEnd(from: index)) == .elseKeyword
  }

  /// The words the scan counts. Found by length and first letter, then compared byte by
  /// byte: hashing every identifier of a file cost a few percent of a whole lint, and comparing
  /// each word with every keyword in turn was most of the scan.
  private enum Keyword { case ifKeyword, elseKeyword, prefix, other }

  private func keyword(_ start: Int, _ end: Int) -> Keyword {
    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
    // Every word counted is 2 to 9 lowercase letters long.
    guard word.count >= 2, word.count <= 9 else { return .other }
    let isPrefix: Bool
    switch word[0] {
    case UInt8(ascii: "i"):
      if word.count == 2 { return word[1] == UInt8(ascii: "f") ? .ifKeyword : .other }
      isPrefix = Self.spells(word, "inout")
    case UInt8(ascii: "e"):
      if Self.spells(word, "else") { return .elseKeyword }
      isPrefix = Self.spells(word, "each")
    case UInt8(ascii: "t"): isPrefix = Self.spells(word, "try")
    case UInt8(ascii: "a"): isPrefix = Self.spells(word, "await") || Self.spells(word, "any")
    case UInt8(ascii: "s"): isPrefix = Self.spells(word, "some")
    case UInt8(ascii: "c"):
      isPrefix =
        Self.spells(word, "consume") || Self.spells(word, "copy") || Self.spells(word, "consuming")
    case UInt8(ascii: "u"): isPrefix = Self.spells(word, "unsafe")
    case UInt8(ascii: "r"): isPrefix = Self.spells(word, "repeat")
    case UInt8(ascii: "b"): isPrefix = Self.spells(word, "borrowing")
    default: isPrefix = false
    }
    return isPrefix ? .prefix : .other
  }

  /// Whether `word` is spelled `text`.
  private static func spells(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard word.count == text.utf8CodeUnitCount else { return false }
    let letters = text.utf8Start
    for offset in 0..<word.count where word[offset] != letters[offset] { return false }
    return true
  }

  private mutating func identifier() -> String? {
    let start = index
    index = wordEnd(from: start)
    switch keyword(start, index) {
    case .ifKeyword where lastWord == .elseKeyword:
      chains[chains.count - 1] += 1
      depth += 1
      endWord(.other)
      return checkDepth()
    case .elseKeyword:
      endWord(.elseKeyword)
      return nil
    case .prefix:
      prefixRun += 1
      lastWord = .prefix
      return checkDepth()
    case .ifKeyword, .other:
      endWord(.other)
      return nil
    }
  }

  /// Ends a run of prefix keywords unless `word` goes on with one.
  private mutating func endWord(_ word: Word) {
    prefixRun = 0
    lastWord = word
  }

  private mutating func operatorRun() -> String? {
    let start = index
    let afterName = start > 0 && (Self.isIdentifierByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ">"))
    while index < bytes.count, Self.isOperatorByte(bytes[index]) {
      // A comment starts here, not an operator.
      if bytes[index] == UInt8(ascii: "/"), let next = peek(1),
        next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
      {
        break
      }
      index += 1
    }
    // `try?` and `try!` go on with a chain of prefix keywords.
    if lastWord == .prefix, index - start == 1,
      bytes[start] == UInt8(ascii: "?") || bytes[start] == UInt8(ascii: "!")
    {
      return nil
    }
    endWord(.other)
    var position = start
    // Generic arguments: `<` right after a name (`Array<`, `A<A<`).
    if afterName {
      while position < index, bytes[position] == UInt8(ascii: "<") {
        position += 1
        if let problem = push(.angle) { return problem }
      }
    }
    // `>` closes generic arguments still open (`>>>`), but not the `>` of `->`.
    for position in position..<index where bytes[position] == UInt8(ascii: ">") {
      if position > start, bytes[position - 1] == UInt8(ascii: "-") { continue }
      if frames.last == .angle { pop() }
    }
    return nil
  }

  private mutating func poundDirective() -> String? {
    index += 1
    let start = index
    index = wordEnd(from: start)
    endWord(.other)
    let name = UnsafeBufferPointer(rebasing: bytes[start..<index])
    if name.elementsEqual("if".utf8) { return push(.poundIf) }
    if name.elementsEqual("endif".utf8) { close(.poundIf) }
    return nil
  }

  private mutating func skipBlockComment() {
    // Block comments nest in Swift.
    var level = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        level += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        level -= 1
        index += 2
        if level == 0 { return }
      } else {
        index += 1
      }
    }
  }

  // MARK: Strings

  /// Whether a string literal starts here: `"` or `#…#"` (a raw string).
  private func startsString() -> Bool {
    var position = index
    while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
    return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
  }

  private mutating func openString() {
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    endWord(.other)
    frames.append(.string(hashes: hashes, multiline: multiline))
  }

  /// Reads a string literal up to its end or to an interpolation.
  private mutating func scanString(hashes: Int, multiline: Bool) -> String? {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: index + 1) {
        let after = index + 1 + hashes
        if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
          index = after + 1
          // An interpolation is code, as deep as any bracket.
          return push(.interpolation)
        }
        index = after + 1
      } else if byte == UInt8(ascii: "\""), !multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")),
        hashesFollow(hashes, from: index + (multiline ? 3 : 1))
      {
        index += (multiline ? 3 : 1) + hashes
        frames.removeLast()
        return nil
      } else if byte == UInt8(ascii: "\n"), !multiline {
        // An unterminated single-line string ends with its line, as the lexer ends it.
        frames.removeLast()
        return nil
      } else {
        index += 1
      }
    }
    return nil
  }

  private func hashesFollow(_ count: Int, from start: Int) -> Bool {
    guard start + count <= bytes.count else { return false }
    for position in start..<start + count where bytes[position] != UInt8(ascii: "#") { return false }
    return true
  }
}
