import ArgumentParser
import CanonLint
import Foundation

/// `canon lint`: checks files against the configured presets.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check Swift files against the team's standards.",
    discussion: """
      Reads .canon.yml from the current folder (or --config). Exit status: 0 when no \
      error-severity violation is found, 1 when one is (with --strict, warnings count too), \
      2 for bad usage or configuration, 3 for an internal failure.
      """)

  @OptionGroup var options: LintOptions

  @Flag(help: "Apply the fixes of correctable violations, then report what is left.")
  var fix = false

  func run() throws {
    try LintRun(options: options, fix: fix).run()
  }
}

/// `canon fix`: `canon lint --fix`.
struct FixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fix",
    abstract: "Fix correctable violations, then report what is left (same as lint --fix).")

  @OptionGroup var options: LintOptions

  func run() throws {
    try LintRun(options: options, fix: true).run()
  }
}

/// One lint run, with or without fixing, from options to reports and exit status.
struct LintRun {
  var options: LintOptions
  var fix: Bool

  func run() throws {
    if options.dryRun && !fix {
      throw CanonFailure.usage("--dry-run goes with --fix")
    }
    if options.unsafeFixes && !fix {
      throw CanonFailure.usage("--unsafe-fixes goes with --fix")
    }
    if options.force && !fix {
      throw CanonFailure.usage("--force goes with --fix")
    }
    // The statistics take the default report's place on standard output.
    var outputs = try options.reporters.isEmpty
      ? (options.statistics ? [] : [ReportOutput(reporter: XcodeReporter(), file: nil)])
      : options.reporters.map(ReportOutput.parse)
    let started = ContinuousClock.now
    // The diff of a dry run owns standard output, so that it applies as it is: reports without a
    // file go to standard error instead of between its hunks.
    if fix && options.dryRun {
      for index in outputs.indices { outputs[index].toStandardError = true }
    }
    var timer = PhaseTimer()
    // Fixing lints again what it changed, within the project: it does without the cache.
    let cache = fix ? nil : CacheInBackground(options.cache)
    // An error before the reports: the cache is closed before the process exits.
    var closing: BackgroundWork<Void>?
    defer { (closing ?? cache?.close())?.wait() }
    var session = try options.project.session()
    if !options.onlyRules.isEmpty {
      try session.keepOnly(options.onlyRules)
    }
    let baseline = try BaselineUse.path(option: options.baseline, setup: session.setup)
      .map(BaselineUse.load)
    // Code Quality fingerprints match findings as the baseline does: by their declaration.
    if baseline != nil || outputs.contains(where: { $0.reporter is CodeClimateReporter }) {
      session.setup.recordsDeclarations = true
    }
    if baseline != nil {
      session.setup.recordsDeclarations = true
    } else if options.strictBaseline {
      throw CanonFailure.usage("--strict-baseline needs a baseline: --baseline FILE or `baseline:` in .canon.yml")
    }
    timer.lap("configuration and discovery")

    // The markdown and html reports draw the layers when `layer-dependencies` runs, from the
    // files' summaries: a run answered whole from the cache has none.
    let drawsLayers =
      outputs.contains { $0.reporter is MarkdownReporter || $0.reporter is HTMLReporter }
      && ProjectGraph.layerRule(of: session) != nil
    // With no configuration, the run ends by saying which presets the app looks like.
    let orienting = session.configurationPath == nil && !options.quiet && !fix
    var result =
      fix
      ? try fixFiles(session)
      : session.lint(cache: cache?.cache, needsSummaries: drawsLayers || orienting)
    closing = cache?.close()
    if let baseline {
      result = baseline.compare(result, session: session)
    }
    if let base = options.changedSince {
      result = try reviewed(result, since: base, session: session)
    }
    let context = ReportContext(
      rules: session.setup.rules.map { type(of: $0.rule).description },
      toolVersion: CanonCommand.version,
      graph: drawsLayers ? ProjectGraph.graph(of: result, session: session, request: .init(level: .layers)) : nil)
    timer.lap("lint")
    for output in outputs {
      try output.write(output.reporter.renderBytes(result, context: context))
    }
    if options.statistics {
      Console.out(LintStatistics(result.violations).text, terminator: "")
    }
    timer.lap("reports")
    if !options.quiet {
      var summary = RunSummary(
        result: result, duration: ContinuousClock.now - started, vendored: session.vendoredByLicence)
      if !fix { summary.fixable = FixSafetyPolicy(session: session, unsafeAllowed: false).fixable(in: result.violations) }
      Console.note(summary.text)
    }
    if orienting, let index = result.index,
      let orientation = FirstRunOrientation(
        result: result, index: index, presets: session.setup.presets
      ).text
    {
      Console.note(orientation)
    }
    let failed =
      result.errorCount > 0 || (options.strict && result.warningCount > 0)
      || (options.strictBaseline && (result.baseline?.absentCount ?? 0) > 0)
    // The reports are written: exit now rather than release every summary and finding of the
    // run one by one (about 10 ms on a 150k-line project, for memory the system takes back).
    closing?.wait()
    withExtendedLifetime((session, result)) {
      exit(failed ? ExitStatus.violations : ExitStatus.clean)
    }
  }

  /// Only the violations on lines the change touched: what a reviewer asks about.
  private func reviewed(_ result: LintResult, since base: String, session: LintSession) throws
    -> LintResult
  {
    let isChanged = try changedLines(since: base, session: session)
    return result.keeping(isChanged)
  }

  /// Whether a violation stands on a line changed since `base`, as git sees the files now.
  private func changedLines(since base: String, session: LintSession) throws
    -> @Sendable (Violation) -> Bool
  {
    let directory = FileManager.default.currentDirectoryPath
    let changed = try ChangedLines.since(base, in: directory)
    var absolutePaths: [String: String] = [:]
    for input in session.inputs {
      if case .file(let path) = input.content { absolutePaths[input.path] = path }
    }
    return { [absolutePaths] violation in
      let path = absolutePaths[violation.location.path] ?? PathUtilities.absolute(violation.location.path)
      return changed.contains(path: path, line: violation.location.line)
    }
  }

  /// Fixes what can be fixed and returns what is left to report. The summary goes to standard
  /// error, so that a report on standard output stays machine-readable.
  private func fixFiles(_ session: LintSession) throws -> LintResult {
    var notes: [String] = []
    if !options.dryRun {
      let folders = session.inputs.compactMap { input -> String? in
        guard case .file(let path) = input.content else { return nil }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
      }
      for path in TemporaryFiles.removeStale(in: Set(folders)) {
        notes.append("\(path): removed (a temporary file of an interrupted fix)")
      }
    }
    // Review mode fixes what it reports: the violations on changed lines, not the whole tree.
    let safety = FixSafetyPolicy(session: session, unsafeAllowed: options.unsafeFixes)
    var corrector = Corrector(linter: session.linter, shouldFix: safety.allows)
    if let base = options.changedSince {
      let changed = try changedLines(since: base, session: session)
      corrector.shouldFix = { safety.allows($0) && changed($0) }
    }
    let outcome = corrector.correct(session.inputs)
    var refusals = outcome.refusals
    if options.dryRun {
      var diff = ""
      for file in outcome.files {
        diff += UnifiedDiff.make(from: file.original, to: file.fixed, path: file.input.path)
      }
      FileHandle.standardOutput.write(Data(diff.utf8))
    } else {
      refusals += corrector.write(outcome.files, force: options.force)
    }
    let refused = Set(refusals.map(\.path))
    let written = outcome.files.filter { !refused.contains($0.input.path) }
    let fixedCount = written.reduce(0) { $0 + $1.fixedViolations }
    var summary = notes.map { $0 + "\n" }.joined()
    summary += options.dryRun ? "Would fix " : "Fixed "
    summary += "\(fixedCount) violation\(fixedCount == 1 ? "" : "s") in \(written.count) file\(written.count == 1 ? "" : "s")"
    for refusal in refusals {
      summary += "\n\(refusal.path): not fixed: \(refusal.reason)"
    }
    let held = safety.heldBack(in: outcome.result.violations)
    if held > 0 {
      summary += "\n\(Count.of(held, "more fix", "more fixes")) can change behaviour or API: "
        + "add --unsafe-fixes to apply \(held == 1 ? "it" : "them") (`canon rules` says which rules)"
    }
    Console.note(summary)
    // After a dry run, or where a file was not fixed (read-only, changed during the fix), what
    // is on disk is what stays to report: the whole project is linted again as it is.
    if options.dryRun || !refusals.isEmpty { return session.lint() }
    return outcome.result
  }
}

/// Where one reporter writes.
struct ReportOutput {
  var reporter: any Reporter
  var file: String?
  /// Without a file, write to standard error rather than standard output (a dry run's diff has it).
  var toStandardError = false

  static func parse(_ argument: String) throws -> ReportOutput {
    let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
    guard let name = parts.first, let type = Reporters.named(name) else {
      throw CanonFailure.usage(
        "unknown reporter '\(argument)'; reporters: \(Reporters.names.joined(separator: ", "))")
    }
    return ReportOutput(reporter: type.init(), file: parts.count > 1 ? parts[1] : nil)
  }

  func write(_ bytes: [UInt8]) throws {
    guard let file else {
      (toStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(bytes))
      return
    }
    do {
      // Atomic: a half-written report never replaces the last good one.
      try AtomicFile.write(bytes: bytes, to: file)
    } catch {
      throw CanonFailure.usage("cannot write report to \(file): \(error)")
    }
  }
}
