/// The files a run linted, as the project index sees them.
struct IndexedFiles: Sendable {
  /// The summaries of the linted files; a file that could not be read or was too large has none.
  let summaries: [FileSummary]
  /// The inputs' paths.
  let paths: Set<String>
  /// What a new index is built from: the summaries, with the context's other files. Empty when
  /// an earlier index is brought up to date instead.
  let indexed: [FileSummary]

  init(_ outcomes: [FileOutcome], inputs: [LintInput], context: [FileSummary], updating: Bool) {
    summaries = outcomes.compactMap(\.summary)
    let paths = Set(inputs.map(\.path))
    self.paths = paths
    indexed = updating ? [] : summaries + context.filter { !paths.contains($0.path) }
  }

  /// The project index: built from `indexed`, or `base` brought up to date for these files and
  /// the removed ones. `rules` are every configuration's: the cache asks a cached file's
  /// questions again with this index.
  func index(
    within base: Linter.BaseIndex?, rolePatterns: RolePatterns, rules: [ConfiguredRule],
    factReads: FactReads?
  ) -> ProjectIndex {
    let questions = IndexQuestions(rules: rules)
    // On a large stack: roles are resolved up chains of supertypes, recursively, and a debug
    // build takes tens of kilobytes a level.
    return LargeStack.run {
      guard let base else {
        return ProjectIndex(
          files: indexed, rolePatterns: rolePatterns, factReads: factReads, questions: questions)
      }
      // A linted file that has no summary (unreadable, too large) leaves the index, as it is
      // left out of `indexed`.
      let gone = paths.subtracting(summaries.map(\.path))
      return base.index.updating(
        with: summaries, removing: base.removed.union(gone), factReads: factReads,
        questions: questions)
    }
  }
}
