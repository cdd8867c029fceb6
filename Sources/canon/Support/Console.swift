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
