import ArgumentParser

/// Which files, with which configuration: what every command that lints shares.
struct ProjectOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Files or folders to lint (default: the current folder).",
      discussion: "Put -- before paths that start with '-': canon lint --strict -- -file.swift"))
  var paths: [String] = []

  @Option(help: "The configuration file (default: the .canon.yml nearest above the paths).")
  var config: String?

  @Option(
    name: .customLong("preset"),
    help: "A preset to apply, replacing the configuration's presets (repeatable).")
  var presets: [String] = []

  func session() throws -> LintSession {
    try LintSession.load(paths: paths, configPath: config, presets: presets)
  }
}

/// What `canon lint` and `canon fix` share.
struct LintOptions: ParsableArguments {
  @OptionGroup var project: ProjectOptions
  @OptionGroup var cache: CacheOptions

  @Option(
    name: .customLong("reporter"),
    help: ArgumentHelp(
      "A report to write, as NAME or NAME:FILE (repeatable).",
      discussion: "Reporters: xcode (default), json, sarif, github, checkstyle, markdown, junit, codeclimate, html.",
      valueName: "name[:file]"))
  var reporters: [String] = []

  @Flag(help: "Treat warnings as errors for the exit status.")
  var strict = false

  @Option(
    name: .customLong("changed-since"),
    help: ArgumentHelp(
      "Review mode: report only violations on lines changed since this git revision.",
      discussion: "For pull requests: --changed-since origin/main. Files git does not track yet count as changed. With --fix, only those violations are fixed.",
      valueName: "revision"))
  var changedSince: String?

  @Flag(
    name: .customLong("dry-run"),
    help: ArgumentHelp(
      "With --fix: print a unified diff instead of writing.",
      discussion: "The diff goes to standard output (it applies with git apply); reports without a file go to standard error."))
  var dryRun = false

  @Flag(
    name: .customLong("unsafe-fixes"),
    help: ArgumentHelp(
      "With --fix: also apply the fixes that can change behaviour or API (weak, final, private).",
      discussion: "`canon rules` says which rules' fixes are safe and which unsafe."))
  var unsafeFixes = false

  @Option(
    help: ArgumentHelp(
      "Report only findings not in this baseline (default: .canon.yml's `baseline:`).",
      discussion: "Write one with `canon baseline write`.",
      valueName: "file"))
  var baseline: String?

  @Flag(
    name: .customLong("strict-baseline"),
    help: "Fail when baselined findings were fixed, until `canon baseline prune` removes them.")
  var strictBaseline = false

  @Option(
    name: .customLong("only-rule"),
    help: ArgumentHelp(
      "Run only this rule (repeatable), as configured, or with its defaults if no preset has it.",
      valueName: "id"))
  var onlyRules: [String] = []

  @Flag(help: "Print no summary on standard error.")
  var quiet = false

  @Flag(
    help: ArgumentHelp(
      "Print one line per rule (count, correctable, share of all findings), most frequent first, instead of the findings.",
      discussion: "Reports named with --reporter are still written."))
  var statistics = false

  @Flag(
    help: ArgumentHelp(
      "With --fix: also rewrite read-only files (mode 444).",
      discussion: "Without it, a read-only file is left as it is and its violations are reported."))
  var force = false
}
