/// What the cache keeps of a whole run: what it found and which Swift files it linted.
struct CachedRun: Sendable {
  var violations: [Violation]
  var lintedFiles: [String]
}

/// What the cache keeps of one linted file: all the engine needs to take the file as linted
/// without reading its syntax again.
struct CacheEntry: Sendable {
  var summary: FileSummary?
  /// The findings that need nothing but the file.
  var violations: [Violation]
  var suppressions: Suppressions
  /// The file's declarations, when the run records them (a baseline is in use).
  var scopes: DeclarationScopes?
  /// Whether the file left findings pending until the index was built. Their conditions are
  /// closures, which cannot be stored: what they settled to is kept instead, with the index
  /// they were settled with.
  var hasPending: Bool
  /// The index fingerprint (`CacheKeys.index`) the pending findings were settled with.
  var settledWith: String?
  /// The pending findings that stood with that index.
  var settled: [Violation]
  /// The questions the pending findings asked the index, with its answers then: while each has
  /// the same answer, the findings stand with another index too. `nil` when they read the index
  /// as a whole.
  var reads: [(query: IndexQuery, answer: AnswerHash)]?

  /// - Parameter hasPending: whether linting the file left findings pending (they were taken
  ///   out of `outcome` to be settled).
  init(
    outcome: FileOutcome, hasPending: Bool, settledWith index: String, settled: [Violation],
    reads: [(query: IndexQuery, answer: AnswerHash)]?
  ) {
    summary = outcome.summary
    violations = outcome.violations
    suppressions = outcome.suppressions
    scopes = outcome.scopes
    self.hasPending = hasPending
    settledWith = hasPending ? index : nil
    self.settled = settled
    self.reads = hasPending ? reads : nil
  }

  /// The outcome as linting gave it, without its pending findings.
  var outcome: FileOutcome {
    FileOutcome(
      summary: summary, violations: violations, pending: nil, suppressions: suppressions,
      scopes: scopes)
  }

  /// Whether what the pending findings settled to still holds with the index `fingerprint`,
  /// whose answers are `answers`.
  func isSettled(with fingerprint: String, answers: IndexAnswers) -> Bool {
    !hasPending || settledWith == fingerprint || reads.map(answers.agree(with:)) == true
  }
}
