/// What the index settled: the run's findings so far, and, for the cache, what each file's
/// pending findings settled to and what they asked the index.
struct Settlement: Sendable {
  /// The files' own findings, then the project rules' and the pending findings', then what
  /// cached files' pending findings settled to.
  fileprivate(set) var violations: [Violation] = []
  /// What each file's pending findings settled to, by the file's index among the inputs.
  var byFile: [Int: [Violation]] = [:]
  /// What each file's conditions asked the index, when the run has a cache.
  var reads: [Int: IndexReads] = [:]
  /// Whether each file had pending findings.
  var hadPending: [Bool] = []

  /// The findings, taken out, so that changing them does not copy them.
  mutating func takeViolations() -> [Violation] {
    defer { violations = [] }
    return violations
  }
}

extension RunPlan {
  /// Settles what needs the index, on all cores: the pending findings of every file (taken out
  /// of `outcomes`), and each project rule of each configuration on its own, reporting on that
  /// configuration's files. With `recordingReads`, each file's questions to the index are noted
  /// for the cache.
  func settle(
    _ outcomes: inout [FileOutcome], files: IndexedFiles, index: ProjectIndex,
    recordingReads: Bool
  ) -> Settlement {
    var settlement = Settlement()
    settlement.hadPending = outcomes.map { $0.pending != nil }
    let pending = PendingFindings.parts(taking: &outcomes)
    // Longest first: the project rules, then the pending findings in parts that fill the gaps.
    let projectRules = fileLinters.indices.flatMap { configuration in
      fileLinters[configuration].rules.project.indices.map { ProjectJob.rule(configuration, $0) }
    }
    let jobs = projectRules + pending.map(ProjectJob.pending)
    let scope = ProjectRuleScope(self, files: files)
    let settled = ParallelMap.map(jobs) { job -> [SettledFile] in
      switch job {
      case .pending(let part):
        return part.settle(with: index, recordingReads: recordingReads)
      case .rule(let configuration, let rule):
        return [SettledFile(file: nil, violations: scope.check(rule, of: configuration, in: index))]
      }
    }
    var violations = outcomes.flatMap(\.violations)
    for part in settled {
      for found in part {
        violations += found.violations
        if let file = found.file {
          settlement.byFile[file] = found.violations
          settlement.reads[file] = found.reads
        }
      }
    }
    // What cached files' pending findings settled to, with this same index.
    for outcome in outcomes { violations += outcome.cached?.settled ?? [] }
    settlement.violations = violations
    return settlement
  }
}

/// What is settled once the index is built: a project rule, or a part of the pending findings.
private enum ProjectJob: Sendable {
  /// A configuration's project rule, by their indices.
  case rule(Int, Int)
  case pending(PendingFindings)
}

/// Which of a project rule's findings a run keeps: project rules report on any type of the
/// index.
private struct ProjectRuleScope: Sendable {
  let fileLinters: [FileLinter]
  let rulesOf: [[ConfiguredRule]]
  let linted: Set<String>
  /// Within a context, only the linted files' findings are kept: rules may skip the others.
  let reported: [FileSummary]?
  /// The configuration of each input's path, when there is more than one.
  let configurationOfPath: [String: Int]
  /// What is not app code (tests, generated files) is dropped unless the rule judges it, as the
  /// files' own findings are.
  let kinds: [String: JudgedCode]

  init(_ plan: RunPlan, files: IndexedFiles) {
    fileLinters = plan.fileLinters
    rulesOf = plan.setups.map(\.rules)
    linted = files.paths
    reported = plan.isWhole ? nil : files.summaries
    configurationOfPath =
      plan.setups.count == 1
      ? [:]
      : Dictionary(
        plan.inputs.indices.map { (plan.inputs[$0].path, plan.configurationOf[$0]) },
        uniquingKeysWith: { first, _ in first })
    kinds = Dictionary(
      files.summaries.lazy.filter { $0.kind != .production }.map { ($0.path, $0.kind) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The findings of the project rule at `rule` of the configuration at `configuration`.
  func check(_ rule: Int, of configuration: Int, in index: ProjectIndex) -> [Violation] {
    let active = fileLinters[configuration].rules.project[rule]
    let configured = active.configured
    let sink = ViolationSink()
    active.rule.check(
      LintedProject(
        index: index, ruleID: configured.id, severity: configured.severity, sink: sink,
        reported: reported, rules: rulesOf[configuration]))
    let judges = configured.judges
    return sink.violations.filter {
      linted.contains($0.location.path)
        && judges.contains(kinds[$0.location.path] ?? .production)
        && (configurationOfPath[$0.location.path] ?? 0) == configuration
    }
  }
}
