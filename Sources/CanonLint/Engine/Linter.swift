import Dispatch
import Foundation

/// Runs the configured rules over a set of files.
///
/// Each file is read and parsed once, on all cores; its tree is walked once for every syntax rule
/// and dropped, leaving a compact summary. Once all files are done, the project index is built
/// from the summaries, findings that depend on it are settled, and project rules run.
public struct Linter: Sendable {
  public let setup: LintSetup
  /// Every rule id the registry knows, to tell a misspelt suppression from a rule that is off.
  public let knownRuleIDs: Set<String>

  public init(setup: LintSetup, knownRuleIDs: Set<String>) {
    self.setup = setup
    self.knownRuleIDs = knownRuleIDs
  }

  /// Lints `inputs`. `context` holds the summaries of the project's other files, so that a few
  /// files can be linted again within the whole project; only violations in `inputs` are returned.
  ///
  /// With a `cache`, a file whose bytes, paths and configuration the cache knows is not parsed:
  /// its summary and findings are taken from the cache, and the run stores what it linted. A run
  /// the cache knows whole is answered with its findings and no summaries, unless
  /// `needsSummaries` (a graph draws from them).
  public func lint(
    _ inputs: [LintInput], context: [FileSummary] = [], cache: LintCache? = nil,
    needsSummaries: Bool = false
  ) -> LintResult {
    lint(inputs, base: nil, context: context, cache: cache, needsSummaries: needsSummaries)
  }

  /// Lints `inputs` within `index`, the project's index from an earlier run (`LintResult.index`)
  /// in which the inputs' files may have other summaries (or none yet), and the files at
  /// `removed` paths are gone. Finds what `lint(_:context:)` with the other files' summaries
  /// finds, and the index is brought up to date for the changed files rather than made again:
  /// the result's `index` is the one to lint within next time (an editor's next edit).
  public func lint(
    _ inputs: [LintInput], within index: ProjectIndex, removing removed: Set<String> = []
  ) -> LintResult {
    lint(inputs, base: (index, removed), context: [], cache: nil, needsSummaries: false)
  }

  private func lint(
    _ inputs: [LintInput], base: (index: ProjectIndex, removed: Set<String>)?,
    context: [FileSummary], cache: LintCache?, needsSummaries: Bool
  ) -> LintResult {
    // Whether every file of the project is among the inputs.
    let isWhole = context.isEmpty && base == nil
    var timer = PhaseTimer()
    // One file linter per configuration: the root's, then each folder's with its own `.canon.yml`.
    let setups =
      [setup]
      + setup.folders.map { folder in
        var refined = folder.setup
        refined.recordsDeclarations = setup.recordsDeclarations
        return refined
      }
    let fileLinters = setups.map {
      FileLinter(setup: $0, rules: RulesByKind($0.rules), knownRuleIDs: knownRuleIDs)
    }
    let configurationOf = inputs.map { setup.folderIndex(of: $0.relativePath).map { $0 + 1 } ?? 0 }
    let fingerprints = cache == nil ? [] : setups.map { $0.fingerprint(knownRuleIDs: knownRuleIDs) }
    let factKey = ([cache?.engine ?? ""] + fingerprints).joined(separator: " ")
    var lookup = CacheLookup()
    if let cache {
      lookup = CacheLookup(
        inputs, in: cache, configurations: fingerprints,
        maximumFileSizes: setups.map(\.maximumFileSize), configurationOf: configurationOf,
        factKey: factKey, whole: isWhole && !needsSummaries)
      timer.lap("cache: lookup")
      // A run over the same bytes with the same configuration finds the same: answered whole.
      if let run = lookup.run {
        var result = LintResult(
          violations: run.violations, fileCount: inputs.count, lintedFiles: run.lintedFiles)
        result.cache = CacheStatistics(hits: inputs.count, misses: 0, relinted: 0)
        cache.store([], factRules: nil, used: lookup.runKey.map { [$0] } ?? [])
        return result
      }
    }
    // The cores are the files' now.
    cache?.stopPreparing()
    let found = lookup
    let keyed = ParallelMap.map(inputs, order: Self.largestFirst(inputs)) {
      index, input -> (outcome: FileOutcome, key: CacheKeys.FileKey?) in
      let linter = fileLinters[configurationOf[index]]
      if let cache, found.keysWhileLinting {
        return linter.lint(input) { contents in
          CacheKeys.file(
            engine: cache.engine, configuration: fingerprints[configurationOf[index]],
            input: input, contents: contents)
        }
      }
      guard let key = found.key(of: index) else { return (linter.lint(input), nil) }
      return (linter.lint(input, key: key, cached: found.entries[key]), nil)
    }
    var outcomes = keyed.map(\.outcome)
    if let cache, lookup.keysWhileLinting {
      let keys = keyed.compactMap(\.key)
      lookup.keys = keys.map(\.key)
      if isWhole, !needsSummaries {
        lookup.runKey = CacheKeys.run(
          engine: cache.engine, configurations: fingerprints, contents: keys.map(\.content))
      }
    }
    timer.lap("files")
    let summaries = outcomes.compactMap(\.summary)
    let linted = Set(inputs.map(\.path))
    let indexed = base != nil ? [] : summaries + context.filter { !linted.contains($0.path) }
    let patterns = setup.rolePatterns
    let factReads = cache.map { _ in FactReads() }
    // Every configuration's: the cache asks a cached file's questions again with this index.
    let questions = IndexQuestions(rules: setups.flatMap(\.rules))
    // While the index is built (which leaves cores idle part of the time), another thread writes
    // the part of each cache entry linting decided and hashes the summaries for the index
    // fingerprint.
    let linting = outcomes
    let prepared = cache.map { cache in
      BackgroundWork {
        PreparedEntries(outcomes: linting, indexed: indexed, arena: cache.entryArena)
      }
    }
    // On a large stack: roles are resolved up chains of supertypes, recursively, and a debug
    // build takes tens of kilobytes a level.
    let index = LargeStack.run {
      guard let base else {
        return ProjectIndex(
          files: indexed, rolePatterns: patterns, factReads: factReads, questions: questions)
      }
      // A linted file that has no summary (unreadable, too large) leaves the index, as it is
      // left out of `indexed`.
      let gone = linted.subtracting(summaries.map(\.path))
      return base.index.updating(
        with: summaries, removing: base.removed.union(gone), factReads: factReads,
        questions: questions)
    }
    timer.lap("index")
    var answers = cache.map { _ in IndexAnswers(index) }
    let factRules = lookup.factRules
    // Made here only when some file came from the cache, to tell whether its pending findings
    // still hold; else once, when the entries are stored.
    var indexFingerprint: String?
    var relinted = 0
    if let answers, outcomes.contains(where: { $0.cached != nil }) {
      let fingerprint = CacheKeys.index(
        indexed, factRules: factRules, declarations: prepared?.wait().declarations)
      indexFingerprint = fingerprint
      timer.lap("cache: index fingerprint")
      // A cached file's pending findings were settled with another index, and some question
      // they asked it has another answer now: they are found again by linting the file, since
      // their conditions could not be stored.
      let cached = outcomes.indices.filter { outcomes[$0].cached != nil }
      let found = outcomes
      let settledStill = ParallelMap.map(cached) { file in
        found[file].cached.map { $0.isSettled(with: fingerprint, answers: answers) } ?? true
      }
      let stale = zip(cached, settledStill).filter { !$0.1 }.map(\.0)
      let relintedOutcomes = ParallelMap.map(stale) { index in
        fileLinters[configurationOf[index]].lint(inputs[index])
      }
      relinted = stale.count
      for (file, outcome) in zip(stale, relintedOutcomes) {
        let key = outcomes[file].cacheKey
        outcomes[file] = outcome
        outcomes[file].cacheKey = key
      }
      timer.lap("cache: stale")
      timer.count("cache: files linted again", relinted)
    }

    // What needs the index is settled on all cores: the pending findings of every file, and
    // each project rule of each configuration on its own, reporting on that configuration's files.
    let configurationOfPath: [String: Int] =
      setups.count == 1
      ? [:]
      : Dictionary(
        inputs.indices.map { (inputs[$0].path, configurationOf[$0]) },
        uniquingKeysWith: { first, _ in first })
    // Project rules report on any type of the index: what is not app code (tests, generated
    // files) is dropped unless the rule judges it, as the files' own findings are.
    let kinds = Dictionary(
      summaries.lazy.filter { $0.kind != .production }.map { ($0.path, $0.kind) },
      uniquingKeysWith: { first, _ in first })
    let hadPending = outcomes.map { $0.pending != nil }
    let pending = PendingFindings.parts(taking: &outcomes)
    // Longest first: the project rules, then the pending findings in parts that fill the gaps.
    let projectRules = fileLinters.indices.flatMap { configuration in
      fileLinters[configuration].rules.project.indices.map { ProjectJob.rule(configuration, $0) }
    }
    let jobs = projectRules + pending.map(ProjectJob.pending)
    // Within a context, only the linted files' findings are kept: rules may skip the others.
    let reported: [FileSummary]? = isWhole ? nil : summaries
    let rulesOf = setups.map(\.rules)
    let settled = ParallelMap.map(jobs) { job -> [SettledFile] in
      switch job {
      case .pending(let part):
        return part.settle(with: index, recordingReads: cache != nil)
      case .rule(let configuration, let rule):
        let active = fileLinters[configuration].rules.project[rule]
        let configured = active.configured
        let sink = ViolationSink()
        active.rule.check(
          LintedProject(
            index: index, ruleID: configured.id, severity: configured.severity, sink: sink,
            reported: reported, rules: rulesOf[configuration]))
        let judges = configured.judges
        let kept = sink.violations.filter {
          linted.contains($0.location.path)
            && judges.contains(kinds[$0.location.path] ?? .production)
            && (configurationOfPath[$0.location.path] ?? 0) == configuration
        }
        return [SettledFile(file: nil, violations: kept)]
      }
    }
    var violations = outcomes.flatMap(\.violations)
    var settledByFile: [Int: [Violation]] = [:]
    var readsByFile: [Int: IndexReads] = [:]
    for part in settled {
      for found in part {
        violations += found.violations
        if let file = found.file {
          settledByFile[file] = found.violations
          readsByFile[file] = found.reads
        }
      }
    }
    // What cached files' pending findings settled to, with this same index.
    for outcome in outcomes { violations += outcome.cached?.settled ?? [] }
    timer.lap("project")

    // One problem, one rule: before suppressions, so that suppressing the rule that reports a
    // problem does not bring back another's finding of it.
    violations = DeferredFindings.drop(
      from: violations, deferrals: DeferredFindings.deferrals(of: setups.flatMap(\.rules)))
    var suppressions: [String: Suppressions] = [:]
    for file in outcomes.indices where !outcomes[file].suppressions.isEmpty {
      suppressions[inputs[file].path] = outcomes[file].suppressions
    }
    if !suppressions.isEmpty {
      violations.removeAll { violation in
        suppressions[violation.location.path]?.suppresses(
          violation.ruleID, line: violation.location.line) == true
      }
    }
    timer.lap("suppressions")
    // One problem, one finding: after suppressions, so that a suppressed place is not counted
    // and the finding stands at the first place left.
    violations = RepeatedFindings.merge(violations)
    if setup.recordsDeclarations {
      Self.placeInDeclarations(&violations, scopes: outcomes, paths: inputs.map(\.path))
    }
    var result = LintResult(violations: violations, fileCount: inputs.count, summaries: summaries)
    result.suppressions = suppressions
    result.index = index
    if let cache, let answers = answers.take() {
      // The rules whose facts conditions read, with those learnt in this run. Entries are stored
      // with the fingerprint over all of them: what they settled to read no other facts.
      let learnt = factRules.union(factReads?.read ?? [])
      let made = learnt == factRules ? indexFingerprint : nil
      timer.lap("results")
      let early = prepared?.wait()
      timer.lap("cache: prepared entries (waited for)")
      let fingerprint =
        made ?? CacheKeys.index(indexed, factRules: learnt, declarations: early?.declarations)
      timer.lap("cache: index fingerprint")
      result.cache = CacheWriter.store(
        outcomes, hadPending: hadPending, settled: settledByFile, reads: readsByFile,
        answers: answers, index: fingerprint,
        factRules: (factKey, learnt), relinted: relinted,
        run: lookup.runKey.map {
          ($0, CachedRun(violations: result.violations, lintedFiles: result.lintedFiles))
        },
        prepared: early, in: cache, timer: &timer)
      // What only the cache needed: each file's questions, their answers, the prepared parts.
      Discard.inBackground(
        (
          consume answers, consume readsByFile, consume settledByFile, consume prepared,
          consume early
        ))
    }
    return result
  }
}

extension Linter {
  /// The inputs' indices, largest file first: each core takes the next file when it is done with
  /// one, so a large file taken last would leave the other core idle while it is parsed alone
  /// (a 1 MB generated file takes longer than a hundred ordinary ones).
  fileprivate static func largestFirst(_ inputs: [LintInput]) -> [Int] {
    let sizes = inputs.map { input -> Int in
      switch input.content {
      case .text(let text): return text.utf8.count
      case .file(let path): return FileBytes.size(of: path)
      }
    }
    return inputs.indices.sorted { sizes[$0] > sizes[$1] }
  }

  /// Gives each finding the declaration it is in, from its file's scopes.
  fileprivate static func placeInDeclarations(
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

/// What is settled once the index is built: a project rule, or a part of the pending findings.
private enum ProjectJob: Sendable {
  /// A configuration's project rule, by their indices.
  case rule(Int, Int)
  case pending(PendingFindings)
}

/// Some files' findings that wait for the index. They are settled in parts on all cores, and a
/// part is released where it is settled: tens of thousands of conditions and their captures,
/// whose release was a serial pause when it came with the outcomes'.
private final class PendingFindings: @unchecked Sendable {
  // Only the job that settles this part touches it. One array per file, as the file left it:
  // taking an array from an outcome is a pointer move, where concatenating copied every finding.
  private var findings: [(file: Int, pending: PendingFile)]

  private init(_ findings: [(file: Int, pending: PendingFile)]) {
    self.findings = findings
  }

  /// The outcomes' pending findings, taken out of them, in `count` parts.
  static func parts(taking outcomes: inout [FileOutcome], count: Int = 4) -> [PendingFindings] {
    let size = Swift.max(1, (outcomes.count + count - 1) / count)
    return stride(from: 0, to: outcomes.count, by: size).map { start in
      var findings: [(file: Int, pending: PendingFile)] = []
      findings.reserveCapacity(size)
      for file in start..<Swift.min(start + size, outcomes.count) {
        guard let pending = outcomes[file].pending else { continue }
        findings.append((file, pending))
        outcomes[file].pending = nil
      }
      return PendingFindings(findings)
    }
  }

  /// The findings whose condition holds, by file; a part is settled once. With
  /// `recordingReads`, each file's questions to the index are noted for the cache.
  func settle(with index: ProjectIndex, recordingReads: Bool) -> [SettledFile] {
    defer { findings = [] }
    var settled: [SettledFile] = []
    settled.reserveCapacity(findings.count)
    for (position, file) in findings {
      var found: [Violation] = []
      let settle = {
        // By index: `for finding in file` copies each finding, retaining its strings and closure.
        for finding in file.violations.indices where file.violations[finding].condition(index) {
          found.append(file.violation(at: finding))
        }
        for check in file.later.indices {
          found += file.laterViolations(at: check, with: index)
        }
      }
      var reads: IndexReads?
      if recordingReads {
        let recorder = IndexReads()
        IndexReads.recording(into: recorder, settle)
        reads = recorder
      } else {
        settle()
      }
      settled.append(SettledFile(file: position, violations: found, reads: reads))
    }
    return settled
  }
}

/// What a file's pending findings settled to (`file` is its index among the inputs), or a
/// project rule's findings (`file` is `nil`).
struct SettledFile: Sendable {
  var file: Int?
  var violations: [Violation]
  /// What the file's conditions asked the index, when the run has a cache.
  var reads: IndexReads?
}

/// The configured rules sorted by kind once, rather than cast for every file.
struct RulesByKind: Sendable {
  var syntax: [ActiveRule<any SyntaxRule>] = []
  var resource: [ActiveRule<any ResourceRule>] = []
  var project: [ActiveRule<any ProjectRule>] = []

  init(_ rules: [ConfiguredRule]) {
    for configured in rules {
      if let rule = configured.rule.asSyntaxRule { syntax.append(ActiveRule(configured, rule)) }
      if let rule = configured.rule.asResourceRule { resource.append(ActiveRule(configured, rule)) }
      if let rule = configured.rule.asProjectRule { project.append(ActiveRule(configured, rule)) }
    }
  }
}

/// A configured rule as the protocol of its kind, held by reference: the engine goes through
/// every syntax rule for every file, and copying a rule with its options and path filters each
/// time was measurable.
final class ActiveRule<Kind: Sendable>: Sendable {
  let configured: ConfiguredRule
  let rule: Kind
  /// Whether the rule applies to every file, so the path filter need not be asked.
  let appliesEverywhere: Bool

  init(_ configured: ConfiguredRule, _ rule: Kind) {
    self.configured = configured
    self.rule = rule
    appliesEverywhere = configured.paths == .everything
  }

  func applies(to relativePath: String) -> Bool {
    appliesEverywhere || configured.paths.contains(relativePath)
  }
}

/// Maps over an array on all cores, keeping the order of results.
enum ParallelMap {
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
  ) -> [Output] {
    map(inputs, order: nil) { _, input in transform(input) }
  }

  /// Maps over an array on all cores, taking the inputs in `order` (indices; default: as they
  /// are) and keeping the results in the inputs' order.
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], order: [Int]?, _ transform: @escaping @Sendable (Int, Input) -> Output
  ) -> [Output] {
    let results = ResultSlots<Output>(count: inputs.count)
    // On threads of our own rather than Dispatch's: their stacks hold what the deepest file
    // `SourceParser` lets through needs, in debug builds too.
    LargeStack.concurrentPerform(
      iterations: inputs.count, workers: ProcessInfo.processInfo.activeProcessorCount
    ) { step in
      let index = order?[step] ?? step
      results.store(transform(index, inputs[index]), at: index)
    }
    return results.values
  }
}

/// Slots written by distinct iterations of `concurrentPerform`, each exactly once.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Value] { slots.map { $0! } }
}
