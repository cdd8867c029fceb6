import Foundation
import SwiftSyntax

/// The cache's encoding of its entries: compact bytes, written and read by hand.
///
/// Not `Codable` through `JSONEncoder`: on mastodon-ios (900 files), JSON took about 150 ms to
/// write a cold run's entries and 300 ms to read them back, more than linting the changed files;
/// these bytes take a few milliseconds each way. A change of layout changes
/// `LintCache.schemaVersion`; bytes that do not read as an entry are a miss, never a crash.
///
/// A long string written again soon after is written as a reference to the first (a negative
/// count): a file's path appears in every location of its summary and findings, a rule's id in
/// each of its findings. That takes a third off an entry, and what it costs to store and read it,
/// where each read of a path would make a new string. Strings of up to 15 bytes, most names, are
/// written each time: Swift keeps them without an allocation, and looking them up would cost more
/// than it saves.
///
/// Not copyable, as the memory it writes into (`EntryBuffer`).
struct ByteWriter: ~Copyable {
  private var buffer: EntryBuffer
  /// The last eight long strings written out, a ring overwritten from `nextRecent`, each with
  /// its number in order of first appearance (what `ByteReader` numbers them by).
  ///
  /// A few recent strings rather than every string in a dictionary: the repeats are mostly the
  /// very same `String` (one path, one rule id), which `==` recognises by its storage at once,
  /// and a length compared first dismisses most others. Hashing every long string of a cold
  /// run's entries to find it in a dictionary was 150 M instructions, a fifth of what the cache
  /// adds to a cold run.
  private var recent: [(text: String, count: Int, number: Int)] = []
  private var nextRecent = 0
  private var longStrings = 0
  private static let recentCount = 8

  /// A writer with room for `capacity` bytes, more for an entry whose size is known roughly:
  /// grown by doubling from a few hundred bytes, the run's findings (0.5 MB) were copied a dozen
  /// times into fresh memory.
  init(capacity: Int = 256) {
    buffer = EntryBuffer(capacity: capacity)
  }

  /// Makes room for `additional` more bytes, to be written later.
  mutating func reserve(_ additional: Int) {
    buffer.reserve(additional)
  }

  mutating func int(_ value: Int) {
    VarInt.write(value) { buffer.append($0) }
  }

  mutating func bool(_ value: Bool) { buffer.append(value ? 1 : 0) }

  /// Eight bytes, little-endian: for hashes, which `int` would write in ten.
  mutating func fixed(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { buffer.append($0) }
  }

  /// What was written, copied (`data()` takes it without a copy).
  var bytes: [UInt8] { buffer.bytes }

  /// What was written, as the entry's data.
  consuming func data() -> Data { buffer.data() }

  mutating func string(_ value: String) {
    let count = value.utf8.count
    if count > ByteReader.shortString {
      if let number = recentNumber(of: value, count: count) {
        int(-1 - number)
        return
      }
      remember(value, count: count)
    }
    int(count)
    // The string's own bytes where it has them, as every native string does: a copy of the
    // string to call `withUTF8` on cost a retain and a release of each.
    let written: Void? = value.utf8.withContiguousStorageIfAvailable { utf8 in
      buffer.append(UnsafeRawBufferPointer(utf8))
    }
    if written == nil {
      var value = value
      value.withUTF8 { buffer.append(UnsafeRawBufferPointer($0)) }
    }
  }

  private func recentNumber(of value: String, count: Int) -> Int? {
    for slot in recent where slot.count == count && slot.text == value { return slot.number }
    return nil
  }

  private mutating func remember(_ value: String, count: Int) {
    let slot = (text: value, count: count, number: longStrings)
    longStrings += 1
    if recent.count < Self.recentCount {
      recent.append(slot)
    } else {
      recent[nextRecent] = slot
      nextRecent = (nextRecent + 1) % Self.recentCount
    }
  }

  mutating func optional(_ value: String?) {
    bool(value != nil)
    if let value { string(value) }
  }

  mutating func strings(_ values: some Collection<String>) {
    int(values.count)
    for value in values { string(value) }
  }

  /// A set's strings in sorted order (what `strings(_:)` writes of them sorted): a set of
  /// modifiers or attributes holds one name or none far more often than more, and sorting those
  /// into an array made one for each of the 22,000 in a cold run's entries.
  mutating func sortedStrings(_ values: Set<String>) {
    guard values.count > 1 else { return strings(values) }
    strings(values.sorted())
  }

  mutating func array<T>(_ values: [T], _ write: (inout ByteWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }

  /// Bytes as they are (a rule's facts, which their own types read): their count, then them.
  mutating func rawBytes(_ values: [UInt8]) {
    int(values.count)
    values.withUnsafeBytes { buffer.append($0) }
  }
}

struct ByteReader {
  struct Malformed: Error {}

  private let bytes: [UInt8]
  private var offset = 0
  /// The long strings read so far, which later ones may refer to (`ByteWriter.string(_:)`).
  private var read: [String] = []
  /// The length up to which strings are not referred to.
  static let shortString = 15

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset == bytes.count }

  mutating func int() throws -> Int {
    guard let value = VarInt.read(bytes, at: &offset) else { throw Malformed() }
    return value
  }

  mutating func fixed() throws -> UInt64 {
    guard bytes.count - offset >= 8 else { throw Malformed() }
    var value: UInt64 = 0
    for index in (offset..<(offset + 8)).reversed() { value = value << 8 | UInt64(bytes[index]) }
    offset += 8
    return value
  }

  mutating func bool() throws -> Bool {
    guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
    offset += 1
    return bytes[offset - 1] == 1
  }

  mutating func string() throws -> String {
    let count = try int()
    if count < 0 {
      let earlier = -1 - count
      guard earlier < read.count else { throw Malformed() }
      return read[earlier]
    }
    guard count <= bytes.count - offset else { throw Malformed() }
    defer { offset += count }
    guard let text = String(validating: bytes[offset..<(offset + count)], as: UTF8.self) else {
      throw Malformed()
    }
    if count > Self.shortString { read.append(text) }
    return text
  }

  mutating func optional() throws -> String? {
    try bool() ? try string() : nil
  }

  mutating func strings() throws -> [String] {
    try array { try $0.string() }
  }

  /// What `ByteWriter.rawBytes(_:)` wrote.
  mutating func rawBytes() throws -> [UInt8] {
    let count = try int()
    guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
    defer { offset += count }
    return Array(bytes[offset..<(offset + count)])
  }

  mutating func array<T>(_ read: (inout ByteReader) throws -> T) throws -> [T] {
    let count = try int()
    // Each element takes a byte at least: a count past the end is damage, not a reason to
    // reserve gigabytes.
    guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }
}

extension CacheEntry {
  /// The entry's bytes, as they are stored.
  func data() -> Data {
    var writer = ByteWriter()
    Self.writeLinted(
      summary: summary, violations: violations, suppressions: suppressions, scopes: scopes,
      to: &writer)
    writeSettled(to: &writer)
    return writer.data()
  }

  /// Writes the first part of an entry, what linting the file decided: known as soon as the
  /// file is linted, so it can be written while the project index is built.
  static func writeLinted(_ outcome: FileOutcome, to writer: inout ByteWriter) {
    writeLinted(
      summary: outcome.summary, violations: outcome.violations,
      suppressions: outcome.suppressions, scopes: outcome.scopes, to: &writer)
  }

  private static func writeLinted(
    summary: FileSummary?, violations: [Violation], suppressions: Suppressions,
    scopes: DeclarationScopes?, to writer: inout ByteWriter
  ) {
    writer.bool(summary != nil)
    if let summary { summary.write(to: &writer) }
    writer.array(violations) { $1.write(to: &$0) }
    let ranges = suppressions.ranges.sorted { $0.key < $1.key }
    writer.array(ranges) { writer, entry in
      writer.string(entry.key)
      writer.array(entry.value) {
        $0.int($1.lowerBound)
        $0.int($1.upperBound)
      }
    }
    writer.bool(scopes != nil)
    if let scopes {
      writer.array(scopes.scopes) { writer, scope in
        writer.int(scope.start.line)
        writer.int(scope.start.column)
        writer.int(scope.end.line)
        writer.int(scope.end.column)
        writer.string(scope.name)
      }
    }
  }

  /// Writes the rest of an entry, what its pending findings settled to, after `writeLinted`.
  func writeSettled(to writer: inout ByteWriter) {
    writer.bool(hasPending)
    writer.optional(settledWith)
    writer.array(settled) { $1.write(to: &$0) }
    writer.bool(reads != nil)
    if let reads {
      writer.array(reads) { writer, read in
        read.query.write(to: &writer)
        writer.fixed(read.answer.high)
        writer.fixed(read.answer.low)
      }
    }
  }

  init(bytes: [UInt8]) throws {
    var reader = ByteReader(bytes)
    summary = try reader.bool() ? try FileSummary(from: &reader) : nil
    violations = try reader.array { try Violation(from: &$0) }
    suppressions = Suppressions()
    for (id, ranges) in try reader.array({ reader in
      (
        try reader.string(),
        try reader.array { reader -> ClosedRange<Int> in
          let lower = try reader.int()
          let upper = try reader.int()
          guard lower <= upper else { throw ByteReader.Malformed() }
          return lower...upper
        }
      )
    }) {
      suppressions.ranges[id] = ranges
    }
    scopes =
      try reader.bool()
      ? DeclarationScopes(
        scopes: try reader.array { reader in
          DeclarationScopes.Scope(
            start: .init(line: try reader.int(), column: try reader.int()),
            end: .init(line: try reader.int(), column: try reader.int()),
            name: try reader.string())
        }) : nil
    hasPending = try reader.bool()
    settledWith = try reader.optional()
    settled = try reader.array { try Violation(from: &$0) }
    reads =
      try reader.bool()
      ? try reader.array { reader in
        (
          try IndexQuery(from: &reader),
          AnswerHash(high: try reader.fixed(), low: try reader.fixed())
        )
      } : nil
    guard reader.isAtEnd else { throw ByteReader.Malformed() }
  }
}

extension IndexQuery {
  func write(to writer: inout ByteWriter) {
    switch self {
    case .types(let name):
      writer.int(0)
      writer.string(name)
    case .roles(let name):
      writer.int(1)
      writer.string(name)
    case .supertypes(let name):
      writer.int(2)
      writer.string(name)
    case .conformers(let name):
      writer.int(3)
      writer.string(name)
    case .subclassed(let name):
      writer.int(4)
      writer.string(name)
    case .classBound(let name):
      writer.int(5)
      writer.string(name)
    case .module(let path):
      writer.int(6)
      writer.string(path)
    case .canSee(let name, let path):
      writer.int(7)
      writer.string(name)
      writer.string(path)
    case .facts(let ruleID):
      writer.int(8)
      writer.string(ruleID)
    case .fileNamed(let name):
      writer.int(9)
      writer.string(name)
    case .folder(let path):
      writer.int(10)
      writer.string(path)
    case .extensions(let name):
      writer.int(11)
      writer.string(name)
    case .derived(let id, let key):
      writer.int(12)
      writer.string(id)
      writer.string(key)
    case .fileNameEnding(let suffix):
      writer.int(13)
      writer.string(suffix)
    case .hasFact(let ruleID, let value):
      writer.int(14)
      writer.string(ruleID)
      writer.rawBytes(value)
    }
  }

  init(from reader: inout ByteReader) throws {
    switch try reader.int() {
    case 0: self = .types(try reader.string())
    case 1: self = .roles(try reader.string())
    case 2: self = .supertypes(try reader.string())
    case 3: self = .conformers(try reader.string())
    case 4: self = .subclassed(try reader.string())
    case 5: self = .classBound(try reader.string())
    case 6: self = .module(try reader.string())
    case 7: self = .canSee(try reader.string(), from: try reader.string())
    case 8: self = .facts(try reader.string())
    case 9: self = .fileNamed(try reader.string())
    case 10: self = .folder(try reader.string())
    case 11: self = .extensions(try reader.string())
    case 12: self = .derived(try reader.string(), key: try reader.string())
    case 13: self = .fileNameEnding(try reader.string())
    case 14: self = .hasFact(try reader.string(), value: try reader.rawBytes())
    default: throw ByteReader.Malformed()
    }
  }
}

extension Location {
  func write(to writer: inout ByteWriter) {
    writer.string(path)
    writer.int(line)
    writer.int(column)
  }

  init(from reader: inout ByteReader) throws {
    self.init(path: try reader.string(), line: try reader.int(), column: try reader.int())
  }
}

extension Violation {
  func write(to writer: inout ByteWriter) {
    writer.string(ruleID)
    writer.bool(severity == .error)
    writer.string(message)
    location.write(to: &writer)
    writer.array(corrections) { writer, edit in
      writer.int(edit.range.lowerBound.utf8Offset)
      writer.int(edit.range.upperBound.utf8Offset)
      writer.string(edit.replacement)
    }
    writer.optional(declaration)
    writer.optional(subject)
  }

  init(from reader: inout ByteReader) throws {
    let ruleID = try reader.string()
    let severity: Severity = try reader.bool() ? .error : .warning
    let message = try reader.string()
    let location = try Location(from: &reader)
    let corrections = try reader.array { reader -> SourceEdit in
      let start = try reader.int()
      let end = try reader.int()
      guard start >= 0, end >= start else { throw ByteReader.Malformed() }
      return SourceEdit(
        range: AbsolutePosition(utf8Offset: start)..<AbsolutePosition(utf8Offset: end),
        replacement: try reader.string())
    }
    self.init(
      ruleID: ruleID, severity: severity, message: message, location: location,
      corrections: corrections)
    declaration = try reader.optional()
    subject = try reader.optional()
  }
}

extension FileSummary {
  func write(to writer: inout ByteWriter) {
    writer.string(path)
    writer.int(Int(kind.rawValue))
    writer.strings(imports)
    writer.array(types) { writer, type in
      writer.string(type.kind.rawValue)
      writer.string(type.name)
      writer.strings(type.parents)
      writer.strings(type.inherited)
      writer.sortedStrings(type.modifiers)
      writer.sortedStrings(type.attributes)
      type.location.write(to: &writer)
      writer.array(type.properties) { writer, property in
        writer.string(property.name)
        writer.optional(property.typeText)
        writer.optional(property.createdType)
        writer.sortedStrings(property.modifiers)
        writer.sortedStrings(property.attributes)
        writer.bool(property.isLet)
        writer.bool(property.isStored)
        property.location.write(to: &writer)
      }
      writer.strings(type.methods)
      writer.strings(type.caseValueTypes)
    }
    writer.array(extensions) { writer, ext in
      writer.string(ext.extendedType)
      writer.strings(ext.inherited)
      writer.strings(ext.methods)
      ext.location.write(to: &writer)
    }
    writer.array(facts.sorted { $0.key < $1.key }) { writer, fact in
      writer.string(fact.key)
      writer.array(fact.value.ends) { writer, end in writer.int(end) }
      writer.rawBytes(fact.value.bytes)
    }
    // A manifest's targets, their dependencies and `path:` folders (a cached Swift file; build
    // files are read at every run, and never cached).
    writer.array(declaredModules) { writer, module in
      writer.string(module.name)
      writer.string(module.kind.rawValue)
      writer.string(module.declaredIn)
      writer.strings(module.dependencies)
      writer.bool(module.isTests)
      writer.strings(module.folders.map(\.path))
    }
  }

  init(from reader: inout ByteReader) throws {
    self.init(
      path: try reader.string(),
      kind: JudgedCode(rawValue: UInt8(truncatingIfNeeded: try reader.int())))
    imports = try reader.strings()
    types = try reader.array { reader in
      guard let kind = TypeSummary.Kind(rawValue: try reader.string()) else {
        throw ByteReader.Malformed()
      }
      return TypeSummary(
        kind: kind, name: try reader.string(), parents: try reader.strings(),
        inherited: try reader.strings(), modifiers: Set(try reader.strings()),
        attributes: Set(try reader.strings()), location: try Location(from: &reader),
        properties: try reader.array { reader in
          PropertySummary(
            name: try reader.string(), typeText: try reader.optional(),
            createdType: try reader.optional(),
            modifiers: Set(try reader.strings()), attributes: Set(try reader.strings()),
            isLet: try reader.bool(), isStored: try reader.bool(),
            location: try Location(from: &reader))
        },
        methods: try reader.strings(), caseValueTypes: try reader.strings())
    }
    extensions = try reader.array { reader in
      ExtensionSummary(
        extendedType: try reader.string(), inherited: try reader.strings(),
        methods: try reader.strings(), location: try Location(from: &reader))
    }
    let factLists = try reader.array { reader in
      let rule = try reader.string()
      let ends = try reader.array { try $0.int() }
      guard let list = FactList(bytes: try reader.rawBytes(), ends: ends) else {
        throw ByteReader.Malformed()
      }
      return (rule, list)
    }
    for (rule, list) in factLists { facts[rule] = list }
    declaredModules = try reader.array { reader in
      let name = try reader.string()
      guard let kind = DeclaredModule.Kind(rawValue: try reader.string()) else {
        throw ByteReader.Malformed()
      }
      return DeclaredModule(
        name: name, kind: kind, declaredIn: try reader.string(), dependencies: try reader.strings(),
        isTests: try reader.bool(), folders: try reader.strings().map { DeclaredModule.Folder(path: $0) })
    }
  }
}
