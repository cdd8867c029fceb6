/// An open document as the editor has it, saved or not.
struct TextDocument: Sendable {
  var uri: String
  /// Absolute.
  var path: String
  var version: Int
  var bytes: [UInt8]
  /// Which text this is, from a counter of the server's across all documents (each open and
  /// each change takes the next): findings of an earlier text are told apart whatever versions
  /// the client sends, and a document closed and opened again does not reuse them.
  var revision = 0

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Applies one change of `textDocument/didChange`: the whole text, or a range's replacement
  /// (positions in UTF-16, as every change before it in the same notification left the text).
  mutating func apply(_ change: TextDocumentContentChangeEvent) {
    guard let range = change.range else {
      bytes = Array(change.text.utf8)
      return
    }
    let index = LineIndex(bytes)
    let start = index.offset(of: range.start)
    let end = max(start, index.offset(of: range.end))
    bytes.replaceSubrange(start..<end, with: change.text.utf8)
  }
}
