import ArgumentParser
import CanonScaffold
import Foundation

/// `canon new`: a module, screen, store, entity or coordinator in an app made by `canon init`.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract:
      "Generate a module, screen, store, entity or coordinator and wire it into the composition root.",
    discussion: """
      KIND is module or screen (a VIPER module, or a screen of the architecture), store, entity, \
      coordinator (not in mvvm apps: their screens open through the Navigation Service), cell \
      (a table view cell with its view model, as mvvm-bindings has), or the name of a team template folder in .canon/templates/. The architecture \
      defaults to the preset .canon.yml names (else .canon/project.yml's). `canon new module Cart --opened-from Home` \
      also lets the VIPER module Home open Cart (Home's router, assembly, presenter and their tests are edited). Nothing existing is ever overwritten: if a file \
      exists, nothing is written at all.
      """)

  @Argument(help: "module | screen | store | entity | coordinator | cell | a template folder.")
  var kind: String

  @Argument(help: "The name: an UpperCamelCase Swift identifier, without a 'Module' suffix.")
  var name: String

  @Option(help: "The module's architecture (\(Architecture.names)); default: the app's.")
  var architecture: String?

  @Option(
    help:
      "The app's folder (default: the current folder or the nearest one above it with a .canon.yml)."
  )
  var path: String?

  @Option(
    name: .customLong("param"),
    help: ArgumentHelp(
      "A template parameter, NAME=VALUE or NAME for true (repeatable).", valueName: "name[=value]"))
  var parameters: [String] = []

  @Option(
    help:
      "What the module is for, one sentence: a VIPER module's comment on each component (same as --param purpose=…)."
  )
  var purpose: String?

  @Option(
    name: .customLong("opened-from"),
    help: ArgumentHelp(
      "The VIPER module that opens this one: its router gets open<Name>(output:) and this module's factory, its presenter becomes this module's output, and both get tests.",
      valueName: "module"))
  var openedFrom: String?

  @Flag(help: "Print the files that would be written or edited, and write nothing.")
  var dryRun = false

  func run() throws {
    let architecture = try self.architecture.map(ScaffoldCommands.architecture)
    let root = path.map { URL(fileURLWithPath: $0) } ?? Self.enclosingApp()
    var values: [String: String] = [:]
    for parameter in parameters {
      let parts = parameter.split(separator: "=", maxSplits: 1).map(String.init)
      guard let key = parts.first, !key.isEmpty else {
        throw CanonFailure.usage("--param needs NAME or NAME=VALUE, got '\(parameter)'")
      }
      values[key] = parts.count > 1 ? parts[1] : "true"
    }
    if let purpose { values["purpose"] = purpose }
    if let openedFrom { values[Scaffolder.openedFrom] = openedFrom }
    try ScaffoldCommands.perform(dryRun: dryRun) {
      let scaffolder = Scaffolder()
      let plan = try scaffolder.planNew(
        kind: kind, name: name, architecture: architecture, parameters: values, in: root)
      return (root, plan, scaffolder)
    }
  }

  /// The nearest folder, from the current one up, that holds an app (`.canon/project.yml` or
  /// `.canon.yml`); the current folder when there is none (the error then says so).
  static func enclosingApp() -> URL {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var candidate = current
    while candidate.path != "/" {
      for marker in [ProjectSettings.path, ".canon.yml"]
      where FileManager.default.fileExists(atPath: candidate.appendingPathComponent(marker).path) {
        return candidate
      }
      candidate.deleteLastPathComponent()
    }
    return current
  }
}
