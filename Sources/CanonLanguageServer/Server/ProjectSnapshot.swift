import CanonLint
import Foundation

/// A project loaded as the language server loads it (`ProjectLoader`: root and folder
/// `.canon.yml`, baseline, the index through the cache) and linted as it lints open documents
/// (`DocumentLinter`), for a client that asks one question at a time: `canon mcp`.
public struct ProjectSnapshot: Sendable {
  /// Why a project does not load: its configuration, as `path:line:column: message`.
  public struct LoadFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  let loaded: LoadedProject

  public var project: DiscoveredProject { loaded.project }
  public var index: ProjectIndex { loaded.index }
  public var root: String { loaded.project.setup.rootDirectory }

  /// Loads and indexes the project at `root` (absolute).
  public static func load(root: String, registry: RuleRegistry, cache: LintCache?) throws
    -> ProjectSnapshot
  {
    switch ProjectLoader.configure(root: root, registry: registry) {
    case .failure(let problem):
      let place = PathUtilities.relative(problem.path ?? ConfigurationLookup.fileName, to: root)
      throw LoadFailure(
        description: "\(place):\(problem.line):\(problem.column): \(problem.message)")
    case .success(let configured):
      let indexed = ProjectLoader.index(configured, cache: cache)
      return ProjectSnapshot(
        loaded: LoadedProject(
          project: configured.project, linter: configured.linter, baseline: configured.baseline,
          index: indexed.index, generation: 1))
    }
  }

  /// Whether the configuration lints the file at `path` (absolute).
  public func lints(_ path: String) -> Bool { project.lints(path) }

  /// The findings of each text (in the order given), linted as the file at its path (absolute,
  /// in the project) within the project's index: a text stands for the file on disk, written or
  /// not. Findings the baseline holds are left out, as `canon lint` leaves them out; a file the
  /// configuration does not lint has none.
  public func lint(_ texts: [(path: String, text: String)]) -> [[Violation]] {
    let documents = texts.enumerated().map { number, entry in
      TextDocument(
        uri: FileURI.uri(of: entry.path), path: entry.path, version: 0,
        bytes: Array(entry.text.utf8), revision: number + 1)
    }
    let run = DocumentLinter.lint(
      DocumentLinter.Job(project: loaded, documents: documents, fromDisk: [], removed: []))
    // One `Found` per document, in their order.
    return run.found.map(\.violations)
  }
}
