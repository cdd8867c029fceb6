import Foundation

/// Turns findings into baseline entries: the path relative to the baseline's folder, the
/// declaration the engine placed the finding in, and the text of the flagged line.
///
/// The line's text is read from the file as it is on disk after the run (after `--fix`, the fixed
/// file), or from the text given for it; each file is read once.
public struct FindingKeys {
  /// The folder of the baseline file, absolute: entry paths are relative to it.
  public let folder: String
  /// The absolute path of a finding's file, from the path it is reported under.
  private let absolutePath: (String) -> String
  /// The text of a file that is not read from disk (an editor's buffer), by absolute path.
  private let text: (String) -> String?
  private var files: [String: SourceLines] = [:]

  public init(
    folder: String, absolutePath: @escaping (String) -> String,
    text: @escaping (String) -> String? = { _ in nil }
  ) {
    self.folder = folder
    self.absolutePath = absolutePath
    self.text = text
  }

  /// Each finding as an entry of count 1, in the order given.
  public mutating func entries(for violations: [Violation]) -> [Baseline.Entry] {
    violations.map { entry(for: $0) }
  }

  public mutating func entry(for violation: Violation) -> Baseline.Entry {
    let absolute = absolutePath(violation.location.path)
    let lines = files[absolute] ?? read(absolute)
    files[absolute] = lines
    return Baseline.Entry(
      rule: violation.ruleID, path: relative(absolute), declaration: violation.declaration ?? "",
      line: Baseline.normalizedLine(lines.line(violation.location.line)))
  }

  /// A path relative to the baseline's folder, the way entries store it.
  public func relative(_ absolute: String) -> String {
    PathUtilities.relative(absolute, to: folder)
  }

  private func read(_ absolute: String) -> SourceLines {
    SourceLines(text(absolute) ?? FileBytes.contents(of: absolute).map { String(decoding: $0, as: UTF8.self) } ?? "")
  }
}

/// A file's text with where its lines start (`LineTable`), so a line is cut out when asked for
/// rather than the whole file split into lines: most files have one finding or two.
private struct SourceLines {
  let text: String
  let table: LineTable

  init(_ text: String) {
    self.text = text
    table = LineTable(text)
  }

  /// Line `number` (1-based) without its line break; empty past the end.
  func line(_ number: Int) -> Substring {
    guard let range = table.byteRange(ofLine: number) else { return "" }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
    return text[start..<end]
  }
}
