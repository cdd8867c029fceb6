import Foundation
import SwiftSyntax

/// Lints one file: reads it, parses it once, runs every applicable rule in one walk.
struct FileLinter {
  let setup: LintSetup
  let rules: RulesByKind
  let knownRuleIDs: Set<String>

  /// What reading a file gave: its bytes, or the outcome of a file that is not linted further
  /// (too large, unreadable).
  enum Read {
    case bytes([UInt8])
    case done(FileOutcome)
  }

  func lint(_ input: LintInput) -> FileOutcome {
    switch read(input) {
    case .bytes(let bytes): return lint(input, bytes: bytes)
    case .done(let outcome): return outcome
    }
  }

  func read(_ input: LintInput) -> Read {
    read(input, FileBytes.contents(of: input, atMost: setup.maximumFileSize))
  }

  /// What reading gave, as this linter takes it.
  private func read(_ input: LintInput, _ contents: FileBytes.Read) -> Read {
    switch contents {
    case .bytes(let bytes): return .bytes(bytes)
    case .tooLarge(let size): return .done(tooLarge(input, size))
    case .unreadable:
      return .done(unreadable(input, "cannot read the file (missing or no permission)"))
    }
  }

  /// Lints a file and makes its cache key from the bytes read for it (`CacheKeys.file`), for a
  /// run whose keys were not made before linting (`CacheLookup.keysWhileLinting`).
  func lint(_ input: LintInput, keyedWith key: (FileBytes.Read) -> CacheKeys.FileKey)
    -> (outcome: FileOutcome, key: CacheKeys.FileKey)
  {
    let contents = FileBytes.contents(of: input, atMost: setup.maximumFileSize)
    let fileKey = key(contents)
    var outcome: FileOutcome
    switch read(input, contents) {
    case .bytes(let bytes): outcome = lint(input, bytes: bytes)
    case .done(let done): outcome = done
    }
    outcome.cacheKey = fileKey.key
    return (outcome, fileKey)
  }

  /// Lints a file's bytes, as `read` gave them.
  func lint(_ input: LintInput, bytes: [UInt8]) -> FileOutcome {
    if let kind = ResourceKind(path: input.path) {
      return lintResource(input, kind: kind, bytes: bytes)
    }
    if bytes.withUnsafeBufferPointer({ ByteSearch.contains(0, in: $0) }) {
      return unreadable(input, "binary file (contains NUL bytes), not Swift source")
    }
    guard let source = String(validating: bytes, as: UTF8.self) else {
      return unreadable(input, "not UTF-8 text; convert it to UTF-8 or exclude it")
    }
    return lintSwift(input, source: source)
  }

  private func lintSwift(_ input: LintInput, source: String) -> FileOutcome {
    let tree: SourceFileSyntax
    switch SourceParser.parse(source) {
    case .parsed(let parsed):
      tree = parsed
    case .tooComplex(let reason):
      return engineFinding(
        TooComplexFile.id, input, "file too complex to lint, skipped: \(reason)")
    }
    let kind = CodeKind.of(
      relativePath: input.relativePath, tree: tree, generatedGlobs: setup.generated)
    let state = FileState(path: input.path, source: source, tree: tree, kind: kind)
    let summary = SummaryBox(path: input.path, kind: kind)
    var walk = SyntaxWalk()
    SummaryCollector.subscribe(&walk, state: state, into: summary)
    // Each rule sees only the kinds of code it reads (generated files and tests are left alone
    // by most), decided here once rather than by each rule.
    for active in rules.syntax
    where active.configured.reads.contains(kind) && active.applies(to: input.relativePath) {
      active.rule.observe(
        LintedFile(
          state: state, ruleID: active.configured.id, severity: active.configured.severity,
          judges: active.configured.judges),
        with: &walk)
    }
    walk.run(over: tree)

    var outcome = FileOutcome()
    let (suppressions, unknown) = Suppressions.read(
      from: tree, source: source, lines: { state.lines }, knownIDs: knownRuleIDs)
    outcome.suppressions = suppressions
    if let check = active(InvalidSuppression.id) {
      let reporter = LintedFile(state: state, ruleID: check.id, severity: check.severity)
      for item in unknown {
        reporter.report(
          at: item.position,
          "unknown rule '\(item.id)' in suppression comment"
            + Suggestion.didYouMean(item.id, among: Array(knownRuleIDs)))
      }
    }
    summary.value.facts = state.facts
    // A package manifest declares its targets' dependencies.
    if PackageManifestModules.isManifest(input.path) {
      summary.value.declaredModules = PackageManifestModules.modules(in: tree, path: input.path)
    }
    outcome.summary = summary.value
    outcome.violations = state.violations
    if setup.recordsDeclarations {
      outcome.scopes = DeclarationScopes(tree: tree, lines: state.lines)
    }
    if !state.pending.isEmpty || !state.later.isEmpty {
      outcome.pending = PendingFile(
        path: input.path, lines: state.lines, violations: state.pending, later: state.later,
        testDoubles: state.testDoubles)
    }
    return outcome
  }

  private func lintResource(_ input: LintInput, kind: ResourceKind, bytes: [UInt8]) -> FileOutcome {
    let sink = ViolationSink()
    let text = String(validating: bytes, as: UTF8.self)
    for active in rules.resource where active.applies(to: input.relativePath) {
      guard type(of: active.rule).resourceKinds.contains(kind) else { continue }
      active.rule.check(
        LintedResource(
          path: input.path, kind: kind, text: text, ruleID: active.configured.id,
          severity: active.configured.severity, sink: sink))
    }
    var outcome = FileOutcome(violations: sink.violations)
    // An Xcode project, XcodeGen spec, podspec or Podfile tells the index which files make up
    // which module, and what each depends on.
    if DeclaredModules.isDeclaringFile(input.path) {
      var summary = FileSummary(path: input.path)
      summary.declaredModules = text.map { DeclaredModules.read($0, path: input.path) } ?? []
      outcome.summary = summary
    }
    return outcome
  }

  private func unreadable(_ input: LintInput, _ reason: String) -> FileOutcome {
    engineFinding(UnreadableFile.id, input, "unreadable file: \(reason)")
  }

  private func tooLarge(_ input: LintInput, _ size: Int) -> FileOutcome {
    engineFinding(
      TooLargeFile.id, input,
      "file too large to lint, skipped: \(FileSize.text(size)), above max-file-size "
        + "(\(FileSize.text(setup.maximumFileSize)))")
  }

  /// A finding of the engine's own at the start of a file it does not lint further.
  private func engineFinding(_ id: String, _ input: LintInput, _ message: String) -> FileOutcome {
    guard let check = active(id) else { return FileOutcome() }
    return FileOutcome(violations: [
      Violation(
        ruleID: check.id, severity: check.severity, message: message,
        location: .start(of: input.path))
    ])
  }

  private func active(_ id: String) -> ConfiguredRule? {
    setup.rules.first { $0.id == id }
  }
}
