import SwiftParser
import SwiftSyntax
import Testing

@testable import CanonLint

/// Issue 14: the byte scan that keeps deeply nested files from the parser, and the tree-depth
/// gate after it.
@Suite struct NestingScanTests {
  static func problem(_ source: String, limits: NestingScan.Limits = .standard) -> String? {
    var source = source
    return source.withUTF8 { NestingScan.problem(in: $0, limits: limits) }
  }

  static func nested(_ open: String, _ close: String, _ count: Int, around core: String = "x") -> String {
    "let v = " + String(repeating: open, count: count) + core + String(repeating: close, count: count) + "\n"
  }

  @Test func ordinaryCodePasses() {
    let source = """
      struct A<T: Equatable>: View where T: Hashable {
        var body: some View {
          VStack { ForEach(items) { item in Text("\\(item.name) [\\(item.count)]") } }
        }
        func f() async throws -> [String: [Int]] {
          if a < b { return [:] } else if b > c { return ["x": [1]] } else { return try await g() }
        }
      }
      // [[[[[[[[[[[[[[[[[[[[ (((((((((((((((((((( in a comment
      /* [[[[[[[[[[[[[[[[[[[[ /* nested */ ((((((( */
      let s = "[[[[[[[[[[[[[[[[[[[[[[["
      let r = #"\\#("[[[[[[[[[[[[[[[[[[[[[[")"#
      let m = \"\"\"
        {{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{
        \"\"\"
      """
    #expect(Self.problem(source) == nil)
  }

  @Test func comparisonsWithoutSpacesDoNotAccumulate() {
    let lines = (0..<1_000).map { "let b\($0) = i<n && j<m" }.joined(separator: "\n")
    #expect(Self.problem(lines) == nil)
  }

  @Test func sequentialElseIfChainsDoNotAccumulate() {
    let chain = "if a {} else if b {} else if c {} else {}\n"
    let body = "func f() {\n" + String(repeating: chain, count: 1_000) + "}\n"
    #expect(Self.problem(body) == nil)
  }

  @Test func deepNestingOfEveryKindIsReported() {
    let limit = NestingScan.Limits.standard.depth
    let shapes = [
      Self.nested("(", ")", limit + 1),
      Self.nested("{", "}", limit + 1),
      Self.nested("A<", ">", limit + 1),
      Self.nested("\"\\(", ")\"", limit + 1),
      String(repeating: "#if X\n", count: limit + 1) + String(repeating: "#endif\n", count: limit + 1),
      "let x = " + String(repeating: "try ", count: limit + 1) + "c\n",
      "let x = " + String(repeating: "try? await ", count: limit / 2 + 1) + "c\n",
      "func f() {\n  if a {}" + String(repeating: " else if a {}", count: limit + 1) + "\n}\n",
    ]
    for shape in shapes {
      #expect(Self.problem(shape) != nil, "\(shape.prefix(40))")
    }
    // Just within the limits.
    #expect(Self.problem(Self.nested("(", ")", limit - 1)) == nil)
    #expect(Self.problem("let x = " + String(repeating: "try ", count: limit - 1) + "c\n") == nil)
  }

  @Test func bracketsInSquareBracketsHaveTheirOwnLimit() {
    // 16 `[`, a `[` counting two.
    #expect(Self.problem(Self.nested("[", "]", 16)) == nil)
    #expect(Self.problem(Self.nested("[", "]", 17)) != nil)
    #expect(Self.problem(Self.nested("[A<", ">]", 8)) == nil)
    #expect(Self.problem(Self.nested("[A<", ">]", 9)) != nil)
    #expect(Self.problem(Self.nested("[(", ")]", 10)) == nil)
    #expect(Self.problem(Self.nested("[(", ")]", 11)) != nil)
    // Parentheses alone are not looked ahead through, nor is a closure's body.
    #expect(Self.problem(Self.nested("(", ")", 100)) == nil)
    #expect(Self.problem(Self.nested("[{ ", " }]", 100)) == nil)
  }

  @Test func unbalancedInputEndsTheScan() {
    for source in ["\"\\(", "/* never closed", "#\"\"\"", ")))]]]}}}>>>", "\"\\#(", "`", "#"] {
      #expect(Self.problem(source) == nil)
    }
  }

  /// The depths counted for the shapes each part of the scan handles (strings and raw strings
  /// with interpolations, comments, `#if`, `else if` chains, prefix keywords, generics, a file
  /// ending in a name or a blank): pinned from the scan before it was rewritten for speed (issue
  /// 16), which gave the same results on every file of eight public apps.
  @Test func theScanCountsEachShapeAsBefore() {
    let cases: [(source: String, depth: Int, typeNesting: Int)] = [
      ("let a = b", 0, 0),
      ("f(g(h(x", 3, 0),
      ("f(g(h(x   ", 3, 0),
      ("x", 0, 0),
      ("   ", 0, 0),
      ("a<b<c\n(", 2, 0),
      ("let s = \"\\(f(\"\\(g(x))\"))\"", 4, 0),
      ("let r = #\"\\#(a(b))\\(c(d(e)))\"#", 2, 0),
      ("if a {} else if b {} else if c { f(x) }", 4, 0),
      ("if a {} else if b {}\nelse if c { f(x) }", 4, 0),
      ("if a {} else if b {} elsewhere if c {}", 2, 0),
      ("x = try? await try! y(", 3, 0),
      ("func f() -> A<B<C>> { [[[[x]]]] }", 5, 8),
      ("let m: [[String: [Int]]] = [(a, (b, [c]))]", 4, 6),
      ("/* /* */ ( */ (", 1, 0),
      ("`if` else if (", 2, 0),
      ("#if A\n#if B\n(\n#endif\n#endif\n(", 3, 0),
      ("x //(((\n(", 1, 0),
      ("a = b /*((*/ (", 1, 0),
      ("\"\"\"\n(\\((\n\"\"\"", 2, 0),
      ("\"unterminated (\n(", 1, 0),
      ("##\"a\"#(\"##(", 1, 0),
      ("###\"x\"###(", 1, 0),
      ("####", 0, 0),
      ("a->b>c>d", 0, 0),
      ("a < b && c > d", 0, 0),
      ("foo(\"\\(x\" )\" (", 3, 0),
      ("[[[[[[[[[[[", 11, 22),
      ("$0.map { ($0, [$1]) }", 3, 2),
      ("let é = café(naïve[", 2, 2),
    ]
    for (source, depth, typeNesting) in cases {
      var source = source
      let deepest = source.withUTF8 { NestingScan.deepest(in: $0) }
      #expect(deepest.depth == depth, "\(source)")
      #expect(deepest.typeNesting == typeNesting, "\(source)")
    }
  }

  /// A run of `#` was looked through again at each of its `#` (is it a raw string's
  /// delimiter?): quadratic, and 200,000 of them took 14 s in a release build, a megabyte hours.
  /// Scanned once, these take milliseconds in a debug build.
  @Test func aRunOfPoundSignsIsScannedOnce() {
    let source = String(repeating: "#", count: 100_000) + "\n" + String(repeating: "#a ", count: 30_000)
    let elapsed = ContinuousClock().measure { #expect(Self.problem(source) == nil) }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }

  @Test func deepTreesWithoutBracketsAreReportedAfterParsing() {
    // A postfix chain is parsed in a loop but is as deep as it is long.
    let chain = "let x = a" + String(repeating: "?.b", count: 5_000) + "\n"
    #expect(Self.problem(chain) == nil)
    guard case .tooComplex(let reason) = SourceParser.parse(chain) else {
      Issue.record("a 5,000-link chain was parsed")
      return
    }
    #expect(reason.contains("syntax tree"))
    guard case .parsed = SourceParser.parse("let x = a?.b?.c.d(e).f[0]!\n") else {
      Issue.record("an ordinary chain was refused")
      return
    }
  }

  @Test func theDepthGateSkipsOnlySubtreesTooShortToReachTheLimit() {
    // The shapes with the most levels for their bytes, and a real-looking file.
    let shapes = [
      // `[` and `<` only a dozen deep: their parse time doubles with each.
      Self.nested("[", "]", 12), Self.nested("A<", ">", 12), Self.nested("[a, ", "]", 200),
      Self.nested("{", "}", 200), Self.nested("(", ")", 200), Self.nested("f{", "}", 200),
      Self.nested("\"\\(", ")\"", 200),
      String(repeating: "#if X\n", count: 100) + String(repeating: "#endif\n", count: 100),
      "let x = a" + String(repeating: "?.b", count: 700) + "\n",
      "let x = a" + String(repeating: "!", count: 1_500) + "\n",
      "let x = f" + String(repeating: "()", count: 1_000) + "\n",
      "let x: A" + String(repeating: ".B", count: 1_000) + " = 0\n",
      "let x = " + String(repeating: "try ", count: 500) + "c\n",
      "func f() {\n  if a {}" + String(repeating: " else if a {}", count: 500) + "\n}\n",
      "struct A {\n  var body: some View {\n    VStack { ForEach(items) { Text($0.name).font(.body).padding() } }\n  }\n}\n",
    ]
    for shape in shapes {
      // Parsed whole (the debug parser's default stops at 20 levels), on a stack for it.
      let tree = LargeStack.run {
        var source = shape
        return source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: 1_000) }
      }
      let depth = SourceParser.treeDepth(tree, limit: 100_000)
      for limit in [10, 50, 100, 300, 600, 1_000, 2_000] {
        #expect(SourceParser.isDeeper(tree, than: limit) == (depth > limit), "\(shape.prefix(30)) \(depth) \(limit)")
      }
    }
  }
}
