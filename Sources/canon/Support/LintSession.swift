import CanonLint
import CanonRules
import Foundation

/// Configuration and files for one run, as the command line asks for them.
struct LintSession {
  var setup: LintSetup
  let inputs: [LintInput]
  let registry: RuleRegistry
  /// The configuration file used, as the user would write its path; `nil` for none.
  var configurationPath: String?
  /// Folders skipped as a third party's code by their licence.
  var vendoredByLicence: [VendoredFolder] = []

  /// - Parameters:
  ///   - paths: files and folders to lint (default: the current folder).
  ///   - configPath: `--config`, else `.canon.yml` in the current folder if there is one.
  ///   - presets: `--preset` values, which replace the configuration's presets.
  ///   - discovering: whether to list the files to lint (a command that needs only the
  ///     configuration does not).
  static func load(
    paths: [String], configPath: String?, presets: [String], discovering: Bool = true
  ) throws -> LintSession {
    let registry = CanonRules.registry
    let currentDirectory = FileManager.default.currentDirectoryPath
    let project: DiscoveredProject
    do {
      project = try DiscoveredProject.load(
        paths: paths, configPath: configPath, presets: presets, registry: registry,
        currentDirectory: currentDirectory, discovering: discovering)
    } catch let error as ConfigurationError {
      throw CanonFailure.configuration(error)
    } catch let error as DiscoveredProject.Failure {
      throw CanonFailure.usage(error.description)
    } catch let error as ConfigurationLookup.Failure {
      throw CanonFailure.usage(error.description)
    }
    let source = project.configuration
    guard discovering else {
      return LintSession(
        setup: project.setup, inputs: [], registry: registry, configurationPath: source?.path)
    }
    let files = project.files
    if files.isEmpty && !paths.isEmpty {
      Console.note(
        "warning: no file to lint in \(paths.joined(separator: ", ")): " + why(paths, project))
    }
    let root = project.setup.rootDirectory
    let inputs = files.map { file in
      LintInput(
        path: displayPath(file, in: currentDirectory),
        relativePath: PathUtilities.relative(file, to: root),
        content: .file(absolutePath: file))
    }
    return LintSession(
      setup: project.setup, inputs: inputs, registry: registry, configurationPath: source?.path,
      vendoredByLicence: project.vendoredByLicence)
  }

  /// Why `paths` gave no file to lint: Swift files only in other git checkouts (which discovery
  /// skips unless named), else the configuration's filters, else no Swift file at all.
  private static func why(_ paths: [String], _ project: DiscoveredProject) -> String {
    let checkouts = paths.flatMap { path in
      FileDiscovery.checkoutsHoldingSwiftFiles(under: PathUtilities.absolute(path)).map {
        (path == "." ? "" : path.hasSuffix("/") ? path : path + "/") + $0
      }
    }
    if let first = checkouts.first {
      return "its Swift files are in git checkouts of their own ("
        + checkouts.joined(separator: ", ") + "), which are linted only when named: canon lint "
        + first
    }
    return project.configuration.map {
      "\($0.path) leaves them out (\(project.setup.paths.described))"
    } ?? "no Swift file there"
  }

  /// Runs only the rules `ids` name: as the configuration sets them up, or with their defaults
  /// when no preset enables them.
  mutating func keepOnly(_ ids: [String]) throws {
    setup.rules = try only(ids, of: setup.rules)
    for index in setup.folders.indices {
      setup.folders[index].setup.rules = try only(ids, of: setup.folders[index].setup.rules)
    }
  }

  private func only(_ ids: [String], of rules: [ConfiguredRule]) throws -> [ConfiguredRule] {
    var kept: [ConfiguredRule] = []
    for id in ids {
      if let configured = rules.first(where: { $0.id == id }) {
        kept.append(configured)
      } else if let type = registry.rule(id) {
        kept.append(ConfiguredRule(rule: type.init(), severity: type.description.defaultSeverity))
      } else {
        throw CanonFailure.usage(
          "unknown rule '\(id)'" + Suggestion.didYouMean(id, among: registry.ruleIDs))
      }
    }
    return kept
  }

  var linter: Linter { Linter(setup: setup, knownRuleIDs: Set(registry.ruleIDs)) }

  func lint(cache: LintCache? = nil, needsSummaries: Bool = false) -> LintResult {
    linter.lint(inputs, cache: cache, needsSummaries: needsSummaries)
  }

  /// Paths are reported relative to the current folder when inside it.
  static func displayPath(_ absolute: String, in directory: String) -> String {
    PathUtilities.relative(absolute, to: directory)
  }
}
