import ArgumentParser

/// What `canon lint` and `canon fix` share.
struct LintOptions: ParsableArguments {
  @Argument(help: "Files or folders to lint (default: the current folder).")
  var paths: [String] = []

  @Option(help: "The configuration file (default: .canon.yml in the current folder).")
  var config: String?

  @Option(
    name: .customLong("preset"),
    help: "A preset to apply, replacing the configuration's presets (repeatable).")
  var presets: [String] = []

  @Option(
    name: .customLong("reporter"),
    help: ArgumentHelp(
      "A report to write, as NAME or NAME:FILE (repeatable).",
      discussion: "Reporters: xcode (default), json, sarif, github, checkstyle, markdown.",
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
    help: ArgumentHelp(
      "With --fix: also rewrite read-only files (mode 444).",
      discussion: "Without it, a read-only file is left as it is and its violations are reported."))
  var force = false
}
