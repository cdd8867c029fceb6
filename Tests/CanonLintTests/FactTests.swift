import Testing

@testable import CanonLint

/// Typed facts: what a rule records is read back as it was, from the run's index and from the
/// cache's bytes, and bytes that do not read as the type are left out, not misread.
@Suite struct FactTests {
  struct Reference: Fact {
    enum Owner: Hashable, Sendable { case type(String), file }
    var owner: Owner
    var name: String
    var lines: [Int]
    var note: String?

    init(owner: Owner, name: String, lines: [Int], note: String? = nil) {
      self.owner = owner
      self.name = name
      self.lines = lines
      self.note = note
    }

    func write(to writer: inout FactWriter) {
      switch owner {
      case .type(let name):
        writer.write(0)
        writer.write(name)
      case .file: writer.write(1)
      }
      writer.write(name)
      writer.write(lines)
      writer.write(note)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      switch try reader.read(Int.self) {
      case 0: owner = .type(try reader.read())
      case 1: owner = .file
      default: throw FactReader.Malformed()
      }
      name = try reader.read()
      lines = try reader.read()
      note = try reader.read()
    }
  }

  static let references = [
    Reference(owner: .type("ProfileView"), name: "Profile.State", lines: [3, 17, 1 << 40]),
    Reference(owner: .file, name: "", lines: [], note: "tab\there, é, \u{0}"),
    Reference(owner: .type("Ünïcode"), name: String(repeating: "Long", count: 40), lines: [-1]),
  ]

  @Test func factsReadBackAsRecordedInOrderWithTheirFile() {
    var first = FileSummary(path: "A.swift")
    var list = FactList()
    for reference in Self.references { list.append(reference) }
    first.facts["rule"] = list
    var second = FileSummary(path: "B.swift")
    var other = FactList()
    other.append(Self.references[0])
    second.facts["rule"] = other
    let index = ProjectIndex(files: [first, second])
    let read = index.facts(of: "rule", as: Reference.self)
    #expect(read.map(\.path) == ["A.swift", "A.swift", "A.swift", "B.swift"])
    #expect(read.map(\.value) == Self.references + [Self.references[0]])
    #expect(index.hasFact(Self.references[1], of: "rule"))
    #expect(!index.hasFact(Reference(owner: .file, name: "", lines: []), of: "rule"))
    #expect(!index.hasFact(Self.references[1], of: "another-rule"))
    #expect(index.paths(withFactsOf: "rule") == ["A.swift", "B.swift"])
    #expect(index.facts(of: "another-rule", as: Reference.self).isEmpty)
  }

  @Test func aSummarysFactsGoThroughTheCacheUnchanged() throws {
    var summary = FileSummary(path: "A.swift")
    var list = FactList()
    for reference in Self.references { list.append(reference) }
    summary.facts["rule"] = list
    summary.facts["names"] = {
      var names = FactList()
      names.append("button")
      names.append("")
      return names
    }()
    var writer = ByteWriter()
    summary.write(to: &writer)
    var reader = ByteReader(writer.bytes)
    let read = try FileSummary(from: &reader)
    #expect(reader.isAtEnd)
    #expect(read.facts == summary.facts)
    let index = ProjectIndex(files: [read])
    #expect(index.facts(of: "rule", as: Reference.self).map(\.value) == Self.references)
    #expect(index.facts(of: "names", as: String.self).map(\.value) == ["button", ""])
  }

  /// A fact read as another type than it was written as (a rule whose fact type changed, with
  /// a cache of the build before): left out, never read as something else, never a crash.
  @Test func bytesThatDoNotReadAsTheTypeAreLeftOut() {
    var summary = FileSummary(path: "A.swift")
    var list = FactList()
    list.append(Self.references[0])
    list.append("not a reference")
    list.append(7)
    summary.facts["rule"] = list
    let index = ProjectIndex(files: [summary])
    #expect(index.facts(of: "rule", as: Reference.self).map(\.value) == [Self.references[0]])
    #expect(index.facts(of: "rule", as: Int.self).map(\.value) == [7])
    #expect(FactList(bytes: [1, 2, 3], ends: [2]) == nil)
    #expect(FactList(bytes: [1, 2, 3], ends: [2, 1]) == nil)
    #expect(FactList(bytes: [1, 2, 3], ends: [1, 3]) != nil)
  }

  @Test func aFactHashesTheSameInEveryRun() {
    func hex(_ fact: some Fact) -> String {
      var hash = StableHash()
      hash.combine(FactList.encoding(of: fact))
      return hash.hex
    }
    #expect(hex(Self.references[0]) == hex(Self.references[0]))
    #expect(hex(Self.references[0]) != hex(Self.references[2]))
    // Zigzag varints, as the cache writes numbers: small ones in a byte, negative ones too.
    #expect(FactList.encoding(of: 1) == [2])
    #expect(FactList.encoding(of: -1) == [1])
    #expect(FactList.encoding(of: "ab") == [4, 0x61, 0x62])
  }
}
