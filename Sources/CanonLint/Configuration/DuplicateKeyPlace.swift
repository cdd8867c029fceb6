/// Where a mapping's duplicated key is written a second time.
///
/// Yams reports a duplicated key with the place of its *first* occurrence (or of the mapping),
/// and the error used to point at 1:1; the line to fix is the second one. The tree is not built
/// when the error is thrown, so the text is searched from the first occurrence: in a block
/// mapping the duplicate is a later line at the same indentation, before the indentation drops;
/// in a flow mapping (`{a: 1, a: 2}`) it is further along the same line.
enum DuplicateKeyPlace {
  /// The 1-based line and column of the second `key` of the mapping whose first `key` is at
  /// `line`:`column` (1-based), or `nil` when the text does not show it plainly.
  static func find(_ key: String, firstAt line: Int, column: Int, in text: String) -> (
    line: Int, column: Int
  )? {
    // `\r\n` is one `Character`: splitting at `"\n"` alone would keep CRLF lines together.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    guard line >= 1, line <= lines.count, column >= 1 else { return nil }
    let first = Array(lines[line - 1].unicodeScalars)
    // Flow mapping: a later `key:` (or `"key":`) on the same line.
    if column - 1 < first.count {
      let rest = String(String.UnicodeScalarView(first[(column - 1)...]))
      for spelling in spellings(of: key) {
        var searched = rest.dropFirst(spelling.count)
        while let range = searched.range(of: spelling) {
          let after = searched[range.upperBound...].drop { $0 == " " }
          let before = searched[..<range.lowerBound].last
          let startsAKey = before == nil || before == " " || before == "," || before == "{"
          if after.hasPrefix(":"), startsAKey {
            let offset =
              rest.unicodeScalars.count - searched[range.lowerBound...].unicodeScalars.count
            return (line, column + offset)
          }
          searched = searched[range.upperBound...]
        }
      }
    }
    // Block mapping: a later line indented as the first, with `key:` at that indentation.
    let indentation = column - 1
    for number in line..<lines.count {
      let text = lines[number]
      let content = text.drop { $0 == " " }
      if content.isEmpty || content.hasPrefix("#") { continue }
      let indent = text.count - content.count
      if indent < indentation { return nil }
      guard indent == indentation else { continue }
      for spelling in spellings(of: key) where content.hasPrefix(spelling) {
        if content.dropFirst(spelling.count).drop(while: { $0 == " " }).hasPrefix(":") {
          return (number + 1, column)
        }
      }
    }
    return nil
  }

  private static func spellings(of key: String) -> [String] {
    [key, "\"" + key + "\"", "'" + key + "'"]
  }
}
