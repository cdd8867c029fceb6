import ArgumentParser
import CanonLint
import Foundation

/// `canon config`: what the configuration says, and why.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Show the configuration Canon applies, or write one for an app.",
    subcommands: [ConfigExplainCommand.self, ConfigInitCommand.self])
}

/// `canon config explain PATH`: the effective configuration for one file, with where each value
/// was set.
struct ConfigExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Print the configuration that applies to a file: presets, rules, severities, options, and where each was set.")

  @Argument(help: "The file (or folder) to explain.")
  var path: String

  @Option(help: "The configuration file (default: the .canon.yml nearest above the path).")
  var config: String?

  @Option(
    name: .customLong("preset"),
    help: "A preset to apply, replacing the configuration's presets (repeatable).")
  var presets: [String] = []

  func run() throws {
    let absolute = PathUtilities.absolute(path)
    guard FileManager.default.fileExists(atPath: absolute) else {
      throw CanonFailure.usage("no such file or folder: \(path)")
    }
    let session = try LintSession.load(paths: [path], configPath: config, presets: presets)
    Console.out(ConfigurationExplanation(session: session, absolutePath: absolute).text, terminator: "")
  }
}

/// The text of `canon config explain`.
struct ConfigurationExplanation {
  let session: LintSession
  let absolutePath: String

  /// Which module the file is in and which build file says so, read from the project's
  /// `Package.swift` files, Xcode projects, XcodeGen specs, podspecs and Podfiles; `nil` for a
  /// folder.
  var moduleLine: String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isFolder),
      !isFolder.boolValue
    else { return nil }
    let root = session.setup.rootDirectory
    let current = FileManager.default.currentDirectoryPath
    let found =
      (try? FileDiscovery(rootDirectory: root, filter: session.setup.paths).files(in: [root])) ?? []
    let files = found.filter(ProjectIndex.declaresModules) + [absolutePath]
    let inputs = files.map { file in
      LintInput(
        path: LintSession.displayPath(file, in: current),
        relativePath: PathUtilities.relative(file, to: root), content: .file(absolutePath: file))
    }
    var setup = session.setup
    setup.rules = []
    setup.folders = []
    let summaries = Linter(setup: setup, knownRuleIDs: []).lint(inputs).summaries
    let index = ProjectIndex(files: summaries, rolePatterns: setup.rolePatterns)
    guard let membership = index.moduleMembership(of: LintSession.displayPath(absolutePath, in: current))
    else {
      return "Module: none known (no linted Package.swift, Xcode project, project.yml or podspec compiles it)\n"
    }
    return "Module: \(membership.module) (" + membership.origins.joined(separator: "; ") + ")\n"
  }

  var text: String {
    let relative = PathUtilities.relative(absolutePath, to: session.setup.rootDirectory)
    let setup = session.setup.setup(for: relative)
    var text = "Configuration: \(session.configurationPath ?? "none (the base preset)")"
    if let folder = session.setup.folderIndex(of: relative).map({ session.setup.folders[$0].folder }) {
      text += ", refined by \(folder)/.canon.yml"
    }
    text += "\n"
    text += "Presets: \(setup.presets.joined(separator: ", "))"
    text += setup.presetsOrigin.map { " (\($0))" } ?? " (default)"
    text += "\n"
    if !setup.paths.contains(relative) {
      text += "\(relative) is left out by \(setup.paths.described): no rule runs on it.\n"
    }
    if let module = moduleLine { text += module }
    text += "\nRules:\n"
    for rule in setup.rules.sorted(by: { $0.id < $1.id }) {
      let applies = rule.paths.contains(relative)
      text += "  \(rule.id): \(rule.severity.rawValue)"
      text += " (\(rule.origins["severity"] ?? "default"))"
      if !applies { text += ", not on this file (\(rule.paths.described))" }
      text += "\n"
      for (name, value) in rule.rule.optionValues {
        text += "    \(name): \(value) (\(rule.origins[name] ?? "default"))\n"
      }
    }
    return text
  }
}
