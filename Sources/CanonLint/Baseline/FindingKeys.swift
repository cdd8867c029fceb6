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
  private var lines: [String: [Substring]] = [:]

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
    let fileLines = lines[absolute] ?? read(absolute)
    lines[absolute] = fileLines
    let line = violation.location.line
    let text = line >= 1 && line <= fileLines.count ? fileLines[line - 1] : ""
    return Baseline.Entry(
      rule: violation.ruleID, path: relative(absolute), declaration: violation.declaration ?? "",
      line: Baseline.normalizedLine(text))
  }

  /// A path relative to the baseline's folder, the way entries store it.
  public func relative(_ absolute: String) -> String {
    PathUtilities.relative(absolute, to: folder)
  }

  private func read(_ absolute: String) -> [Substring] {
    let contents =
      text(absolute)
      ?? FileBytes.contents(of: absolute).map { String(decoding: $0, as: UTF8.self) }
      ?? ""
    return contents.split(separator: "\n", omittingEmptySubsequences: false)
  }
}
