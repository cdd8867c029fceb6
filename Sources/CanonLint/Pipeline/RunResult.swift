extension RunPlan {
  /// The run's result: `violations` less those suppressed in their files, each placed in its
  /// declaration when the run records declarations.
  func result(
    _ violations: consuming [Violation], outcomes: [FileOutcome], files: IndexedFiles,
    index: ProjectIndex, timer: inout PhaseTimer
  ) -> LintResult {
    // One problem, one rule: before suppressions, so that suppressing the rule that reports a
    // problem does not bring back another's finding of it.
    violations = DeferredFindings.drop(
      from: violations, deferrals: DeferredFindings.deferrals(of: setups.flatMap(\.rules)))
    let suppressions = Suppressions.byPath(outcomes, inputs: inputs)
    Suppressions.apply(suppressions, to: &violations)
    timer.lap("suppressions")
    // One problem, one finding: after suppressions, so that a suppressed place is not counted
    // and the finding stands at the first place left.
    violations = RepeatedFindings.merge(violations)
    if setups[0].recordsDeclarations {
      DeclarationScopes.place(&violations, scopes: outcomes, paths: inputs.map(\.path))
    }
    var result = LintResult(
      violations: violations, fileCount: inputs.count, summaries: files.summaries)
    result.suppressions = suppressions
    result.index = index
    return result
  }
}

extension Suppressions {
  /// The suppressions of each input that has some, by path.
  fileprivate static func byPath(_ outcomes: [FileOutcome], inputs: [LintInput]) -> [String:
    Suppressions]
  {
    var suppressions: [String: Suppressions] = [:]
    for file in outcomes.indices where !outcomes[file].suppressions.isEmpty {
      suppressions[inputs[file].path] = outcomes[file].suppressions
    }
    return suppressions
  }

  /// Removes the findings `suppressions` suppress.
  fileprivate static func apply(
    _ suppressions: [String: Suppressions], to violations: inout [Violation]
  ) {
    guard !suppressions.isEmpty else { return }
    violations.removeAll { violation in
      suppressions[violation.location.path]?.suppresses(
        violation.ruleID, line: violation.location.line) == true
    }
  }
}

extension DeclarationScopes {
  /// Gives each finding the declaration it is in, from its file's scopes.
  fileprivate static func place(
    _ violations: inout [Violation], scopes outcomes: [FileOutcome], paths: [String]
  ) {
    var scopes: [String: DeclarationScopes] = [:]
    for file in outcomes.indices {
      if let fileScopes = outcomes[file].scopes { scopes[paths[file]] = fileScopes }
    }
    for index in violations.indices {
      let location = violations[index].location
      violations[index].declaration = scopes[location.path]?.name(
        atLine: location.line, column: location.column)
    }
  }
}
