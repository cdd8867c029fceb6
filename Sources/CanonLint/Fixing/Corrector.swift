import Foundation
import SwiftParserDiagnostics
import SwiftSyntax

/// Applies the corrections of correctable violations, safely enough for a pre-commit hook.
///
/// Edits of one pass never overlap: overlapping ones wait for the next pass, against the text
/// the first pass produced, and passes repeat until nothing is left to fix (at most
/// `maximumPasses`). Only the files that changed are linted again, within the index of the whole
/// project. A file whose fixed text has syntax errors it did not have is left untouched and
/// reported; so is a file that changed on disk while Canon worked. Files are written atomically.
public struct Corrector: Sendable {
  public let linter: Linter
  public let maximumPasses: Int

  public init(linter: Linter, maximumPasses: Int = 10) {
    self.linter = linter
    self.maximumPasses = maximumPasses
  }

  /// A file that could not be fixed, and why.
  public struct Refusal: Sendable, Equatable {
    public var path: String
    public var reason: String
  }

  /// The fixed text of one file.
  public struct FixedFile: Sendable {
    public var input: LintInput
    public var original: String
    public var fixed: String
    /// How many violations the fixes removed.
    public var fixedViolations: Int
  }

  public struct Outcome: Sendable {
    /// What is left to report after fixing (the whole project).
    public var result: LintResult
    public var files: [FixedFile]
    public var refusals: [Refusal]

    public var fixedViolationCount: Int { files.reduce(0) { $0 + $1.fixedViolations } }
  }

  /// Lints `inputs`, fixes what can be fixed in memory, and returns the new texts with what is
  /// left to report; nothing is written (see `write(_:)`).
  public func correct(_ inputs: [LintInput]) -> Outcome {
    let first = linter.lint(inputs)
    var violations = first.violations
    var summaries = Dictionary(first.summaries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let inputsByPath = Dictionary(inputs.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var originals: [String: String] = [:]
    var current: [String: String] = [:]
    var counts: [String: Int] = [:]
    var refusals: [Refusal] = []

    for _ in 0..<maximumPasses {
      let refused = Set(refusals.map(\.path))
      let fixable = Dictionary(grouping: violations.filter(\.isCorrectable)) { $0.location.path }
        .filter { path, _ in inputsByPath[path] != nil && !refused.contains(path) }
      if fixable.isEmpty { break }

      var changed: [LintInput] = []
      for (path, fileViolations) in fixable.sorted(by: { $0.key < $1.key }) {
        guard let input = inputsByPath[path] else { continue }
        guard let text = current[path] ?? Self.read(input) else {
          refusals.append(Refusal(path: path, reason: "cannot be read as UTF-8 text"))
          continue
        }
        if originals[path] == nil { originals[path] = text }
        let edits = fileViolations.flatMap { $0.corrections }.map { LineEndings.adapt($0, to: text) }
        let outcome = EditApplier.apply(edits, to: text)
        guard outcome.text != text else { continue }
        if Self.introducesSyntaxErrors(from: text, to: outcome.text) {
          refusals.append(
            Refusal(path: path, reason: "the fixes would introduce syntax errors; file left as it was"))
          current[path] = nil
          counts[path] = nil
          continue
        }
        current[path] = outcome.text
        changed.append(LintInput(path: path, relativePath: input.relativePath, content: .text(outcome.text)))
      }
      if changed.isEmpty { break }

      let context = Array(summaries.values)
      var relinted = linter.lint(changed, context: context)
      let changedPaths = Set(changed.map(\.path))
      for path in changedPaths {
        let before = violations.count { $0.location.path == path }
        let after = relinted.violations.count { $0.location.path == path }
        let fixableBefore = violations.count { $0.location.path == path && $0.isCorrectable }
        let fixableAfter = relinted.violations.count { $0.location.path == path && $0.isCorrectable }
        // A pass must leave less to fix: a rule whose fix keeps asking to be applied would
        // loop, so the file is left as it was.
        if fixableAfter >= fixableBefore {
          current[path] = nil
          counts[path] = nil
          relinted.violations.removeAll { $0.location.path == path }
          relinted.summaries.removeAll { $0.path == path }
          refusals.append(
            Refusal(path: path, reason: "the fixes do not converge (a fix keeps asking to be applied); file left as it was"))
          continue
        }
        counts[path, default: 0] += max(0, before - after)
      }
      violations.removeAll { changedPaths.contains($0.location.path) }
      violations += relinted.violations
      for summary in relinted.summaries { summaries[summary.path] = summary }
    }

    // A refused file is reported as it is on disk.
    let refusedPaths = Set(refusals.map(\.path))
    if !refusedPaths.isEmpty {
      violations.removeAll { refusedPaths.contains($0.location.path) }
      violations += first.violations.filter { refusedPaths.contains($0.location.path) }
    }
    let files = current.keys.sorted().compactMap { path -> FixedFile? in
      guard let input = inputsByPath[path], let original = originals[path], let fixed = current[path],
        fixed != original
      else { return nil }
      return FixedFile(input: input, original: original, fixed: fixed, fixedViolations: counts[path] ?? 0)
    }
    return Outcome(
      result: LintResult(violations: violations, fileCount: first.fileCount, summaries: Array(summaries.values)),
      files: files, refusals: refusals)
  }

  /// Writes the fixed files; a file that changed on disk since it was read is not overwritten.
  public func write(_ files: [FixedFile]) -> [Refusal] {
    var refusals: [Refusal] = []
    for file in files {
      guard case .file(let path) = file.input.content else { continue }
      do {
        try AtomicFile.replace(path, expecting: file.original, with: file.fixed)
      } catch let error as AtomicFile.Failure {
        refusals.append(Refusal(path: file.input.path, reason: error.description))
      } catch {
        refusals.append(Refusal(path: file.input.path, reason: "\(error)"))
      }
    }
    return refusals
  }

  static func read(_ input: LintInput) -> String? {
    switch input.content {
    case .text(let text):
      return text
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      return String(validating: [UInt8](data), as: UTF8.self)
    }
  }

  /// Whether `fixed` parses worse than `original` did.
  static func introducesSyntaxErrors(from original: String, to fixed: String) -> Bool {
    // Through the engine's one parse, on a large stack: a fix must not make a file too deep.
    LargeStack.run {
      guard case .parsed(let after) = SourceParser.parse(fixed) else { return true }
      guard after.hasError else { return false }
      guard case .parsed(let before) = SourceParser.parse(original) else { return true }
      return !before.hasError || errorCount(after) > errorCount(before)
    }
  }

  private static func errorCount(_ tree: SourceFileSyntax) -> Int {
    ParseDiagnosticsGenerator.diagnostics(for: tree).count
  }
}
