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

  @Argument(help: "Files or folders to lint (default: the current folder).")
  var paths: [String] = []

  @Option(help: "The configuration file (default: .canon.yml in the current folder).")
  var config: String?

  @Option(name: .customLong("preset"), help: "A preset to apply, replacing the configuration's presets (repeatable).")
  var presets: [String] = []

  @Option(
    name: .customLong("reporter"),
    help: ArgumentHelp(
      "A report to write, as NAME or NAME:FILE (repeatable).",
      discussion: "Reporters: \(Reporters.names.joined(separator: ", ")).",
      valueName: "name[:file]"))
  var reporters: [String] = []

  @Flag(help: "Treat warnings as errors for the exit status.")
  var strict = false

  func run() throws {
    let outputs = try reporters.isEmpty ? [ReportOutput(reporter: XcodeReporter(), file: nil)] : reporters.map(ReportOutput.parse)
    let session = try LintSession.load(paths: paths, configPath: config, presets: presets)
    let result = session.lint()
    let context = ReportContext(
      rules: session.setup.rules.map { type(of: $0.rule).description },
      toolVersion: CanonCommand.version)
    for output in outputs {
      try output.write(output.reporter.render(result, context: context))
    }
    if result.errorCount > 0 || (strict && result.warningCount > 0) {
      throw ExitCode(ExitStatus.violations)
    }
  }
}

/// Where one reporter writes.
struct ReportOutput {
  var reporter: any Reporter
  var file: String?

  static func parse(_ argument: String) throws -> ReportOutput {
    let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
    guard let name = parts.first, let type = Reporters.named(name) else {
      throw CanonFailure.usage(
        "unknown reporter '\(argument)'; reporters: \(Reporters.names.joined(separator: ", "))")
    }
    return ReportOutput(reporter: type.init(), file: parts.count > 1 ? parts[1] : nil)
  }

  func write(_ text: String) throws {
    guard let file else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      // Atomic: a half-written report never replaces the last good one.
      try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      throw CanonFailure.usage("cannot write report to \(file): \(error.localizedDescription)")
    }
  }
}
