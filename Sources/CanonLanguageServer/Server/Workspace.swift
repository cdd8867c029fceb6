import CanonLint
import Foundation

/// The project an editor has open, linted by the same engine as `canon lint`: the project is
/// loaded by `LintProject` (root and folder `.canon.yml`, discovery), the whole tree is linted
/// once through the cache for its summaries, and then each edit lints the open documents within
/// the project index, which the engine brings up to date for them (`Linter.lint(_:within:)`):
/// an edit costs the open documents, not the project. Baselined findings are left out as
/// `canon lint` leaves them out; suppression comments are the engine's.
///
/// Nothing here writes a file: fixes reach files only as edits the client applies.
final class Workspace {
  let root: String
  let registry: RuleRegistry
  let cache: LintCache?
  let links: RuleLinks

  /// The last configuration that loaded; a broken `.canon.yml` leaves it in use until repaired.
  private(set) var project: LintProject?
  private var linter: Linter?
  private var baseline: (folder: String, baseline: Baseline)?
  /// The configuration file a problem is shown on, while there is one.
  private var configurationProblem: String?
  /// The project index of the last lint, with every file's summary (absolute paths).
  private var index: ProjectIndex?
  /// Files gone from the project since the last lint: the next one takes them out of the index.
  private var removed: Set<String> = []
  private(set) var documents: [String: TextDocument] = [:]
  /// What was last published, by URI, so that only changes are sent.
  private var published: [String: [Diagnostic]] = [:]
  /// The findings of each open document, with the text they were found in (for code actions).
  private(set) var findings: [String: (bytes: [UInt8], violations: [Violation])] = [:]
  /// How long the last whole-project lint took, and whether the cache answered it (for logs
  /// and the benchmark).
  private(set) var lastIndex: (seconds: Double, cache: CacheStatistics?)?

  init(root: String, registry: RuleRegistry, cache: LintCache?, links: RuleLinks) {
    self.root = root
    self.registry = registry
    self.cache = cache
    self.links = links
  }

  var fileCount: Int { index?.files.count ?? 0 }

  // MARK: Loading

  /// Loads the configuration and lints the whole project (through the cache), then the open
  /// documents. A configuration that does not load is a diagnostic on its file.
  func load() -> [PublishDiagnosticsParams] {
    var publications: [PublishDiagnosticsParams] = []
    do {
      var project = try LintProject.load(
        paths: [root], configPath: nil, presets: [], registry: registry, currentDirectory: root)
      var baseline: (String, Baseline)?
      if let path = project.setup.baseline {
        do {
          baseline = (
            URL(fileURLWithPath: path).deletingLastPathComponent().path,
            try Baseline.read(from: path)
          )
        } catch let failure as Baseline.Failure {
          throw ConfigurationError(
            path: project.configuration?.path ?? ConfigurationLookup.fileName, line: 1, column: 1,
            message: failure.description)
        }
        // The baseline matches findings by the declaration they are in.
        project.setup.recordsDeclarations = true
      }
      let linter = Linter(setup: project.setup, knownRuleIDs: Set(registry.ruleIDs))
      let started = Date()
      let result = linter.lint(
        project.files.map { input(forFile: $0, in: project) }, cache: cache, needsSummaries: true)
      lastIndex = (Date().timeIntervalSince(started), result.cache)
      index =
        result.index
        ?? ProjectIndex(files: result.summaries, rolePatterns: project.setup.rolePatterns)
      removed = []
      self.project = project
      self.linter = linter
      self.baseline = baseline
      if let problem = configurationProblem {
        configurationProblem = nil
        publications.append(
          PublishDiagnosticsParams(uri: FileURI.uri(of: problem), diagnostics: []))
      }
    } catch let error as ConfigurationError {
      publications += showConfigurationProblem(
        at: PathUtilities.absolute(error.path, from: root), line: error.line, column: error.column,
        message: error.message)
    } catch {
      publications += showConfigurationProblem(
        at: project?.configurationFile ?? root + "/" + ConfigurationLookup.fileName, line: 1,
        column: 1,
        message: "\(error)")
    }
    return publications + lint()
  }

  private func showConfigurationProblem(at path: String, line: Int, column: Int, message: String)
    -> [PublishDiagnosticsParams]
  {
    var publications: [PublishDiagnosticsParams] = []
    if let previous = configurationProblem, previous != path {
      publications.append(PublishDiagnosticsParams(uri: FileURI.uri(of: previous), diagnostics: []))
    }
    configurationProblem = path
    let index = LineIndex(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
    let start = index.offset(line: line, utf8Column: column)
    let diagnostic = Diagnostic(
      range: FlaggedRange.range(at: start, in: index), severity: Diagnostic.error,
      code: "configuration", codeDescription: nil, source: "canon",
      message: message
        + (project == nil
          ? "" : " (the last configuration that loaded is used until this is fixed)"))
    publications.append(
      PublishDiagnosticsParams(uri: FileURI.uri(of: path), diagnostics: [diagnostic]))
    return publications
  }

  private func input(forFile path: String, in project: LintProject) -> LintInput {
    LintInput(
      path: path, relativePath: PathUtilities.relative(path, to: project.setup.rootDirectory),
      content: .file(absolutePath: path))
  }

  // MARK: Documents

  func open(_ item: TextDocumentItem) -> [PublishDiagnosticsParams] {
    guard let path = FileURI.path(of: item.uri) else { return [] }
    documents[item.uri] = TextDocument(
      uri: item.uri, path: path, version: item.version, bytes: Array(item.text.utf8))
    return lint(edited: item.uri)
  }

  func change(_ params: DidChangeTextDocumentParams) -> [PublishDiagnosticsParams] {
    guard var document = documents[params.textDocument.uri] else { return [] }
    for change in params.contentChanges { document.apply(change) }
    document.version = params.textDocument.version
    documents[document.uri] = document
    return lint(edited: document.uri)
  }

  /// A closed document is the file on disk again: its summary is read from there, and its
  /// diagnostics are cleared.
  func close(_ uri: String) -> [PublishDiagnosticsParams] {
    guard let document = documents.removeValue(forKey: uri) else { return [] }
    findings[uri] = nil
    published[uri] = nil
    let exists = FileManager.default.fileExists(atPath: document.path)
    // A new file closed unsaved leaves the project.
    if !exists { removed.insert(document.path) }
    return [PublishDiagnosticsParams(uri: uri, diagnostics: [])]
      + lint(fromDisk: exists ? [document.path] : [])
  }

  /// Files that changed on disk (saved, or changed by another program): a `.canon.yml` or a
  /// baseline reloads the project; Swift files are read again and the open documents relinted.
  func filesChanged(_ paths: [String], deleted: [String] = []) -> [PublishDiagnosticsParams] {
    let baselinePath = project?.setup.baseline
    if (paths + deleted).contains(where: {
      $0.hasSuffix("/" + ConfigurationLookup.fileName) || $0 == baselinePath
    }) {
      return load()
    }
    removed.formUnion(deleted)
    let open = Set(documents.values.map(\.path))
    let changed = paths.filter { path in
      !open.contains(path) && (project?.lints(path) ?? false)
        && FileManager.default.fileExists(atPath: path)
    }
    return lint(fromDisk: changed)
  }

  // MARK: Linting

  /// Lints the open documents (and `fromDisk` files, for their summaries) within the index of
  /// the whole project, and says what changed. The edited document is always published, with its
  /// version, so the editor knows its diagnostics are current.
  func lint(fromDisk: [String] = [], edited: String? = nil) -> [PublishDiagnosticsParams] {
    guard let project, let linter, let index else {
      return documents.values.compactMap { document in
        publish(document.uri, [], version: document.version, force: document.uri == edited)
      }
    }
    let open = documents.values.filter { project.lints($0.path) }
    let inputs =
      fromDisk.map { input(forFile: $0, in: project) }
      + open.map { document in
        LintInput(
          path: document.path,
          relativePath: PathUtilities.relative(document.path, to: project.setup.rootDirectory),
          content: .text(document.text))
      }
    guard !inputs.isEmpty else {
      return documents.values.compactMap {
        publish($0.uri, [], version: $0.version, force: $0.uri == edited)
      }
    }
    let result = linter.lint(inputs, within: index, removing: removed)
    self.index = result.index
    removed = []
    var violations = result.violations
    if let (folder, baseline) = baseline {
      violations = Self.withoutBaselined(
        violations, baseline: baseline, folder: folder, documents: open, linted: inputs)
    }
    let byPath = Dictionary(grouping: violations) { $0.location.path }
    var publications: [PublishDiagnosticsParams] = []
    for document in documents.values {
      let found = project.lints(document.path) ? byPath[document.path] ?? [] : []
      findings[document.uri] = (document.bytes, found)
      let index = LineIndex(document.bytes)
      let diagnostics = found.map { diagnostic(for: $0, in: index) }
      if let publication = publish(
        document.uri, diagnostics, version: document.version, force: document.uri == edited)
      {
        publications.append(publication)
      }
    }
    return publications
  }

  private func publish(_ uri: String, _ diagnostics: [Diagnostic], version: Int?, force: Bool)
    -> PublishDiagnosticsParams?
  {
    guard force || published[uri] != diagnostics else { return nil }
    published[uri] = diagnostics
    return PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics)
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

  /// The findings the baseline does not hold, matched as `canon lint` matches them (the line's
  /// text is the editor's, for open documents).
  private static func withoutBaselined(
    _ violations: [Violation], baseline: Baseline, folder: String, documents: [TextDocument],
    linted: [LintInput]
  ) -> [Violation] {
    let texts = Dictionary(
      documents.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    var keys = FindingKeys(folder: folder, absolutePath: { $0 }, text: { texts[$0] })
    let entries = keys.entries(for: violations)
    let comparison = baseline.compare(
      violations, entries: entries, lintedPaths: Set(linted.map { keys.relative($0.path) }),
      exists: { FileManager.default.fileExists(atPath: folder + "/" + $0) })
    return comparison.new
  }
}
