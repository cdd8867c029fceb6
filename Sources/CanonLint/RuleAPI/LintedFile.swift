import SwiftSyntax

/// One Swift file as one rule sees it: its source, tree and path, and where the rule reports.
public struct LintedFile {
  let state: FileState
  let ruleID: String
  let severity: Severity
  /// The code the rule reports on: a finding elsewhere (in a generated file it only reads, in a
  /// test double) is dropped where it is reported.
  let judges: JudgedCode

  init(state: FileState, ruleID: String, severity: Severity, judges: JudgedCode = .everything) {
    self.state = state
    self.ruleID = ruleID
    self.severity = severity
    self.judges = judges
  }

  /// The path as reported (relative to the working directory when inside it).
  public var path: String { state.path }
  public var tree: SourceFileSyntax { state.tree }
  public var source: String { state.source }
  /// The path split into folders and file name.
  public var pathComponents: [String] { PathUtilities.components(state.path).map(String.init) }
  public var fileName: String {
    guard let slash = state.path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return state.path }
    return String(state.path[state.path.utf8.index(after: slash)...])
  }

  /// Whether the comments at the top of the file say a tool wrote it (SwiftGen, Sourcery,
  /// protobuf…): its names and literals are the tool's, not the team's.
  public var isGenerated: Bool { state.kind == .generated }

  /// What kind of code the file holds, as the engine decided: `.production`, `.tests` or
  /// `.generated`. Rules that judge one kind need not ask: the engine runs them on that kind only.
  public var kind: JudgedCode { state.kind }

  /// Whether the source mentions `word` as a whole word (in code, a comment or a string). A rule
  /// that looks for one API asks this before it subscribes to nodes every file has, so that files
  /// which cannot trigger it cost a byte search, not a handler call on every node.
  public func mentions(_ word: String) -> Bool {
    state.mentions(word)
  }

  /// Whether the source holds `text` anywhere, within a word too (`Coordinat` of
  /// `DetailCoordinator`): a byte search, for a rule to ask before it subscribes to nodes every
  /// file has.
  public func contains(_ text: String) -> Bool {
    state.contains(text)
  }

  /// Whether the source mentions any of `words` as a whole word.
  public func mentions(anyOf words: some Sequence<String>) -> Bool {
    words.contains { state.mentions($0) }
  }

  /// The source text of `node` without its leading and trailing trivia: what `trimmedDescription`
  /// gives, cut from the file's bytes instead of copying the tree.
  public func text(of node: some SyntaxProtocol) -> String {
    state.text(of: node)
  }

  /// The declarations of a type's or extension's body, in order.
  ///
  /// A dozen rules look through the members of every type, one after another as the walk
  /// meets it; iterating a syntax collection costs hundreds of instructions a member, so the
  /// members are listed once and the list kept for the next rule that asks.
  public func members(of block: MemberBlockSyntax) -> [DeclSyntax] {
    state.members(of: block)
  }

  /// A value several rules derive from this file alone (the VIPER places its path stands for),
  /// made by the first rule that asks and shared with the others for the rest of the file.
  /// One value is kept per key type; a key equal to the kept one's gets the kept value (rules
  /// configured alike share it, others make their own).
  public func memo<Key: Equatable, Value>(_ key: Key, _ make: () -> Value) -> Value {
    let slot = ObjectIdentifier(Key.self)
    if let kept = state.memos[slot] as? Memo<Key, Value>, kept.key == key { return kept.value }
    let value = make()
    state.memos[slot] = Memo(key: key, value: value)
    return value
  }

  /// Line and column of a position in this file.
  public func location(of position: AbsolutePosition) -> Location {
    let converted = state.lines.location(ofOffset: position.utf8Offset)
    return Location(path: path, line: converted.line, column: converted.column)
  }

  /// Reports a violation where `node` starts (after its leading trivia).
  ///
  /// - Parameters:
  ///   - corrections: the edits that fix it, when the fix is unambiguous.
  ///   - subject: the problem this place is one of (`"ProfileViewModel UserDefaults.standard"`),
  ///     for a problem that shows at many places of a type: the findings of one subject in a
  ///     file are reported once, at the first place, with the count and the other lines
  ///     (`Violation.subject`). Leave it out where each place needs its own edit.
  ///   - when: a condition on the whole project, checked once every file has been indexed;
  ///     the violation is kept only if it holds.
  public func report(
    at node: some SyntaxProtocol, _ message: String, corrections: [SourceEdit] = [],
    subject: String? = nil, when condition: (@Sendable (ProjectIndex) -> Bool)? = nil
  ) {
    let subject =
      subject
      ?? ConditionalAlternatives.subject(
        at: Syntax(node), message: message, ruleID: ruleID, ordinals: &state.alternativeOrdinals)
    report(
      at: node.positionAfterSkippingLeadingTrivia, message, corrections: corrections,
      subject: subject, when: condition)
  }

  /// Reports a violation at a position of this file.
  public func report(
    at position: AbsolutePosition, _ message: String, corrections: [SourceEdit] = [],
    subject: String? = nil, when condition: (@Sendable (ProjectIndex) -> Bool)? = nil
  ) {
    guard judges(position.utf8Offset) else { return }
    if let condition {
      // Most conditions fail (a name that turns out not to be a view model): the location is
      // worked out only for those that hold.
      state.pending.append(
        PendingViolation(
          ruleID: ruleID, severity: severity, message: message, offset: position.utf8Offset,
          corrections: corrections, subject: subject, condition: condition))
    } else {
      state.violations.append(
        Violation(
          ruleID: ruleID, severity: severity, message: message, location: location(of: position),
          corrections: corrections, subject: subject))
    }
  }

  /// Reports, once every file has been indexed, the findings `check` returns: for findings that
  /// depend on the project and are many to queue (every public member of every type that may
  /// turn out to be an assembly). One closure stands for all of them, and their messages are
  /// made only for those that hold.
  ///
  /// `check` runs after this file's tree is gone: it captures names and positions (`Int`
  /// offsets, from `position.utf8Offset`), never syntax nodes, which would keep the tree alive.
  public func report(
    later check: @escaping @Sendable (ProjectIndex) -> [LaterFinding]
  ) {
    guard judges.contains(state.kind) else { return }
    state.later.append(
      LaterCheck(
        ruleID: ruleID, severity: severity, judgesTests: judges.contains(.tests), check: check))
  }

  /// Whether the rule reports at this offset: the file is of a kind it judges, and the place is
  /// not inside a test double unless it judges tests.
  private func judges(_ offset: Int) -> Bool {
    guard judges.contains(state.kind) else { return false }
    if judges.contains(.tests) || state.testDoubles.isEmpty { return true }
    return !state.testDoubles.contains { $0.contains(offset) }
  }

  /// Records a fact for this rule's project-wide checks (for example a type passed to a leak
  /// check). Facts travel with the file's summary; read them with `ProjectIndex.facts(of:as:)`.
  public func record(_ fact: some Fact) {
    state.facts[ruleID, default: FactList()].append(fact)
  }
}

/// A finding of `LintedFile.report(later:)`: where it is (a byte offset of the file) and what it
/// says.
public struct LaterFinding: Sendable {
  public var offset: Int
  public var message: String
  /// The problem it is one place of (`Violation.subject`).
  public var subject: String?

  public init(offset: Int, _ message: String, subject: String? = nil) {
    self.offset = offset
    self.message = message
    self.subject = subject
  }
}

/// A rule's check of `LintedFile.report(later:)`, with what its findings are reported as.
struct LaterCheck: Sendable {
  var ruleID: String
  var severity: Severity
  /// Whether its findings stand inside test doubles too (test rules); others are dropped there
  /// once the whole file is known.
  var judgesTests: Bool
  var check: @Sendable (ProjectIndex) -> [LaterFinding]
}

/// A value kept by `LintedFile.memo`, with the key it was made for.
private final class Memo<Key, Value> {
  let key: Key
  let value: Value

  init(key: Key, value: Value) {
    self.key = key
    self.value = value
  }
}

/// A violation waiting for the project index to decide whether it stands, at a byte offset of
/// its file.
struct PendingViolation: Sendable {
  var ruleID: String
  var severity: Severity
  var message: String
  var offset: Int
  var corrections: [SourceEdit]
  var subject: String?
  var condition: @Sendable (ProjectIndex) -> Bool
}

/// A file's pending violations and later checks, with what places them once they stand.
struct PendingFile: Sendable {
  var path: String
  var lines: LineTable
  var violations: [PendingViolation]
  var later: [LaterCheck]
  /// The byte ranges of the file's test doubles, where only test rules' later findings stand.
  var testDoubles: [Range<Int>] = []

  /// The findings of the later check at `index`, placed in the file.
  func laterViolations(at index: Int, with projectIndex: ProjectIndex) -> [Violation] {
    let later = later[index]
    var findings = later.check(projectIndex)
    if !later.judgesTests, !testDoubles.isEmpty {
      findings.removeAll { finding in testDoubles.contains { $0.contains(finding.offset) } }
    }
    return findings.map { finding in
      let place = lines.location(ofOffset: finding.offset)
      return Violation(
        ruleID: later.ruleID, severity: later.severity, message: finding.message,
        location: Location(path: path, line: place.line, column: place.column),
        subject: finding.subject)
    }
  }

  /// The violation at `index`, placed in its file.
  func violation(at index: Int) -> Violation {
    let pending = violations[index]
    let place = lines.location(ofOffset: pending.offset)
    return Violation(
      ruleID: pending.ruleID, severity: pending.severity, message: pending.message,
      location: Location(path: path, line: place.line, column: place.column),
      corrections: pending.corrections, subject: pending.subject)
  }
}

/// What the engine keeps about a file while it is being linted.
final class FileState {
  let path: String
  let source: String
  let tree: SourceFileSyntax
  private(set) lazy var lines = LineTable(source)
  /// What kind of code the file is (`.production`, `.tests` or `.generated`), decided by the
  /// engine before the walk.
  let kind: JudgedCode
  /// The byte ranges of the test doubles (`MockAPI`, `FakeStore`) declared in the file, filled
  /// as the walk enters them (before any rule sees their members).
  var testDoubles: [Range<Int>] = []
  var violations: [Violation] = []
  var pending: [PendingViolation] = []
  var later: [LaterCheck] = []
  var facts: [String: FactList] = [:]
  var memos: [ObjectIdentifier: AnyObject] = [:]
  /// Findings at declarations repeated across `#if` branches, counted by `ConditionalAlternatives`.
  var alternativeOrdinals: [String: Int] = [:]

  init(path: String, source: String, tree: SourceFileSyntax, kind: JudgedCode = .production) {
    self.path = path
    self.source = source
    self.tree = tree
    self.kind = kind
  }

  /// The last body listed by `members(of:)`: the rules ask in turn about the same type.
  private var listedMembers: (block: SyntaxIdentifier, decls: [DeclSyntax])?

  func members(of block: MemberBlockSyntax) -> [DeclSyntax] {
    if let listed = listedMembers, listed.block == block.id { return listed.decls }
    let decls = block.members.map(\.decl)
    listedMembers = (block.id, decls)
    return decls
  }

  func text(of node: some SyntaxProtocol) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
    var source = source
    return source.withUTF8 { bytes in
      String(decoding: bytes[min(start, bytes.count)..<min(end, bytes.count)], as: UTF8.self)
    }
  }

  /// Words already searched for, with the answer: several rules ask for the same words
  /// (`static`, `class`, the test frameworks), and a search may read the whole file.
  private var mentioned: [(word: String, found: Bool)] = []

  func contains(_ text: String) -> Bool {
    var source = source
    return source.withUTF8 { ByteSearch.contains(text, in: $0) }
  }

  func mentions(_ word: String) -> Bool {
    if let known = mentioned.first(where: { $0.word == word }) { return known.found }
    var source = source
    let found = source.withUTF8 { ByteSearch.containsWord(word, in: $0) }
    mentioned.append((word, found))
    return found
  }
}
