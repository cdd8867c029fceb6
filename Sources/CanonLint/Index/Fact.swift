/// A value a rule records about a file for its project-wide checks (`LintedFile.record(_:)`) and
/// reads back from the index (`ProjectIndex.facts(of:as:)`, `hasFact(_:of:)`), in this run or
/// from the cache in a later one.
///
/// The engine owns the encoding: a fact writes its fields, in order, and reads them back in the
/// same order. A field is a `String`, `Int`, `Bool`, an array or optional of fields, or another
/// fact, each of which is a `Fact` itself:
///
/// ```swift
/// struct Reference: Fact {
///   var owner: String
///   var lines: [Int]
///   func write(to writer: inout FactWriter) {
///     writer.write(owner)
///     writer.write(lines)
///   }
///   init(from reader: inout FactReader) throws {
///     owner = try reader.read()
///     lines = try reader.read()
///   }
/// }
/// ```
///
/// Two short functions rather than `Codable`: a synthesized `Codable` conformance goes through
/// keyed containers (a key and a boxed container for each field of each value), and
/// `layer-dependencies` records every type reference a project writes; these write bytes as the
/// cache writes its entries (small numbers in a byte, strings as their UTF-8), with nothing to
/// look up on the way back. A fact is compared as a value (`contains`), so two facts are the same
/// when their fields are.
public protocol Fact: Hashable, Sendable {
  /// Writes the fact's fields, in the order `init(from:)` reads them.
  func write(to writer: inout FactWriter)
  /// Reads the fields `write(to:)` wrote; throws when the bytes do not hold them (damage, or a
  /// fact written by a rule whose fact type has changed since), and the fact is then left out.
  init(from reader: inout FactReader) throws(FactReader.Malformed)
}

/// Where a fact writes its fields: bytes the engine keeps with the file's summary and the cache
/// stores.
public struct FactWriter {
  var bytes: [UInt8] = []

  init() {}

  /// Writes a field (or a fact within a fact).
  public mutating func write<Field: Fact>(_ field: Field) {
    field.write(to: &self)
  }

  mutating func integer(_ value: Int) {
    VarInt.write(value) { bytes.append($0) }
  }

  /// Writes a name as bytes (a token's text, without making a `String` of it).
  public mutating func write(name: some Collection<UInt8>) {
    integer(name.count)
    bytes.append(contentsOf: name)
  }
}

/// Reads back the fields a `FactWriter` wrote.
public struct FactReader {
  /// The bytes do not hold what the fact reads (an enum's unknown case number, for one).
  public struct Malformed: Error {
    public init() {}
  }

  private let bytes: ArraySlice<UInt8>
  private var offset: Int

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    offset = bytes.startIndex
  }

  var isAtEnd: Bool { offset == bytes.endIndex }

  /// Reads the next field.
  public mutating func read<Field: Fact>(_ type: Field.Type = Field.self) throws(Malformed) -> Field {
    try Field(from: &self)
  }

  mutating func integer() throws(Malformed) -> Int {
    guard let value = VarInt.read(bytes, at: &offset) else { throw Malformed() }
    return value
  }

  mutating func text() throws(Malformed) -> String {
    let count = try integer()
    guard count >= 0, count <= bytes.endIndex - offset else { throw Malformed() }
    defer { offset += count }
    guard let text = String(validating: bytes[offset..<(offset + count)], as: UTF8.self) else {
      throw Malformed()
    }
    return text
  }

  /// The count of an array: each element takes a byte at least, so a count past the end is
  /// damage, not a reason to reserve gigabytes.
  mutating func count() throws(Malformed) -> Int {
    let count = try integer()
    guard count >= 0, count <= bytes.endIndex - offset else { throw Malformed() }
    return count
  }
}

extension String: Fact {
  public func write(to writer: inout FactWriter) { writer.write(name: utf8) }
  public init(from reader: inout FactReader) throws(FactReader.Malformed) { self = try reader.text() }
}

extension Int: Fact {
  public func write(to writer: inout FactWriter) { writer.integer(self) }
  public init(from reader: inout FactReader) throws(FactReader.Malformed) { self = try reader.integer() }
}

extension Bool: Fact {
  public func write(to writer: inout FactWriter) { writer.integer(self ? 1 : 0) }
  public init(from reader: inout FactReader) throws(FactReader.Malformed) {
    switch try reader.integer() {
    case 0: self = false
    case 1: self = true
    default: throw FactReader.Malformed()
    }
  }
}

extension Array: Fact where Element: Fact {
  public func write(to writer: inout FactWriter) {
    writer.integer(count)
    for element in self { element.write(to: &writer) }
  }

  public init(from reader: inout FactReader) throws(FactReader.Malformed) {
    let count = try reader.count()
    self = []
    reserveCapacity(count)
    for _ in 0..<count { append(try Element(from: &reader)) }
  }
}

extension Optional: Fact where Wrapped: Fact {
  public func write(to writer: inout FactWriter) {
    switch self {
    case .none: writer.integer(0)
    case .some(let value):
      writer.integer(1)
      value.write(to: &writer)
    }
  }

  public init(from reader: inout FactReader) throws(FactReader.Malformed) {
    self = try reader.read(Bool.self) ? try Wrapped(from: &reader) : nil
  }
}

/// The facts one rule recorded in one file, as the bytes they wrote: one buffer for all of them
/// and where each ends, so that a file's hundreds of facts are two arrays, not a value each.
public struct FactList: Hashable, Sendable {
  /// The facts' bytes, one after the other.
  private(set) var bytes: [UInt8] = []
  /// The end of each fact in `bytes`.
  private(set) var ends: [Int] = []

  init() {}

  /// Rebuilds a list from what `bytes` and `ends` held (the cache's copy).
  init?(bytes: [UInt8], ends: [Int]) {
    var start = 0
    for end in ends {
      guard end >= start, end <= bytes.count else { return nil }
      start = end
    }
    guard start == bytes.count else { return nil }
    self.bytes = bytes
    self.ends = ends
  }

  /// How many facts the list holds.
  public var count: Int { ends.count }

  mutating func append(_ fact: some Fact) {
    var writer = FactWriter()
    swap(&writer.bytes, &bytes)
    fact.write(to: &writer)
    swap(&writer.bytes, &bytes)
    ends.append(bytes.count)
  }

  /// Each fact's bytes.
  var encoded: some Sequence<ArraySlice<UInt8>> {
    ends.indices.lazy.map { index in
      bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }
  }

  /// The facts read as `type`, those that do not read as one left out.
  func decoded<Value: Fact>(as type: Value.Type) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(ends.count)
    for slice in encoded {
      var reader = FactReader(slice)
      if let value = try? Value(from: &reader), reader.isAtEnd { values.append(value) }
    }
    return values
  }

  /// The bytes a fact writes, as the list keeps them.
  static func encoding(of fact: some Fact) -> [UInt8] {
    var writer = FactWriter()
    fact.write(to: &writer)
    return writer.bytes
  }
}

/// A fact's bytes as a set's key: hashed as one block of bytes, where an array's own hashing
/// feeds the hasher a byte at a time.
struct EncodedFact: Hashable {
  let bytes: ArraySlice<UInt8>

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  static func == (lhs: EncodedFact, rhs: EncodedFact) -> Bool {
    lhs.bytes.count == rhs.bytes.count
      && lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { left.elementsEqual($0) } }
  }
}
