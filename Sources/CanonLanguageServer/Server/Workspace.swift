import CanonLint
import Foundation

/// The project an editor has open, as the server holds it: the open documents, the loaded
/// project (`LoadedProject`: configuration, linter, index), and what was published. It is linted
/// by the same engine as `canon lint`: the project is loaded by `DiscoveredProject` (root and folder
/// `.canon.yml`, discovery) and indexed once through the cache (`ProjectLoader`); then each lint
/// takes the open documents within the project index, which the engine brings up to date for
/// them (`DocumentLinter`): an edit costs the open documents, not the project. Baselined findings
/// are left out as `canon lint` leaves them out; suppression comments are the engine's.
///
/// The heavy work runs off the server on copies; this type only says what to lint and takes the
/// results in, dropping those made for a text or a project that has changed since.
///
/// Nothing here writes a file: fixes reach files only as edits the client applies.
final class Workspace {
  let root: String
  let registry: RuleRegistry
  let links: RuleLinks

  /// The last project that loaded; a broken `.canon.yml` leaves it in use until repaired.
  private(set) var loaded: LoadedProject?
  private var generation = 0
  /// The configuration file a problem is shown on, while there is one.
  private var configurationProblem: String?
  /// Files gone from the project since the last lint: the next one takes them out of the index.
  private var removed: Set<String> = []
  private(set) var documents: [String: TextDocument] = [:]
  private var nextRevision = 1
  /// What was last published, by URI, so that only changes are sent.
  private var published: [String: [Diagnostic]] = [:]
  /// Documents opened or edited since their last publication: the next one is sent even if
  /// unchanged, with its version, so the editor knows its diagnostics are current.
  private var unpublished: Set<String> = []
  /// The findings of each open document, with the text they were found in (for code actions).
  private(set) var findings: [String: (bytes: [UInt8], violations: [Violation])] = [:]

  init(root: String, registry: RuleRegistry, links: RuleLinks) {
    self.root = root
    self.registry = registry
    self.links = links
  }

  var fileCount: Int { loaded?.project.files.count ?? 0 }

  // MARK: Loading

  /// Installs a project: configured (with what is indexed so far) or indexed whole. Findings
  /// made with the previous one no longer apply; the caller has the open documents linted again.
  func install(_ configured: ProjectLoader.Configured, index: ProjectIndex)
    -> [PublishDiagnosticsParams]
  {
    generation += 1
    loaded = LoadedProject(
      project: configured.project, linter: configured.linter, baseline: configured.baseline,
      index: index, generation: generation)
    removed = []
    guard let problem = configurationProblem else { return [] }
    configurationProblem = nil
    return [PublishDiagnosticsParams(uri: FileURI.uri(of: problem), diagnostics: [])]
  }

  /// A configuration that does not load is a diagnostic on its file.
  func show(_ problem: ProjectLoader.Problem) -> [PublishDiagnosticsParams] {
    let path =
      problem.path ?? loaded?.project.configurationFile ?? root + "/"
      + ConfigurationLookup.fileName
    var publications: [PublishDiagnosticsParams] = []
    if let previous = configurationProblem, previous != path {
      publications.append(PublishDiagnosticsParams(uri: FileURI.uri(of: previous), diagnostics: []))
    }
    configurationProblem = path
    let index = LineIndex(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
    let start = index.offset(line: problem.line, utf8Column: problem.column)
    let diagnostic = Diagnostic(
      range: FlaggedRange.range(at: start, in: index), severity: Diagnostic.error,
      code: "configuration", codeDescription: nil, source: "canon",
      message: problem.message
        + (loaded == nil
          ? "" : " (the last configuration that loaded is used until this is fixed)"))
    publications.append(
      PublishDiagnosticsParams(uri: FileURI.uri(of: path), diagnostics: [diagnostic]))
    return publications
  }

  // MARK: Documents

  /// Whether the document is one Canon lints (a `file` URI).
  func open(_ item: TextDocumentItem) -> Bool {
    guard let path = FileURI.path(of: item.uri) else { return false }
    documents[item.uri] = TextDocument(
      uri: item.uri, path: path, version: item.version, bytes: Array(item.text.utf8),
      revision: takeRevision())
    unpublished.insert(item.uri)
    return true
  }

  /// Whether the document is open.
  func change(_ params: DidChangeTextDocumentParams) -> Bool {
    guard var document = documents[params.textDocument.uri] else { return false }
    for change in params.contentChanges { document.apply(change) }
    document.version = params.textDocument.version
    document.revision = takeRevision()
    documents[document.uri] = document
    unpublished.insert(document.uri)
    return true
  }

  private func takeRevision() -> Int {
    defer { nextRevision += 1 }
    return nextRevision
  }

  /// A closed document is the file on disk again: its diagnostics are cleared, and its summary
  /// is to be read from disk (the path returned) unless it was never saved, which takes it out
  /// of the project.
  func close(_ uri: String) -> (publications: [PublishDiagnosticsParams], fromDisk: String?)? {
    guard let document = documents.removeValue(forKey: uri) else { return nil }
    findings[uri] = nil
    published[uri] = nil
    unpublished.remove(uri)
    let exists = FileManager.default.fileExists(atPath: document.path)
    if !exists { removed.insert(document.path) }
    return ([PublishDiagnosticsParams(uri: uri, diagnostics: [])], exists ? document.path : nil)
  }

  /// What files changed on disk (saved, or changed by another program) call for.
  enum DiskChange: Equatable {
    /// A `.canon.yml` or the baseline: the project is loaded again.
    case reload
    /// Swift files to read again, with the open documents linted within the index.
    case lint([String])
  }

  func filesChanged(_ paths: [String], deleted: [String] = []) -> DiskChange {
    let baselinePath = loaded?.project.setup.baseline
    if (paths + deleted).contains(where: {
      $0.hasSuffix("/" + ConfigurationLookup.fileName) || $0 == baselinePath
    }) {
      return .reload
    }
    removed.formUnion(deleted)
    let open = Set(documents.values.map(\.path))
    return .lint(
      paths.filter { path in
        !open.contains(path) && (loaded?.project.lints(path) ?? false)
          && FileManager.default.fileExists(atPath: path)
      })
  }

  /// Whether the findings held for a document are of its current text.
  func hasCurrentFindings(_ uri: String) -> Bool {
    guard let document = documents[uri], let found = findings[uri] else { return false }
    return found.bytes == document.bytes
  }

  // MARK: Linting

  /// A lint of the open documents as they are now, to run off the server.
  func lintJob(fromDisk: [String]) -> DocumentLinter.Job? {
    guard let loaded else { return nil }
    defer { removed = [] }
    return DocumentLinter.Job(
      project: loaded, documents: Array(documents.values), fromDisk: fromDisk, removed: removed)
  }

  /// Takes a lint's results in and says what changed. Findings for a document edited or closed
  /// since the lint started, or made with a project since replaced, are dropped: another lint
  /// is coming for them.
  func apply(_ run: DocumentLinter.Run) -> [PublishDiagnosticsParams] {
    guard var loaded, loaded.generation == run.generation else { return [] }
    loaded.index = run.index
    self.loaded = loaded
    var publications: [PublishDiagnosticsParams] = []
    for found in run.found {
      guard let document = documents[found.uri], document.revision == found.revision else {
        continue
      }
      findings[found.uri] = (found.bytes, found.violations)
      let index = LineIndex(found.bytes)
      if let publication = publish(
        document, found.violations.map { diagnostic(for: $0, in: index) })
      {
        publications.append(publication)
      }
    }
    return publications
  }

  /// With no project loaded, the open documents are shown without findings.
  func publishWithoutProject() -> [PublishDiagnosticsParams] {
    documents.values.compactMap { publish($0, []) }
  }

  private func publish(_ document: TextDocument, _ diagnostics: [Diagnostic])
    -> PublishDiagnosticsParams?
  {
    let force = unpublished.remove(document.uri) != nil
    guard force || published[document.uri] != diagnostics else { return nil }
    published[document.uri] = diagnostics
    return PublishDiagnosticsParams(
      uri: document.uri, version: document.version, diagnostics: diagnostics)
  }

  func diagnostic(for violation: Violation, in index: LineIndex) -> Diagnostic {
    let start = index.offset(line: violation.location.line, utf8Column: violation.location.column)
    return Diagnostic(
      range: FlaggedRange.range(at: start, in: index),
      severity: violation.severity == .error ? Diagnostic.error : Diagnostic.warning,
      code: violation.ruleID,
      codeDescription: registry.rule(violation.ruleID) == nil
        ? nil : Diagnostic.CodeDescription(href: links.link(to: violation.ruleID)),
      source: "canon", message: violation.message)
  }
}
