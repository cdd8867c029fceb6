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

  /// - Parameters:
  ///   - paths: files and folders to lint (default: the current folder).
  ///   - configPath: `--config`, else `.canon.yml` in the current folder if there is one.
  ///   - presets: `--preset` values, which replace the configuration's presets.
  ///   - discovering: whether to list the files to lint (a command that needs only the
  ///     configuration does not).
  static func load(
    paths: [String], configPath: String?, presets: [String], discovering: Bool = true
  ) throws -> LintSession {
    var timer = PhaseTimer()
    let registry = CanonRules.registry
    timer.lap("registry")
    let currentDirectory = FileManager.default.currentDirectoryPath
    for name in presets where registry.preset(name) == nil {
      throw CanonFailure.usage(
        "unknown preset '\(name)'; presets: \(registry.presets.map(\.name).joined(separator: ", "))")
    }

    var source: YAMLSource?
    var root = currentDirectory
    let loader = ConfigurationLoader(registry: registry)
    let chosen = try configPath.map { PathUtilities.absolute($0) }
      ?? ConfigurationLookup.root(for: paths, from: currentDirectory, loader: loader)
    if let chosen {
      source = try ConfigurationLookup.source(chosen, displayedFrom: currentDirectory)
      root = ConfigurationLookup.folder(of: chosen)
    }

    var setup: LintSetup
    do {
      setup = try loader.load(source, rootDirectory: root, presetOverride: presets)
    } catch let error as ConfigurationError {
      throw CanonFailure.configuration(error)
    }

    timer.lap("configuration")
    guard discovering else { return LintSession(
        setup: setup, inputs: [], registry: registry, configurationPath: source?.path) }
    var files: [String]
    do {
      files = try FileDiscovery(rootDirectory: root, filter: setup.paths)
        .files(in: paths.isEmpty ? ["."] : paths)
    } catch let error as FileDiscovery.NotFound {
      throw CanonFailure.usage(error.description)
    }
    if let source {
      do {
        setup.folders = try ConfigurationLookup.refinements(of: source, in: root, files: files).map {
          FolderSetup(
            folder: $0.folder,
            setup: try loader.load(chain: $0.chain, rootDirectory: root, presetOverride: presets))
        }
      } catch let error as ConfigurationError {
        throw CanonFailure.configuration(error)
      }
      // A folder's configuration may exclude more of its subtree.
      if !setup.folders.isEmpty {
        files.removeAll { file in
          let relative = PathUtilities.relative(file, to: root)
          return setup.paths.contains(relative) && !setup.setup(for: relative).paths.contains(relative)
        }
      }
    }
    timer.lap("discovery")
    if files.isEmpty && !paths.isEmpty {
      Console.note(
        "warning: no file to lint in \(paths.joined(separator: ", ")): "
          + (source.map { "\($0.path) leaves them out (\(setup.paths.described))" }
            ?? "no Swift file there"))
    }
    let inputs = files.map { file in
      LintInput(
        path: displayPath(file, in: currentDirectory),
        relativePath: PathUtilities.relative(file, to: root),
        content: .file(absolutePath: file))
    }
    return LintSession(
      setup: setup, inputs: inputs, registry: registry, configurationPath: source?.path)
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
