import Testing

@testable import CanonLanguageServer

@Suite struct PositionTests {
  @Test func charactersAreCountedInUTF16() {
    // 😀 is four UTF-8 bytes and two UTF-16 units; é two and one.
    let index = LineIndex("let a = 1\r\nlet 😀é = \"x\"\nend")
    let offset = index.offset(line: 2, utf8Column: 12)  // the `=` after `😀é `
    #expect(index.position(ofOffset: offset) == Position(line: 1, character: 8))
    #expect(index.offset(of: Position(line: 1, character: 8)) == offset)
    #expect(index.offset(of: Position(line: 2, character: 0)) == index.starts[2])
    // Past the end of a line is its end, before the line break.
    #expect(index.offset(of: Position(line: 0, character: 99)) == 9)
    #expect(index.position(ofOffset: 1_000) == Position(line: 2, character: 3))
  }

  @Test func incrementalChangesApplyInOrder() {
    var document = TextDocument(
      uri: "file:///a.swift", path: "/a.swift", version: 1,
      bytes: Array("let 😀 = 1\nlet b = 2\n".utf8))
    // Replace `1` (after the emoji: UTF-16 character 9), then insert a line using the new text.
    document.apply(
      .init(
        range: Range(start: .init(line: 0, character: 9), end: .init(line: 0, character: 10)),
        text: "42"))
    document.apply(
      .init(
        range: Range(start: .init(line: 1, character: 0), end: .init(line: 1, character: 0)),
        text: "// é\n"))
    #expect(document.text == "let 😀 = 42\n// é\nlet b = 2\n")
    document.apply(.init(text: "whole"))
    #expect(document.text == "whole")
  }

  @Test func theFlaggedRangeIsTheTokenOrTheDeclarationUpToItsName() {
    let text =
      "public final class LoginPresenter: P {\n  @objc func go() { x! }\n  var `default` = 1\n}"
    let index = LineIndex(text)
    func flagged(_ line: Int, _ column: Int) -> String {
      let start = index.offset(line: line, utf8Column: column)
      let range = FlaggedRange.range(at: start, in: index)
      let end = index.offset(of: range.end)
      return String(decoding: index.bytes[start..<end], as: UTF8.self)
    }
    #expect(flagged(1, 1) == "public final class LoginPresenter")
    #expect(flagged(1, 20) == "LoginPresenter")
    #expect(flagged(2, 3) == "@objc func go")
    #expect(flagged(2, 22) == "!")
    #expect(flagged(3, 7) == "`default`")
  }
}
