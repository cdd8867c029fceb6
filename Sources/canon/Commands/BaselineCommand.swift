import ArgumentParser
import CanonLint
import Foundation

/// `canon baseline`: record today's findings so that a run reports only new ones.
struct BaselineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Record today's findings so that `canon lint` reports only new ones.",
    discussion: """
      A baseline entry names a finding by its rule, file, enclosing declaration and the text of \
      the flagged line, never by line number, so it survives edits around it. `canon lint` \
      uses the baseline given with --baseline or named by `baseline:` in .canon.yml.
      """,
    subcommands: [BaselineWriteCommand.self, BaselinePruneCommand.self, BaselineReportCommand.self])
}

/// What the `canon baseline` commands share: which files, which configuration, which baseline.
struct BaselineOptions: ParsableArguments {
  @OptionGroup var project: ProjectOptions
  @OptionGroup var cache: CacheOptions

  @Option(
    name: .customLong("baseline"),
    help: ArgumentHelp(
      "The baseline file (default: .canon.yml's `baseline:`, else canon-baseline.json beside .canon.yml).",
      valueName: "file"))
  var baseline: String?

  /// The session, linting with declarations recorded, and the baseline's path.
  func session() throws -> (LintSession, String) {
    var session = try project.session()
    session.setup.recordsDeclarations = true
    return (session, BaselineUse.defaultPath(option: baseline, setup: session.setup))
  }
}

/// `canon baseline write`: every finding of today, as the baseline.
struct BaselineWriteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "write",
    abstract: "Write every current finding to the baseline (replacing it).")

  @OptionGroup var options: BaselineOptions

  @Option(help: ArgumentHelp("Where to write (default: the baseline file).", valueName: "file"))
  var output: String?

  func run() throws {
    let (session, defaultPath) = try options.session()
    let path = output.map { PathUtilities.absolute($0) } ?? defaultPath
    let result = session.lint(cache: options.cache.open())
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var keys = session.findingKeys(relativeTo: folder)
    let baseline = Baseline(entries: keys.entries(for: result.violations))
    try BaselineUse.write(
      baseline, to: path, namedByUser: output != nil || options.baseline != nil, setup: session.setup)
    Console.note(
      "Wrote \(Count.of(baseline.findingCount, "finding")) (\(Count.of(baseline.entries.count, "entry", "entries"))) to \(path)")
    if session.setup.baseline != path {
      Console.note(
        "`canon lint` uses it with --baseline \(PathUtilities.relative(path, to: FileManager.default.currentDirectoryPath)), "
          + "or add `baseline: \(PathUtilities.relative(path, to: session.setup.rootDirectory))` to .canon.yml")
    }
  }
}

/// `canon baseline prune`: drop what was fixed, so the baseline only shrinks.
struct BaselinePruneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "Remove the baseline's entries whose findings are gone; never adds one.")

  @OptionGroup var options: BaselineOptions

  func run() throws {
    let (session, path) = try options.session()
    let use = try BaselineUse.load(path)
    guard let comparison = use.compare(session.lint(cache: options.cache.open()), session: session).baseline else { return }
    try BaselineUse.write(
      comparison.pruned, to: path, namedByUser: options.baseline != nil, setup: session.setup)
    Console.note(
      "Removed \(Count.of(comparison.absentCount, "fixed finding")) from \(path); "
        + "\(Count.of(comparison.pruned.findingCount, "finding")) remain")
  }
}

/// `canon baseline report`: the debt a baseline holds, by rule and by folder.
struct BaselineReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Count the baseline's findings by rule and by folder.")

  @Option(help: "The configuration file (default: .canon.yml in the current folder).")
  var config: String?

  @Option(
    name: .customLong("baseline"),
    help: ArgumentHelp("The baseline file (default: as `canon baseline write`).", valueName: "file"))
  var baseline: String?

  func run() throws {
    let path: String
    if let baseline {
      path = PathUtilities.absolute(baseline)
    } else {
      let session = try LintSession.load(paths: [], configPath: config, presets: [], discovering: false)
      path = BaselineUse.defaultPath(option: nil, setup: session.setup)
    }
    let use = try BaselineUse.load(path)
    Console.out(BaselineReport(use.baseline).text, terminator: "")
  }
}
