import SwiftSyntax

/// Rules write `\n` in their corrections; a file with CRLF line endings keeps them.
public enum LineEndings {
  public static func usesCRLF(_ text: String) -> Bool {
    text.utf8.firstIndex(of: UInt8(ascii: "\n")).map { index in
      index > text.utf8.startIndex && text.utf8[text.utf8.index(before: index)] == UInt8(ascii: "\r")
    } ?? false
  }

  public static func adapt(_ edit: SourceEdit, to text: String) -> SourceEdit {
    guard usesCRLF(text), edit.replacement.contains("\n") else { return edit }
    var bytes: [UInt8] = []
    var previous: UInt8 = 0
    for byte in edit.replacementBytes {
      if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { bytes.append(UInt8(ascii: "\r")) }
      bytes.append(byte)
      previous = byte
    }
    return SourceEdit(range: edit.range, replacement: bytes)
  }
}
