import CanonLint
import Foundation

/// What the command line says to a person. Names of files and folders come from the repository,
/// so every line has its control characters escaped (`TerminalText`): a name cannot retitle the
/// terminal or clear its screen.
enum Console {
  /// On standard error, so that a report on standard output stays machine-readable.
  static func note(_ text: String) {
    FileHandle.standardError.write(Data((TerminalText.escaped(text) + "\n").utf8))
  }

  /// On standard output: what a command prints as its answer (`canon roles`, a baseline report).
  static func out(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((TerminalText.escaped(text) + terminator).utf8))
  }
}

/// Counts as a person reads them: "1 finding", "1,359 files".
enum Count {
  static func of(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// Thousands separated by commas, whatever the locale (CI logs are compared across machines).
  static func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (count < 0 ? "-" : "") + result
  }
}
