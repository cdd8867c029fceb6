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
  /// Which correctable violations to fix (review mode: those on changed lines); the others are
  /// reported as they are.
  public var shouldFix: @Sendable (Violation) -> Bool

  public init(
    linter: Linter, maximumPasses: Int = 10,
    shouldFix: @escaping @Sendable (Violation) -> Bool = { _ in true }
  ) {
    self.linter = linter
    self.maximumPasses = maximumPasses
    self.shouldFix = shouldFix
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
    /// The file as it was read, when it was read from disk: it is replaced only while it still is.
    public var snapshot: FileSnapshot?
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
    // The corrections are byte ranges of the text the linter reads: a file that changes between
    // that read and the corrector's would get them at the wrong places. A stat before the lint
    // tells: the file read for fixing must still be the one stat saw.
    var statted: [String: FileSnapshot] = [:]
    for input in inputs {
      if case .file(let path) = input.content, let snapshot = FileSnapshot.of(path) {
        statted[input.path] = snapshot
      }
    }
    let first = linter.lint(inputs)
    var passes = FixPasses(first: first, inputs: inputs, statted: statted)
    for _ in 0..<maximumPasses {
      let fixable = passes.fixable(shouldFix)
      if fixable.isEmpty { break }
      let changed = passes.apply(fixable)
      if changed.isEmpty { break }
      passes.take(linter.lint(changed, context: Array(passes.summaries.values)), of: changed)
    }
    return passes.outcome(first: first)
  }

  /// Writes the fixed files; a file that changed on disk since it was read is not overwritten,
  /// nor a read-only one unless `force`. Symbolic links are followed to files inside the
  /// project's root folder.
  public func write(_ files: [FixedFile], force: Bool = false) -> [Refusal] {
    var refusals: [Refusal] = []
    let policy = AtomicFile.Policy(force: force, root: linter.setup.rootDirectory)
    for file in files {
      guard case .file(let path) = file.input.content else { continue }
      do {
        try AtomicFile.replace(
          path, expecting: file.original, snapshot: file.snapshot, with: file.fixed, policy: policy)
      } catch let error as AtomicFile.Failure {
        refusals.append(Refusal(path: file.input.path, reason: error.description))
      } catch {
        refusals.append(Refusal(path: file.input.path, reason: "\(error)"))
      }
    }
    return refusals
  }

  /// The text of `input`, and what the file was when read from disk.
  static func read(_ input: LintInput) -> (String, FileSnapshot?)? {
    switch input.content {
    case .text(let text):
      return (text, nil)
    case .file(let path):
      guard let (bytes, snapshot) = FileSnapshot.read(path),
        let text = String(validating: bytes, as: UTF8.self)
      else { return nil }
      return (text, snapshot)
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
