import ArgumentParser
import CanonScaffold
import Foundation

/// `canon init`: a new app package for one of the guides' architectures.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract:
      "Create a new app package: core and UI targets, tests, composition root, .canon.yml, README, CI script.",
    discussion: """
      The app goes in DIR/<AppName> (DIR: --path, default the current folder). Canon's libraries \
      are referenced by path when this canon was built from a local checkout, by URL otherwise. \
      Nothing is written if any file would be overwritten.
      """)

  @Argument(help: "The app's name: an UpperCamelCase Swift identifier.")
  var appName: String

  @Option(help: "The architecture: \(Architecture.names).")
  var architecture: String

  @Option(help: "The folder to create the app in (default: the current folder).")
  var path: String?

  @Flag(help: "Print the files that would be written, and write nothing.")
  var dryRun = false

  func run() throws {
    let architecture = try ScaffoldCommands.architecture(self.architecture)
    let directory = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
    try ScaffoldCommands.perform(dryRun: dryRun) {
      let scaffolder = Scaffolder()
      let (root, plan) = try scaffolder.planApp(
        name: appName, architecture: architecture, in: directory)
      return (root, plan, scaffolder)
    }
  }
}

/// What `init` and `new` share: argument checks, error mapping, printing.
enum ScaffoldCommands {
  static func architecture(_ name: String) throws -> Architecture {
    guard let architecture = Architecture(rawValue: name) else {
      throw CanonFailure.usage(
        "unknown architecture '\(name)'; architectures: \(Architecture.names)")
    }
    return architecture
  }

  /// Plans, then prints (dry run) or writes and lists what was written.
  static func perform(dryRun: Bool, _ makePlan: () throws -> (URL, ScaffoldPlan, Scaffolder)) throws
  {
    do {
      let (root, plan, scaffolder) = try makePlan()
      if dryRun {
        print("dry run: nothing written in \(root.path)")
        for line in plan.lines { print("  " + line) }
        return
      }
      try scaffolder.write(plan, to: root)
      for line in plan.lines { print(line) }
    } catch let error as ScaffoldError {
      throw CanonFailure.usage(error.description)
    }
  }
}
