import ArgumentParser
import CanonScaffold
import Foundation

/// `canon templates`: the templates `canon init` and `canon new` use, and the team's versions.
struct TemplatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "templates",
    abstract: "List the templates, or copy a built-in one to .canon/templates/ to change it.",
    subcommands: [List.self, Eject.self],
    defaultSubcommand: List.self)

  struct List: ParsableCommand {
    // Named here: argument-parser otherwise derives the name by reflection, which costs
    // milliseconds on every run of every command.
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List every template file, marking the team's overrides and additions.")

    @Option(help: "The app's folder (default: the current folder).")
    var path: String?

    func run() throws {
      let root = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
      let catalog = TemplateCatalog(projectRoot: root)
      var manifests: [String: TemplateManifest] = [:]
      for folder in catalog.folders() {
        manifests[folder] = try? catalog.manifest(of: folder)
      }
      var currentFolder = ""
      for entry in catalog.entries() {
        let folder = String(entry.name.split(separator: "/").first ?? "")
        if folder != currentFolder {
          currentFolder = folder
          Console.out("\(folder): \(manifests[folder]?.summary ?? "(no valid template.yml)")")
          for parameter in manifests[folder]?.parameters ?? [] {
            let defaultValue = parameter.defaultValue.map { " (default: \($0))" } ?? ""
            Console.out("  --param \(parameter.name): \(parameter.summary)\(defaultValue)")
          }
        }
        let mark = entry.origin == .builtIn ? "" : "  [\(entry.origin.rawValue)]"
        Console.out("  \(entry.name)\(mark)")
      }
    }
  }

  struct Eject: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "eject",
      abstract: "Copy a built-in template file (or a whole folder) to .canon/templates/ to edit it."
    )

    @Argument(help: "A template file (folder/file, as `canon templates list` shows it) or folder.")
    var name: String

    @Option(help: "The app's folder (default: the current folder).")
    var path: String?

    func run() throws {
      let root = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
      let catalog = TemplateCatalog(projectRoot: root)
      let builtIn = TemplateCatalog(
        builtInDirectory: catalog.builtInDirectory, overrideDirectory: nil)
      let names = builtIn.entries().map(\.name).filter { $0 == name || $0.hasPrefix(name + "/") }
      guard !names.isEmpty else {
        throw CanonFailure.usage(
          "no built-in template '\(name)'; see `canon templates list`")
      }
      var plan = ScaffoldPlan()
      for file in names {
        guard let url = catalog.builtInURL(of: file),
          let data = FileManager.default.contents(atPath: url.path)
        else {
          continue
        }
        plan.files.append(
          .init(
            path: TemplateCatalog.overridePath + "/" + file,
            contents: String(decoding: data, as: UTF8.self)))
      }
      do {
        try PlanWriter(root: root).write(plan)
      } catch let error as ScaffoldError {
        throw CanonFailure.usage(error.description)
      }
      for file in plan.files { Console.out("create \(file.path)") }
    }
  }
}
