/// What a run is before any file is read: one file linter per configuration (the root's, then
/// each folder's with its own `.canon.yml`), and the configuration each input takes.
struct RunPlan: Sendable {
  let inputs: [LintInput]
  let setups: [LintSetup]
  let fileLinters: [FileLinter]
  /// Each input's configuration, by its index in `setups`.
  let configurationOf: [Int]
  /// Whether every file of the project is among the inputs.
  let isWhole: Bool

  init(_ setup: LintSetup, knownRuleIDs: Set<String>, inputs: [LintInput], isWhole: Bool) {
    self.inputs = inputs
    self.isWhole = isWhole
    setups =
      [setup]
      + setup.folders.map { folder in
        var refined = folder.setup
        refined.recordsDeclarations = setup.recordsDeclarations
        return refined
      }
    fileLinters = setups.map {
      FileLinter(setup: $0, rules: RulesByKind($0.rules), knownRuleIDs: knownRuleIDs)
    }
    configurationOf = inputs.map { setup.folderIndex(of: $0.relativePath).map { $0 + 1 } ?? 0 }
  }

  /// The file linter of the input at `index`.
  func linter(of index: Int) -> FileLinter {
    fileLinters[configurationOf[index]]
  }
}
