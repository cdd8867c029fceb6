@testable import CanonLint
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct LineTableTests {
  /// Every offset of each source gives the line and column swift-syntax's converter gives.
  @Test(arguments: [
    "",
    "let a = 1",
    "let a = 1\n",
    "struct A {\n  let b = \"é\"\n}\n\n",
    "let a = 1\r\nlet b = 2\r\n",
    "let a = 1\rlet b = 2\r\rlet c = 3",
    "// ünïcödé 😀\nlet x = 1 // trailing\n\n\nfunc f() {}",
    "#sourceLocation(file: \"other.swift\", line: 100)\nlet a = 1\n#sourceLocation()\nlet b = 2\n",
  ])
  func agreesWithTheConverter(source: String) {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "a.swift", tree: tree)
    let table = LineTable(source)
    for offset in 0...source.utf8.count {
      let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
      let actual = table.location(ofOffset: offset)
      #expect(actual.line == expected.line && actual.column == expected.column, "offset \(offset)")
    }
    #expect(table.lastLine == converter.location(for: tree.endPosition).line)
  }
}
