import ArgumentParser
import CanonScaffold
import Foundation

/// `canon init`: a new app package for one of the guides' architectures.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract:
      "Create a new app: package (core and UI targets, tests, composition root), entry point, XcodeGen project, .canon.yml, README, CI script.",
    discussion: """
      The app goes in DIR/<AppName> (DIR: --path, default the current folder). The app depends on \
      Canon's runtime package (the libraries its targets link) and on Canon's package (the \
      build-tool plugin) by URL and version; --canon-path depends on a local checkout instead \
      (its Runtime/ folder, and the checkout), by paths relative to the app. Canon is not \
      published at those URLs yet: until it is, use --canon-path, or the app's dependencies do \
      not resolve. Nothing is written if any file would be overwritten. The app \
      has an entry point (App/) and an XcodeGen project.yml: `xcodegen generate` makes the iOS app.
      """)

  @Argument(help: "The app's name: an UpperCamelCase Swift identifier.")
  var appName: String

  @Option(help: "The architecture: \(Architecture.names).")
  var architecture: String

  @Option(help: "The folder to create the app in (default: the current folder).")
  var path: String?

  @Option(
    help: ArgumentHelp(
      "Depend on the Canon checkout at PATH (written relative to the app) instead of the released package.",
      valueName: "path"))
  var canonPath: String?

  @Flag(help: "Print the files that would be written, and write nothing.")
  var dryRun = false

  func run() throws {
    let architecture = try ScaffoldCommands.architecture(self.architecture)
    let current = FileManager.default.currentDirectoryPath
    let directory = URL(fileURLWithPath: path ?? current)
    let checkout = canonPath.map {
      URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: current))
    }
    let written = try ScaffoldCommands.perform(dryRun: dryRun) {
      let scaffolder = Scaffolder()
      let (root, plan) = try scaffolder.planApp(
        name: appName, architecture: architecture, in: directory, canonCheckout: checkout)
      return (root, plan, scaffolder)
    }
    guard let root = written else { return }
    if checkout == nil, !CanonDependency.isPublished {
      FileHandle.standardError.write(
        Data(
          ("\nwarning: \(CanonDependency.repositoryURL) and \(CanonDependency.runtimeRepositoryURL) "
            + "do not exist yet (Canon is not published): this app's dependencies will not "
            + "resolve. Run `canon init` again with "
            + "--canon-path <Canon checkout>, or edit Package.swift as its README says.\n").utf8))
    }
    print("\nNext steps:")
    let folder = CanonDependency.relativePath(
      from: URL(fileURLWithPath: current).standardizedFileURL, to: root.standardizedFileURL)
    for step in Scaffolder.nextSteps(
      appName: root.lastPathComponent, architecture: architecture, folder: folder)
    {
      print("  " + step)
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

  /// Plans, then prints (dry run) or writes and lists what was written; returns the root
  /// written in, `nil` on a dry run.
  @discardableResult
  static func perform(dryRun: Bool, _ makePlan: () throws -> (URL, ScaffoldPlan, Scaffolder)) throws
    -> URL?
  {
    do {
      let (root, plan, scaffolder) = try makePlan()
      if dryRun {
        Console.out("dry run: nothing written in \(root.path)")
        for line in plan.lines { Console.out("  " + line) }
        return nil
      }
      try scaffolder.write(plan, to: root)
      for line in plan.lines { Console.out(line) }
      return root
    } catch let error as ScaffoldError {
      throw CanonFailure.usage(error.description)
    }
  }
}
