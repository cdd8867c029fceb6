import CanonLint
import Foundation

/// The lines a change touched, from `git diff`: what review mode reports on.
struct ChangedLines {
  /// Changed line numbers by absolute path; a file git did not know at `base` is all new.
  private var lines: [String: Set<Int>] = [:]
  private var newFiles: Set<String> = []

  /// The lines changed since `base` (a commit, branch or tag) in the work tree at `directory`.
  static func since(_ base: String, in directory: String) throws -> ChangedLines {
    let top = try git(["rev-parse", "--show-toplevel"], in: directory)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var changed = ChangedLines()
    let commit = try revision(base, in: top)
    // The prefixes are given, so that `diff.noprefix` or `diff.mnemonicPrefix` in the user's
    // configuration cannot change them; names are read by their bytes (`DiffHeaderName`), as git
    // quotes those with quotes, control characters or non-ASCII bytes.
    let diff = try gitBytes(
      [
        "diff", "--unified=0", "--no-color", "--no-ext-diff", "--src-prefix=a/", "--dst-prefix=b/",
        commit, "--",
      ], in: top)
    var file: String?
    for line in diff.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if line.starts(with: Array("+++ ".utf8)) {
        file = DiffHeaderName.newPath(line.dropFirst(4)).map { top + "/" + $0 }
      } else if line.starts(with: Array("@@".utf8)), let file,
        let range = addedRange(String(decoding: line, as: UTF8.self))
      {
        changed.lines[file, default: []].formUnion(range)
      }
    }
    // NUL-separated: no quoting at all.
    let untracked = try gitBytes(["ls-files", "--others", "--exclude-standard", "-z"], in: top)
    for name in untracked.split(separator: 0) {
      changed.newFiles.insert(top + "/" + String(decoding: name, as: UTF8.self))
    }
    return changed
  }

  func contains(path: String, line: Int) -> Bool {
    newFiles.contains(path) || lines[path]?.contains(line) == true
  }

  /// `@@ -a,b +c,d @@` gives lines c..<c+d (d defaults to 1; 0 means a pure deletion).
  static func addedRange(_ header: String) -> Range<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else {
      return nil
    }
    let parts = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
    guard let start = parts.first else { return nil }
    let count = parts.count > 1 ? parts[1] : 1
    return start..<(start + count)
  }

  /// The commit `base` names. Resolved after `--end-of-options`, so that user input never
  /// becomes an option of git (`--changed-since=--output=FILE` would have written FILE).
  static func revision(_ base: String, in directory: String) throws -> String {
    guard let result = Subprocess.run([
      "git", "-C", directory, "rev-parse", "--verify", "--quiet", "--end-of-options",
      base + "^{commit}",
    ]) else {
      throw CanonFailure.usage("review mode needs git, which could not be started")
    }
    let commit = String(decoding: result.output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard result.status == 0, !commit.isEmpty, commit.allSatisfy(\.isHexDigit) else {
      throw CanonFailure.usage("--changed-since: '\(base)' is not a commit of this repository")
    }
    return commit
  }

  private static func git(_ arguments: [String], in directory: String) throws -> String {
    String(decoding: try gitBytes(arguments, in: directory), as: UTF8.self)
  }

  private static func gitBytes(_ arguments: [String], in directory: String) throws -> [UInt8] {
    guard let result = Subprocess.run(["git", "-C", directory] + arguments) else {
      throw CanonFailure.usage("review mode needs git, which could not be started")
    }
    guard result.status == 0 else {
      throw CanonFailure.usage(
        "git \(arguments.joined(separator: " ")) failed: "
          + String(decoding: result.errors, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.output
  }
}
