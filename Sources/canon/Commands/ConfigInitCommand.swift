import ArgumentParser
import CanonLint
import Foundation

/// `canon config init`: a `.canon.yml` written from what the app's code shows.
struct ConfigInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a .canon.yml for an app from its code: the presets it looks like, with the evidence, its VIPER dialect, and .swiftlint.yml's paths.",
    discussion: """
      Reads the app as `canon roles` does (view models, coordinators, VIPER modules, navigation \
      services, Swinject, Quick specs, binding libraries) and writes a commented .canon.yml in \
      FOLDER. Never replaces an existing .canon.yml; --dry-run prints what it would write.
      """)

  @Argument(help: "The app's folder (default: the current folder).")
  var folder = "."

  @Flag(help: "Print the configuration instead of writing it.")
  var dryRun = false

  func run() throws {
    let root = PathUtilities.absolute(folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
      throw CanonFailure.usage("no such folder: \(folder)")
    }
    let destination = (root as NSString).appendingPathComponent(".canon.yml")
    if !dryRun, Self.exists(destination) {
      throw CanonFailure.usage(
        "\((folder as NSString).appendingPathComponent(".canon.yml")) already exists; canon config init never replaces it "
          + "(--dry-run prints what it would write)")
    }
    let starter = try Self.starter(in: root, folder: folder)
    if dryRun {
      Console.out(starter.text, terminator: "")
      return
    }
    do {
      try AtomicFile.write(starter.text, to: destination)
    } catch {
      throw CanonFailure.usage("cannot write \(destination): \(error)")
    }
    Console.note(
      "Wrote \((folder as NSString).appendingPathComponent(".canon.yml")): presets \(starter.recommendation.presets.joined(separator: ", ")). "
        + "Next: `canon lint`, and `canon baseline write` to keep today's findings aside.")
  }

  /// The configuration for the app in `root`: its files linted by no rule, for their summaries.
  static func starter(in root: String, folder: String) throws -> StarterConfiguration {
    var session = try LintSession.load(paths: [folder], configPath: nil, presets: ["base"])
    session.setup.rules = []
    let summaries = session.linter.lint(session.inputs).summaries
    let index = ProjectIndex(files: summaries, rolePatterns: session.setup.rolePatterns)
    let evidence = ArchitectureEvidence(summaries: summaries, index: index)
    var starter = StarterConfiguration(
      recommendation: PresetRecommendation(evidence), files: evidence.productionFiles)
    // The project's own file only: a link could lead anywhere on the machine.
    let swiftLint = (root as NSString).appendingPathComponent(".swiftlint.yml")
    if Self.isRegularFile(swiftLint), let text = try? String(contentsOfFile: swiftLint, encoding: .utf8) {
      do {
        try starter.adoptPaths(fromSwiftLint: text, named: ".swiftlint.yml")
      } catch {
        Console.note("warning: .swiftlint.yml is not YAML Canon can read (\(error)); its paths are not carried over")
      }
    }
    return starter
  }

  /// Whether anything is at `path`, a dangling link included.
  static func exists(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)) != nil
  }

  static func isRegularFile(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
  }
}
