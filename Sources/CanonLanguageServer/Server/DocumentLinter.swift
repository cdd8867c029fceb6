import CanonLint
import Foundation

/// Lints the open documents (and files changed on disk, for their summaries) within a loaded
/// project's index. A pure function of its job, run off the server: the server decides whether
/// the result still applies (`Workspace.apply(_:)`).
enum DocumentLinter {
  struct Job: Sendable {
    var project: LoadedProject
    var documents: [TextDocument]
    var fromDisk: [String]
    /// Files gone from the project since the last lint: this one takes them out of the index.
    var removed: Set<String>
  }

  /// What a lint found, with the index brought up to date.
  struct Run: Sendable {
    var generation: Int
    var index: ProjectIndex
    var found: [Found]
  }

  /// The findings of one document, with the revision and text they were found in.
  struct Found: Sendable {
    var uri: String
    var revision: Int
    var bytes: [UInt8]
    var violations: [Violation]
  }

  static func lint(_ job: Job) -> Run {
    let loaded = job.project
    let project = loaded.project
    let open = job.documents.filter { project.lints($0.path) }
    let inputs =
      job.fromDisk.map { input(forFile: $0, in: project) }
      + open.map { document in
        LintInput(
          path: document.path,
          relativePath: PathUtilities.relative(document.path, to: project.setup.rootDirectory),
          content: .text(document.text))
      }
    var index = loaded.index
    var byPath: [String: [Violation]] = [:]
    if !inputs.isEmpty {
      let result = loaded.linter.lint(inputs, within: loaded.index, removing: job.removed)
      index = result.index ?? index
      var violations = result.violations
      if let baseline = loaded.baseline {
        violations = withoutBaselined(
          violations, baseline: baseline, documents: open, linted: inputs)
      }
      byPath = Dictionary(grouping: violations) { $0.location.path }
    }
    return Run(
      generation: loaded.generation, index: index,
      found: job.documents.map { document in
        Found(
          uri: document.uri, revision: document.revision, bytes: document.bytes,
          violations: project.lints(document.path) ? byPath[document.path] ?? [] : [])
      })
  }

  static func input(forFile path: String, in project: DiscoveredProject) -> LintInput {
    LintInput(
      path: path, relativePath: PathUtilities.relative(path, to: project.setup.rootDirectory),
      content: .file(absolutePath: path))
  }

  /// The findings the baseline does not hold, matched as `canon lint` matches them (the line's
  /// text is the editor's, for open documents).
  private static func withoutBaselined(
    _ violations: [Violation], baseline: ProjectBaseline, documents: [TextDocument],
    linted: [LintInput]
  ) -> [Violation] {
    let folder = baseline.folder
    let texts = Dictionary(
      documents.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    var keys = FindingKeys(folder: folder, absolutePath: { $0 }, text: { texts[$0] })
    let entries = keys.entries(for: violations)
    let comparison = baseline.baseline.compare(
      violations, entries: entries, lintedPaths: Set(linted.map { keys.relative($0.path) }),
      exists: { FileManager.default.fileExists(atPath: folder + "/" + $0) })
    return comparison.new
  }
}
