#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

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
///
/// It reads every byte of every file before the parser does, so it is written for speed (issue
/// 16: 10 instructions a byte on the benchmark apps, from 37): a table classifies bytes, names
/// and blanks are skipped in tight loops, comments with `memchr`, and what is open is a stack of
/// plain values whose top is kept aside. Written by hand because no library lexes Swift for this:
/// swift-syntax's own lexer and parser are what these files must not reach.
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
    /// Tokens in the file (a name, a number, a string literal, a run of operator characters and
    /// each other punctuation byte count one): the syntax tree, and so the memory a parse takes,
    /// grows with them, not with bytes.
    /// Measured: ordinary Swift has a token every 4.7 bytes and parses in about 330 bytes of
    /// memory a token; a file of errors (a megabyte of `;`) took about 1,000. At the limit, an
    /// ordinary file of 3.7 MB parses in under 300 MB, and no file passes 900 MB.
    var tokens: Int

    /// Eight public apps (6,853 files) nest at most 22 deep, and 10 in a `[` as counted here;
    /// the worker threads' stacks (see `LargeStack`) hold the parser at these limits.
    static let standard = Limits(depth: 256, typeNesting: 32, tokens: 800_000)
  }

  /// Why the file is too complex to parse, or `nil` when it is not.
  static func problem(in bytes: UnsafeBufferPointer<UInt8>, limits: Limits = .standard) -> String? {
    var scan = NestingScan(bytes: bytes, limits: limits)
    defer { scan.outer.deallocate() }
    return scan.run()
  }

  /// The deepest nesting of the file, as the limits count it: to see how far real code stays
  /// from them.
  static func deepest(in bytes: UnsafeBufferPointer<UInt8>) -> (depth: Int, typeNesting: Int) {
    var scan = NestingScan(bytes: bytes, limits: Limits(depth: .max, typeNesting: .max, tokens: .max))
    defer { scan.outer.deallocate() }
    _ = scan.run()
    return (scan.deepestDepth, scan.deepestTypeNesting)
  }

  /// The file's tokens, as `Limits.tokens` counts them.
  static func tokens(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var scan = NestingScan(bytes: bytes, limits: Limits(depth: .max, typeNesting: .max, tokens: .max))
    defer { scan.outer.deallocate() }
    _ = scan.run()
    return scan.tokens
  }

  // MARK: State

  private enum Kind: UInt8 {
    /// The file's top level, always at the bottom of the stack: never closed.
    case file
    case paren, square, brace, angle, poundIf
    /// `\(` inside a string: code until its `)`, then the string again.
    case interpolation
    /// A string literal, read by `scanString` until its delimiter.
    case string
  }

  /// Something open: a bracket of code (or the file) with what the limits count inside it, or a
  /// string literal with its delimiter.
  private struct Level {
    // The one-byte fields last, so that they share a word (32 bytes a level, not 40).
    /// The `else if` links of the chain open in this code.
    var chain = 0
    /// The weighted brackets since the outermost `[` of the brackets open here (0 outside any
    /// `[`), as `Limits.typeNesting` counts them.
    var typeRun = 0
    /// A string's delimiter: its `#` count, and whether it is `"""`.
    var hashes = 0
    var multiline = false
    var kind: Kind

    init(kind: Kind) { self.kind = kind }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let count: Int
  private let classes = byteClasses
  private let limits: Limits
  /// The index of the file's last byte that is neither a name's byte nor a blank (-1 if none).
  private let lastStop: Int
  private var index = 0
  /// The innermost level open, kept out of `outer`: it is read at every line break and bracket.
  private var top = Level(kind: .file)
  /// The levels open around `top`, outermost first.
  private var outer = LevelStack()
  /// Open code levels plus the `else if` links of their chains.
  private var depth = 0
  private var deepestDepth = 0
  private var deepestTypeNesting = 0
  private var tokens = 0
  /// Prefix keywords (`try try try`) read in a row.
  private var prefixRun = 0
  /// The last word read, for `else if` and `try?`.
  private var lastWord: Word = .other
  /// A `}` was the last token: a chain of `else if` goes on only if `else` comes next.
  private var afterClosingBrace = false
  /// No string starts at a `#` before this index: the end of the last run of `#` found to start
  /// none, so that a run of a million `#` is looked through once, not once for each of them.
  private var noStringBefore = 0

  private enum Word { case elseKeyword, prefix, other }

  private init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits) {
    self.bytes = bytes
    self.count = bytes.count
    var lastStop = bytes.count - 1
    while lastStop >= 0, !classes[Int(bytes[lastStop])].isDisjoint(with: [.name, .blank]) {
      lastStop -= 1
    }
    self.lastStop = lastStop
    self.limits = limits
  }

  private mutating func run() -> String? {
    while index < count {
      if let problem = top.kind == .string ? scanString() : scanCode() { return problem }
    }
    if tokens > limits.tokens {
      return "it has more than \(limits.tokens) tokens (parsing it would take gigabytes of memory)"
    }
    return nil
  }

  /// A stack of levels in a buffer the scan owns and frees (`problem` and `deepest` do): pushing
  /// and popping cost no uniqueness check and no call, as an array's do. Levels are plain values,
  /// so the buffer is only ever allocated, copied and freed.
  private struct LevelStack {
    private var levels: UnsafeMutablePointer<Level>
    private var capacity = 16
    private(set) var count = 0

    init() { levels = .allocate(capacity: capacity) }

    func deallocate() { levels.deallocate() }

    subscript(position: Int) -> Level {
      precondition(position >= 0 && position < count)
      return levels[position]
    }

    mutating func append(_ level: Level) {
      if count == capacity {
        let grown = UnsafeMutablePointer<Level>.allocate(capacity: capacity * 2)
        grown.initialize(from: levels, count: count)
        levels.deallocate()
        levels = grown
        capacity *= 2
      }
      (levels + count).initialize(to: level)
      count += 1
    }

    mutating func removeLast() -> Level {
      precondition(count > 0)
      count -= 1
      return levels[count]
    }
  }

  // MARK: Byte classes

  /// What a byte can be in code, as bits: a byte may be more than one (`t` is a name's byte and
  /// may start `try`).
  private struct ByteClass: OptionSet {
    let rawValue: UInt8
    /// A byte of a name (or number): a letter, a digit, `_`, `$`, or any byte of a non-ASCII
    /// character.
    static let name = ByteClass(rawValue: 1)
    /// The first letter of a word the scan counts (`if`, `else`, `try`, `await`…).
    static let keywordStart = ByteClass(rawValue: 2)
    static let blank = ByteClass(rawValue: 4)
    static let operatorCharacter = ByteClass(rawValue: 8)
    /// Where the scan of a string literal stops to look: `"`, `\` and a line break.
    static let stringStop = ByteClass(rawValue: 16)
    /// `<` and `>`, which may open and close generic arguments.
    static let angleBracket = ByteClass(rawValue: 32)
  }

  /// The class of each of the 256 byte values: one load per byte instead of a chain of range
  /// tests. Allocated once and never freed (never written after it is filled), so it is read
  /// through a plain pointer, without the bounds checks or the lazy-initialization check of an
  /// array in a static.
  private nonisolated(unsafe) static let byteClasses: UnsafePointer<ByteClass> = {
    let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
    for value in 0..<256 {
      let byte = UInt8(value)
      var byteClass: ByteClass = []
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
        byteClass.insert(.name)
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        byteClass.insert(.blank)
      case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
        UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
        byteClass.insert(.operatorCharacter)
      default:
        break
      }
      if "ietascurb".utf8.contains(byte) { byteClass.insert(.keywordStart) }
      if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { byteClass.insert(.angleBracket) }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") {
        byteClass.insert(.stringStop)
      }
      table[value] = byteClass
    }
    return UnsafePointer(table)
  }()

  private func byteClass(at position: Int) -> ByteClass {
    classes[Int(bytes[position])]
  }

  // MARK: Code

  /// Reads code up to the start of a string literal or the end of the file; a problem once a
  /// limit is passed.
  private mutating func scanCode() -> String? {
    // In locals, which the loops keep in registers.
    let bytes = bytes
    let count = count
    let classes = classes
    let lastStop = lastStop
    /// The end of the run of bytes of `byteClass` from `start`.
    func runEnd(of byteClass: ByteClass, from start: Int) -> Int {
      var end = start
      if start <= lastStop {
        // The byte at `lastStop` ends every run of names or blanks before it, so this loop, most
        // of the scan's work, need not also test for the end of the file.
        while classes[Int(bytes[end])].contains(byteClass) { end &+= 1 }
      } else {
        while end < count, classes[Int(bytes[end])].contains(byteClass) { end &+= 1 }
      }
      return end
    }
    // An index is at most the file's size, so the scan adds to it without overflow checks (`&+`)
    // where it does so for every token.
    var position = index
    defer { index = position }
    while position < count {
      var byte = bytes[position]
      var byteClass = classes[Int(byte)]
      if byteClass.contains(.blank) {
        // The whole run at once (indentation is a good part of a file's bytes), then on with
        // the token after it without going round the loop.
        position = runEnd(of: .blank, from: position &+ 1)
        guard position < count else { break }
        byte = bytes[position]
        byteClass = classes[Int(byte)]
      }
      // Names (and numbers) first: they are most of a file's tokens.
      if byteClass.contains(.name) {
        tokens &+= 1
        if afterClosingBrace { endChainUnlessElse(at: position) }
        let start = position
        position = runEnd(of: .name, from: position &+ 1)
        // Most words cannot be one the scan counts: all are 2 to 9 letters long, and the
        // table knows their first letters.
        if !byteClass.contains(.keywordStart) || position &- start < 2 || position &- start > 9 {
          endWord(.other)
        } else if let problem = word(from: start, to: position) {
          return problem
        }
        continue
      }
      if byte == UInt8(ascii: "\n") {
        position &+= 1
        // A `<` still open at the end of its line was a comparison (`a<b`), not generics.
        while top.kind == .angle { pop() }
        continue
      }
      if byte == UInt8(ascii: "/"), position &+ 1 < count {
        if bytes[position &+ 1] == UInt8(ascii: "/") {
          position = lineEnd(from: position + 2)
          continue
        }
        if bytes[position &+ 1] == UInt8(ascii: "*") {
          position = blockCommentEnd(from: position)
          continue
        }
      }
      if afterClosingBrace { endChainUnlessElse(at: position) }
      // Every other token: an operator's run, a bracket, a string's start, a `;` or `,`.
      tokens &+= 1
      if byteClass.contains(.operatorCharacter) {
        // A lone `.` or `=` (four operators in five: member access and assignment) is just the
        // end of a word.
        if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "="), position &+ 1 < count,
          !classes[Int(bytes[position &+ 1])].contains(.operatorCharacter)
        {
          position &+= 1
          endWord(.other)
          continue
        }
        let (end, problem) = operatorRun(from: position)
        position = end
        if let problem { return problem }
        continue
      }
      let (end, leavesCode, problem) = mark(byte, at: position)
      position = end
      if let problem { return problem }
      if leavesCode { return nil }
    }
    return nil
  }

  /// Reads the bracket, string start, directive, quoted name or other mark `byte` at `start`:
  /// where the scan goes on, whether it left code for a string, and a problem once a limit is
  /// passed. Inlined: it is part of the loop over every token.
  @inline(__always)
  private mutating func mark(
    _ byte: UInt8, at start: Int
  ) -> (end: Int, leavesCode: Bool, problem: String?) {
    var position = start &+ 1
    switch byte {
    case UInt8(ascii: "("):
      endWord(.other)
      return (position, false, push(.paren))
    case UInt8(ascii: "["):
      endWord(.other)
      return (position, false, push(.square))
    case UInt8(ascii: "{"):
      endWord(.other)
      return (position, false, push(.brace))
    case UInt8(ascii: ")"):
      close(.paren)
      // Back in the string the interpolation was in.
      return (position, top.kind == .string, nil)
    case UInt8(ascii: "]"):
      close(.square)
    case UInt8(ascii: "}"):
      close(.brace)
      afterClosingBrace = true
    case UInt8(ascii: "\""):
      return (openString(at: start), true, nil)
    case UInt8(ascii: "#") where startsString(at: start):
      return (openString(at: start), true, nil)
    case UInt8(ascii: "#"):
      let (end, problem) = poundDirective(at: start)
      return (end, false, problem)
    case UInt8(ascii: "`"):
      while position < count, bytes[position] != UInt8(ascii: "`"),
        bytes[position] != UInt8(ascii: "\n")
      {
        position &+= 1
      }
      // Past the closing backtick, or the line break of an unclosed one.
      position &+= 1
      endWord(.other)
    default:
      endWord(.other)
    }
    return (position, false, nil)
  }

  /// A chain of `else if` ends at a `}` that no `else` follows.
  private mutating func endChainUnlessElse(at position: Int) {
    afterClosingBrace = false
    if byteClass(at: position).contains(.name), wordEnd(from: position) - position == 4,
      spells(from: position, "else")
    {
      return
    }
    depth -= top.chain
    top.chain = 0
  }

  /// Opens a bracket of code (or an interpolation); a problem once a limit is passed.
  private mutating func push(_ kind: Kind) -> String? {
    let outerRun = top.typeRun
    outer.append(top)
    top = Level(kind: kind)
    depth += 1
    top.typeRun =
      switch kind {
      case .square: outerRun + 2
      case .angle: outerRun > 0 ? outerRun + 2 : 0
      case .paren: outerRun > 0 ? outerRun + 1 : 0
      default: 0
      }
    deepestTypeNesting = max(deepestTypeNesting, top.typeRun)
    if top.typeRun > limits.typeNesting {
      return
        "brackets nested too deeply in a '[' (swift-syntax's lookahead doubles with each level)"
    }
    return checkDepth()
  }

  /// Closes `top`. Never the file's level: only what was pushed is popped.
  private mutating func pop() {
    if top.kind != .string { depth -= 1 + top.chain }
    top = outer.removeLast()
  }

  /// Closes the innermost `kind` still open in this stretch of code, and what was left open
  /// inside it; a closer with no opener is ignored.
  private mutating func close(_ kind: Kind) {
    // Well-formed code closes what it opened last.
    if top.kind == kind {
      pop()
      return
    }
    // A stretch of code ends at its interpolation (or string, or the file's level).
    func endsSearch(_ level: Level) -> Bool {
      level.kind == kind || level.kind == .interpolation || level.kind == .string
        || level.kind == .file
    }
    var target = outer.count
    if !endsSearch(top) {
      target -= 1
      while !endsSearch(outer[target]) { target -= 1 }
    }
    let found = target == outer.count ? top.kind : outer[target].kind
    guard found == kind || (kind == .paren && found == .interpolation) else { return }
    while outer.count >= target { pop() }
  }

  private mutating func checkDepth() -> String? {
    deepestDepth = max(deepestDepth, depth + prefixRun)
    return depth + prefixRun > limits.depth
      ? "nested more than \(limits.depth) levels deep (brackets, `else if` chains, `try`/`await` runs)"
      : nil
  }

  /// The end of the name starting at `start`.
  private func wordEnd(from start: Int) -> Int {
    var end = start
    while end < count, byteClass(at: end).contains(.name) { end += 1 }
    return end
  }

  /// Whether the bytes from `start` are `text` (the caller knows the word's length).
  private func spells(from start: Int, _ text: StaticString) -> Bool {
    let letters = text.utf8Start
    for offset in 0..<text.utf8CodeUnitCount where bytes[start + offset] != letters[offset] {
      return false
    }
    return true
  }

  /// The words the scan counts. Found by length and first letter, then compared byte by
  /// byte: hashing every identifier of a file cost a few percent of a whole lint, and comparing
  /// each word with every keyword in turn was most of the scan.
  private enum Keyword { case ifKeyword, elseKeyword, prefix, other }

  /// The word from `start` to `end`, 2 to 9 bytes long.
  private func keyword(from start: Int, to end: Int) -> Keyword {
    let length = end - start
    func isPrefix(_ text: StaticString) -> Bool {
      length == text.utf8CodeUnitCount && spells(from: start, text)
    }
    let isPrefixKeyword: Bool
    switch bytes[start] {
    case UInt8(ascii: "i"):
      if length == 2 { return bytes[start + 1] == UInt8(ascii: "f") ? .ifKeyword : .other }
      isPrefixKeyword = isPrefix("inout")
    case UInt8(ascii: "e"):
      if isPrefix("else") { return .elseKeyword }
      isPrefixKeyword = isPrefix("each")
    case UInt8(ascii: "t"): isPrefixKeyword = isPrefix("try")
    case UInt8(ascii: "a"): isPrefixKeyword = isPrefix("await") || isPrefix("any")
    case UInt8(ascii: "s"): isPrefixKeyword = isPrefix("some")
    case UInt8(ascii: "c"):
      isPrefixKeyword = isPrefix("consume") || isPrefix("copy") || isPrefix("consuming")
    case UInt8(ascii: "u"): isPrefixKeyword = isPrefix("unsafe")
    case UInt8(ascii: "r"): isPrefixKeyword = isPrefix("repeat")
    case UInt8(ascii: "b"): isPrefixKeyword = isPrefix("borrowing")
    default: isPrefixKeyword = false
    }
    return isPrefixKeyword ? .prefix : .other
  }

  /// Counts the word from `start` to `end` if it is one the scan counts.
  private mutating func word(from start: Int, to end: Int) -> String? {
    switch keyword(from: start, to: end) {
    case .ifKeyword where lastWord == .elseKeyword:
      top.chain += 1
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

  /// Reads the operator starting at `start`: generic `<` and `>` open and close angle levels.
  private mutating func operatorRun(from start: Int) -> (end: Int, problem: String?) {
    // The first byte starts no comment: `scanCode` has looked.
    var classesSeen = byteClass(at: start)
    var end = start + 1
    while end < count {
      let byteClass = classes[Int(bytes[end])]
      guard byteClass.contains(.operatorCharacter) else { break }
      // A comment starts here, not an operator.
      if bytes[end] == UInt8(ascii: "/"), end + 1 < count,
        bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")
      {
        break
      }
      classesSeen.formUnion(byteClass)
      end += 1
    }
    // `try?` and `try!` go on with a chain of prefix keywords.
    if lastWord == .prefix, end - start == 1,
      bytes[start] == UInt8(ascii: "?") || bytes[start] == UInt8(ascii: "!")
    {
      return (end, nil)
    }
    endWord(.other)
    // Most operators (`.`, `=`, `??`…) have no `<` or `>` to look at.
    guard classesSeen.contains(.angleBracket) else { return (end, nil) }
    var position = start
    // Generic arguments: `<` right after a name (`Array<`, `A<A<`).
    if start > 0, byteClass(at: start - 1).contains(.name) || bytes[start - 1] == UInt8(ascii: ">")
    {
      while position < end, bytes[position] == UInt8(ascii: "<") {
        position += 1
        if let problem = push(.angle) { return (end, problem) }
      }
    }
    // `>` closes generic arguments still open (`>>>`), but not the `>` of `->`.
    for position in position..<end where bytes[position] == UInt8(ascii: ">") {
      if position > start, bytes[position - 1] == UInt8(ascii: "-") { continue }
      if top.kind == .angle { pop() }
    }
    return (end, nil)
  }

  /// Reads `#` and the name after it: `#if` opens a level, `#endif` closes it.
  private mutating func poundDirective(at position: Int) -> (end: Int, problem: String?) {
    let start = position + 1
    let end = wordEnd(from: start)
    endWord(.other)
    if end - start == 2, spells(from: start, "if") { return (end, push(.poundIf)) }
    if end - start == 5, spells(from: start, "endif") { close(.poundIf) }
    return (end, nil)
  }

  /// The index of the line break that ends the line of `start`, or the end of the file.
  private func lineEnd(from start: Int) -> Int {
    // `memchr` compares many bytes at a time: comments are long lines with nothing to count.
    guard start < count, let base = bytes.baseAddress,
      let lineBreak = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
    else { return count }
    return base.distance(to: lineBreak.assumingMemoryBound(to: UInt8.self))
  }

  /// The index after the block comment starting at `start`.
  private func blockCommentEnd(from start: Int) -> Int {
    // Block comments nest in Swift.
    var level = 0
    var position = start
    while position < count {
      if bytes[position] == UInt8(ascii: "/"), position + 1 < count,
        bytes[position + 1] == UInt8(ascii: "*")
      {
        level += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), position + 1 < count,
        bytes[position + 1] == UInt8(ascii: "/")
      {
        level -= 1
        position += 2
        if level == 0 { return position }
      } else {
        position += 1
      }
    }
    return position
  }

  // MARK: Strings

  /// Whether a string literal starts at this `#`: `#…#"` (a raw string).
  private mutating func startsString(at position: Int) -> Bool {
    if position < noStringBefore { return false }
    var end = position
    while end < count, bytes[end] == UInt8(ascii: "#") { end += 1 }
    if end < count, bytes[end] == UInt8(ascii: "\"") { return true }
    noStringBefore = end
    return false
  }

  /// Opens the string literal whose delimiter starts at `start`; the index after the delimiter.
  private mutating func openString(at start: Int) -> Int {
    var position = start
    var hashes = 0
    while bytes[position] == UInt8(ascii: "#") {
      hashes += 1
      position += 1
    }
    let multiline =
      position + 2 < count && bytes[position + 1] == UInt8(ascii: "\"")
      && bytes[position + 2] == UInt8(ascii: "\"")
    endWord(.other)
    // A string is as deep as the code around it: only its interpolations count.
    outer.append(top)
    top = Level(kind: .string)
    top.hashes = hashes
    top.multiline = multiline
    return position + (multiline ? 3 : 1)
  }

  /// Reads a string literal up to its end or to an interpolation.
  private mutating func scanString() -> String? {
    let bytes = bytes
    let count = count
    let classes = classes
    let hashes = top.hashes
    let multiline = top.multiline
    var position = index
    defer { index = position }
    while position < count {
      // Most of a string's bytes are none of the three that matter.
      if !classes[Int(bytes[position])].contains(.stringStop) {
        position += 1
        continue
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: position + 1) {
        let after = position + 1 + hashes
        if after < count, bytes[after] == UInt8(ascii: "(") {
          position = after + 1
          // An interpolation is code, as deep as any bracket.
          return push(.interpolation)
        }
        position = after + 1
      } else if byte == UInt8(ascii: "\""),
        !multiline
          || (position + 2 < count && bytes[position + 1] == UInt8(ascii: "\"")
            && bytes[position + 2] == UInt8(ascii: "\"")),
        hashesFollow(hashes, from: position + (multiline ? 3 : 1))
      {
        position += (multiline ? 3 : 1) + hashes
        pop()
        return nil
      } else if byte == UInt8(ascii: "\n"), !multiline {
        // An unterminated single-line string ends with its line, as the lexer ends it.
        pop()
        return nil
      } else {
        position += 1
      }
    }
    return nil
  }

  private func hashesFollow(_ hashes: Int, from start: Int) -> Bool {
    guard start + hashes <= count else { return false }
    for position in start..<start + hashes where bytes[position] != UInt8(ascii: "#") {
      return false
    }
    return true
  }
}
