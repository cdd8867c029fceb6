import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing

@testable import CanonLint

/// Issue 35: a file under `max-file-size` could take 900 times its size in memory (a megabyte of
/// `;` took 947 MB, four megabytes 3.7 GB). The scan before parsing now counts tokens, and the
/// first syntax error is found without diagnosing every error.
@Suite struct TokenBudgetTests {
  static func tokens(_ source: String) -> Int {
    var source = source
    return source.withUTF8 { NestingScan.tokens(in: $0) }
  }

  @Test func tokensAreCountedAsTheParserSeesThem() {
    #expect(Self.tokens("let a = b + 1\n") == 6)
    #expect(Self.tokens("f(a, b); g()\n") == 10)
    // A string literal is one token, its interpolation code, a comment none.
    #expect(Self.tokens("let s = \"a b c \\(x) d\" // one two three\n") == 6)
    #expect(Self.tokens("a ==== b /* x y z */\n") == 3)
  }

  @Test func aMegabyteOfSemicolonsIsTooComplexBeforeParsing() {
    let source = String(repeating: ";", count: 1_000_000)
    guard case .tooComplex(let reason) = SourceParser.parse(source) else {
      Issue.record("a million tokens were parsed")
      return
    }
    #expect(reason.contains("more than 800000 tokens"))
  }

  /// Real code has a token every four bytes or more (Canon's own engine: 4.7): at the budget,
  /// files of over 3 MB are still linted.
  @Test func realCodeIsFarBelowOneTokenAByte() throws {
    let engine = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/CanonLint")
    let files = (FileManager.default.enumerator(atPath: engine.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }
    let source = try files.map { try String(contentsOf: engine.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
    #expect(source.utf8.count > 50_000)
    #expect(Self.tokens(source) * 4 < source.utf8.count)
  }

  @Test func theFirstErrorOfAFileOfErrorsIsFoundWithoutDiagnosingThemAll() throws {
    let source = String(repeating: ";", count: 200_000)
    guard case .parsed(let tree) = SourceParser.parse(source) else {
      Issue.record("not parsed")
      return
    }
    let first = try #require(FirstSyntaxError.find(in: tree))
    #expect(first.position.utf8Offset == 0)
    #expect(first.message == "expected code before ';'")
  }

  /// Narrowed to one statement, the first error is the one the whole file's diagnostics give.
  @Test(arguments: [
    "let a = 1\nstruct A {\n  func f() {}\n  var x: Int = \n}\nlet b = 2\n",
    "func broken( {\n  let x = }\n",
    "struct A {\n  var x: Int\n",
    "func f() {\n  switch x {\n  case 1 print()\n  }\n}\n",
    "class C {\n  init() { a.b( }\n  func g() -> { }\n}\n",
    "let x = [1, 2\nlet y = 3\n",
  ])
  func theFirstErrorIsTheOneTheWholeFileGives(_ source: String) throws {
    let tree = Parser.parse(source: source)
    let whole = try #require(ParseDiagnosticsGenerator.diagnostics(for: tree).min { $0.position < $1.position })
    let first = try #require(FirstSyntaxError.find(in: tree))
    #expect(first.message == whole.message)
    #expect(first.position == whole.position)
  }
}
