/// A unified diff of two texts (what `--fix --dry-run` prints), with three lines of context, in
/// the form `git apply` and `patch` take: lines keep their own endings (a CRLF line's `\r` stays
/// in it), and a last line without one is followed by `\ No newline at end of file`.
public enum UnifiedDiff {
  public static func make(from old: String, to new: String, path: String, context: Int = 3)
    -> String
  {
    let oldLines = lines(old)
    let newLines = lines(new)
    let difference = newLines.difference(from: oldLines)
    guard !difference.isEmpty else { return "" }

    // Mark which old lines are removed and which new lines are inserted.
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // Walk both texts in step, producing (kind, text, oldIndex, newIndex) rows.
    var rows: [(kind: Character, text: String, old: Int, new: Int)] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldLines.count || newIndex < newLines.count {
      if oldIndex < oldLines.count, removed.contains(oldIndex) {
        rows.append(("-", oldLines[oldIndex], oldIndex, newIndex))
        oldIndex += 1
      } else if newIndex < newLines.count, inserted.contains(newIndex) {
        rows.append(("+", newLines[newIndex], oldIndex, newIndex))
        newIndex += 1
      } else {
        rows.append((" ", oldLines[oldIndex], oldIndex, newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }

    var text = "--- a/\(path)\n+++ b/\(path)\n"
    let changed = rows.indices.filter { rows[$0].kind != " " }
    var hunkStart = 0
    while hunkStart < changed.count {
      var hunkEnd = hunkStart
      while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context {
        hunkEnd += 1
      }
      let first = max(0, changed[hunkStart] - context)
      let last = min(rows.count - 1, changed[hunkEnd] + context)
      let hunk = rows[first...last]
      let oldCount = hunk.count { $0.kind != "+" }
      let newCount = hunk.count { $0.kind != "-" }
      let oldStart = (hunk.first?.old ?? 0) + (oldCount == 0 ? 0 : 1)
      let newStart = (hunk.first?.new ?? 0) + (newCount == 0 ? 0 : 1)
      text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for row in hunk {
        text += "\(row.kind)\(row.text)"
        if row.text.utf8.last != UInt8(ascii: "\n") { text += "\n\\ No newline at end of file\n" }
      }
      hunkStart = hunkEnd + 1
    }
    return text
  }

  /// The lines of `text` with their line feeds: a last line without one differs from the same
  /// line with one, as it does for git.
  private static func lines(_ text: String) -> [String] {
    var result: [String] = []
    var start = text.utf8.startIndex
    for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
      let end = text.utf8.index(after: index)
      result.append(String(text[start..<end]))
      start = end
    }
    if start < text.utf8.endIndex { result.append(String(text[start...])) }
    return result
  }
}
