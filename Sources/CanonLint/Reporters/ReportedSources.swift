/// The lines of the files a report quotes, each file read once however many findings it has.
struct ReportedSources {
  private let read: @Sendable (String) -> String?
  private var files: [String: (text: String, table: LineTable)?] = [:]

  init(_ context: ReportContext) {
    read = context.sourceText
  }

  /// Line `number` (1-based) of the file at `path`, without its line break; `nil` when the file
  /// cannot be read or is shorter.
  mutating func line(_ number: Int, of path: String) -> Substring? {
    if files[path] == nil {
      files[path] = .some(read(path).map { ($0, LineTable($0)) })
    }
    guard let file = files[path] ?? nil, let range = file.table.byteRange(ofLine: number) else {
      return nil
    }
    let utf8 = file.text.utf8
    return file.text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
  }

  /// The lines around `number`: up to `context` before and after, with their numbers.
  mutating func snippet(around number: Int, of path: String, context: Int = 2) -> [(number: Int, text: Substring)] {
    var lines: [(Int, Substring)] = []
    for candidate in max(1, number - context)...(number + context) {
      guard let text = line(candidate, of: path) else { continue }
      lines.append((candidate, text))
    }
    return lines
  }
}
