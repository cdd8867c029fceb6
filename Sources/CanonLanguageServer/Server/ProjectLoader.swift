import CanonLint
import Foundation

/// Loads a project for the server in two steps, both pure and run off the server: the
/// configuration with the list of files (quick), then the index of every file (the long part,
/// through the cache). The server installs each result as it comes, so requests never wait on
/// either.
enum ProjectLoader {
  /// A project whose configuration loaded and whose files are listed, not yet indexed.
  struct Configured: Sendable {
    var project: DiscoveredProject
    var linter: Linter
    var baseline: ProjectBaseline?
  }

  /// The index of every file of a configured project, and what it took.
  struct Indexed: Sendable {
    var index: ProjectIndex
    var seconds: Double
    var cache: CacheStatistics?
  }

  /// A configuration that does not load, shown as a diagnostic on `path` (absolute; `nil`: the
  /// project's configuration file).
  struct Problem: Error, Sendable {
    var path: String?
    var line: Int
    var column: Int
    var message: String
  }

  static func configure(root: String, registry: RuleRegistry) -> Result<Configured, Problem> {
    do {
      var project = try DiscoveredProject.load(
        paths: [root], configPath: nil, presets: [], registry: registry, currentDirectory: root)
      var baseline: ProjectBaseline?
      if let path = project.setup.baseline {
        do {
          baseline = ProjectBaseline(
            folder: URL(fileURLWithPath: path).deletingLastPathComponent().path,
            baseline: try Baseline.read(from: path))
        } catch let failure as Baseline.Failure {
          throw ConfigurationError(
            path: project.configuration?.path ?? ConfigurationLookup.fileName, line: 1, column: 1,
            message: failure.description)
        }
        // The baseline matches findings by the declaration they are in.
        project.setup.recordsDeclarations = true
      }
      let linter = Linter(setup: project.setup, knownRuleIDs: Set(registry.ruleIDs))
      return .success(Configured(project: project, linter: linter, baseline: baseline))
    } catch let error as ConfigurationError {
      return .failure(
        Problem(
          path: PathUtilities.absolute(error.path, from: root), line: error.line,
          column: error.column, message: error.message))
    } catch {
      return .failure(Problem(path: nil, line: 1, column: 1, message: "\(error)"))
    }
  }

  /// Lints every file of the project once, through the cache, for the summaries its index holds.
  static func index(_ configured: Configured, cache: LintCache?) -> Indexed {
    let project = configured.project
    let started = Date()
    let result = configured.linter.lint(
      project.files.map { DocumentLinter.input(forFile: $0, in: project) }, cache: cache,
      needsSummaries: true)
    return Indexed(
      index: result.index
        ?? ProjectIndex(files: result.summaries, rolePatterns: project.setup.rolePatterns),
      seconds: Date().timeIntervalSince(started), cache: result.cache)
  }

  /// The index of a project of which nothing is indexed yet.
  static func emptyIndex(of configured: Configured) -> ProjectIndex {
    ProjectIndex(files: [], rolePatterns: configured.project.setup.rolePatterns)
  }
}
