import Testing

@testable import CanonLint

/// The cache's byte encoding: what is written reads back as it was, and bytes that are not
/// what it writes are an error, never a crash or a wrong value.
@Suite struct CacheCodingTests {
  let path = "/Users/someone/Projects/App/Sources/Feature/LoginViewController.swift"

  /// A set's strings are written and hashed as the sorted array of them was: entries and index
  /// fingerprints made before stay valid, and both are the same whatever the set's order.
  @Test func aSetIsWrittenAndHashedAsItsSortedStrings() {
    for set: Set<String> in [[], ["final"], ["public", "final", "@objc", "static"]] {
      var sorted = ByteWriter()
      sorted.strings(set.sorted())
      var written = ByteWriter()
      written.sortedStrings(set)
      #expect(written.bytes == sorted.bytes)
      var sortedHash = StableHash()
      sortedHash.combine(set.sorted())
      var hash = StableHash()
      hash.combineSorted(set)
      #expect(hash.hex == sortedHash.hex)
    }
  }

  @Test func aRepeatedLongStringIsWrittenOnceAndReadBackEachTime() throws {
    var writer = ByteWriter()
    writer.strings([path, "short", path, "short", path])
    var once = ByteWriter()
    once.string(path)
    // The path's bytes appear once; each repeat is one byte.
    #expect(writer.bytes.count < once.bytes.count + 20)
    var reader = ByteReader(writer.bytes)
    #expect(try reader.strings() == [path, "short", path, "short", path])
    #expect(reader.isAtEnd)
  }

  /// The writer looks for repeats among the last few long strings only; one written again
  /// after it was forgotten is a new string to the reader, and later references must still
  /// count it.
  @Test func aLongStringRepeatedAfterManyOthersReadsBackAsWritten() throws {
    let many = (0..<12).map { "\(path)/\($0)" }
    let written = many + [many[0], many[11], many[5], many[0], many[2]]
    var writer = ByteWriter()
    writer.strings(written)
    var reader = ByteReader(writer.bytes)
    #expect(try reader.strings() == written)
    #expect(reader.isAtEnd)
  }

  @Test func shortStringsAreNotReferredTo() throws {
    var writer = ByteWriter()
    writer.strings(["ViewModel", "ViewModel", "ViewModel"])
    #expect(writer.bytes.count == 1 + 3 * (1 + "ViewModel".utf8.count))
    var reader = ByteReader(writer.bytes)
    #expect(try reader.strings() == ["ViewModel", "ViewModel", "ViewModel"])
  }

  @Test func aReferenceToAStringNotYetReadIsMalformed() {
    var writer = ByteWriter()
    writer.int(2)  // two strings
    writer.string(path)
    writer.int(-2)  // the second long string: there is only one
    var reader = ByteReader(writer.bytes)
    #expect(throws: ByteReader.Malformed.self) { try reader.strings() }
  }

  @Test func anEntryReadsBackAsWritten() throws {
    let location = Location(path: path, line: 3, column: 7)
    let violations = (0..<3).map { number in
      Violation(
        ruleID: "rule-\(number)", severity: .warning, message: "Message \(number) in \(path)",
        location: location)
    }
    var writer = ByteWriter()
    writer.array(violations) { $1.write(to: &$0) }
    var reader = ByteReader(writer.bytes)
    #expect(try reader.array { try Violation(from: &$0) } == violations)
    #expect(reader.isAtEnd)
  }

  /// A cold run writes an entry in two parts, the second once the index has settled the
  /// pending findings (`PreparedEntries`): the same bytes as one writing.
  @Test func anEntryWrittenInTwoPartsIsTheEntry() throws {
    let location = Location(path: path, line: 3, column: 7)
    var summary = FileSummary(path: path, kind: .production)
    summary.imports = ["UIKit"]
    let found = Violation(
      ruleID: "final-class", severity: .warning, message: "declare it final", location: location)
    let outcome = FileOutcome(summary: summary, violations: [found])
    let entry = CacheEntry(
      outcome: outcome, hasPending: true, settledWith: "index", settled: [found],
      reads: [(.types("LoginViewModel"), answer)])
    var writer = ByteWriter()
    CacheEntry.writeLinted(outcome, to: &writer)
    entry.writeSettled(to: &writer)
    #expect(writer.bytes == Array(entry.data()))
    let read = try CacheEntry(bytes: writer.bytes)
    #expect(read.settled == [found])
    #expect(read.summary?.imports == ["UIKit"])
    #expect(read.reads?.map(\.query) == [.types("LoginViewModel")])
    #expect(read.reads?.map(\.answer) == [answer])
  }

  /// An answer's hash is kept as its two numbers, eight bytes each whatever their value (as a
  /// number of varying length, a hash would take ten).
  private let answer = AnswerHash(high: 0x0123_4567_89AB_CDEF, low: .max)

  @Test func hashesAreEightBytesReadBackAsWritten() throws {
    var writer = ByteWriter()
    for value: UInt64 in [0, 1, 0x80, .max, 0x0123_4567_89AB_CDEF] { writer.fixed(value) }
    #expect(writer.bytes.count == 40)
    #expect(Array(writer.bytes[8..<16]) == [1, 0, 0, 0, 0, 0, 0, 0])
    var reader = ByteReader(writer.bytes)
    for value: UInt64 in [0, 1, 0x80, .max, 0x0123_4567_89AB_CDEF] {
      #expect(try reader.fixed() == value)
    }
    #expect(reader.isAtEnd)
    #expect(throws: ByteReader.Malformed.self) {
      var short = ByteReader([1, 2, 3])
      _ = try short.fixed()
    }
  }

  /// The questions of one file: asked again and again by its findings, each is kept once. A
  /// question asked right after itself is noted once; the others, once answered.
  @Test func aFileKeepsEachQuestionOnce() throws {
    let reads = IndexReads()
    IndexReads.recording(into: reads) {
      for query: IndexQuery in [.types("A"), .types("A"), .roles("A"), .types("A"), .roles("B")] {
        IndexReads.note(query)
      }
    }
    #expect(reads.asked == [.types("A"), .roles("A"), .types("A"), .roles("B")])
    let answers = IndexAnswers(ProjectIndex(files: []))
    // Another file's questions first, so that numbers and positions differ.
    _ = answers.answers(to: [.roles("B"), .module("x")])
    let kept = try #require(answers.answers(to: reads.asked))
    #expect(Set(kept.map(\.query)) == [.types("A"), .roles("A"), .roles("B")])
    #expect(kept.count == 3)
  }

  /// Facts are hashed in any order (a rule may gather them in a set), each with its file.
  @Test func factsHashTheSameInAnyOrderAndFollowTheirFile() {
    func hex(_ facts: [(path: String, value: String)]) -> String {
      var hash = StableHash()
      CacheKeys.combineUnordered(facts.map { ($0.path, Array($0.value.utf8)[...]) }, into: &hash)
      return hash.hex
    }
    let facts = [("A.swift", "x"), ("B.swift", "y"), ("A.swift", "z"), ("B.swift", "x")]
    #expect(hex(facts) == hex(facts.reversed()))
    #expect(hex(facts) == hex(facts.sorted { $0.0 < $1.0 }))
    #expect(hex(facts) != hex([("A.swift", "x"), ("A.swift", "y"), ("A.swift", "z"), ("B.swift", "x")]))
  }

  @Test func everyIndexQuestionReadsBackAsWritten() throws {
    let queries: [IndexQuery] = [
      .types("A"), .roles("A"), .supertypes("A"), .extensions("A"), .conformers("A"),
      .subclassed("A"), .classBound("A"), .module(path), .canSee("A", from: path), .facts("rule"),
      .hasFact("rule", value: Array(".button".utf8)), .hasFact("rule", value: [0x80, 0, 0xFF]),
      .fileNamed("ATests.swift"), .fileNameEnding("Tests.swift"),
      .folder("App/Feed"),
      .derived("viper-module", key: "{\"minimumLayers\":2}\n" + path),
    ]
    var writer = ByteWriter()
    for query in queries { query.write(to: &writer) }
    var reader = ByteReader(writer.bytes)
    for query in queries { #expect(try IndexQuery(from: &reader) == query) }
    #expect(reader.isAtEnd)
  }
}
