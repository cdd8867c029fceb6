import CanonLint
import Foundation

/// Canon's language server: the LSP lifecycle, and each method handed to the workspace.
///
/// Messages are handled one at a time, in the order they arrive (the actor, fed by one loop),
/// and none of them waits for a lint or for indexing: they say what changed, and the
/// `LintScheduler` starts the work once every message read so far is handled, off the server.
/// So a burst of edits is linted once, at its last text, and a request is answered while the
/// project is indexed. A code action is asked about the text the editor shows: when a lint of
/// that text is coming, the request waits for it (and can be cancelled with `$/cancelRequest`).
public actor LanguageServer {
  public enum Outcome: Sendable, Equatable {
    case proceed
    case exit
  }

  enum State {
    case uninitialized
    case running
    case shutDown
  }

  public struct Options: Sendable {
    public var registry: RuleRegistry
    public var version: String
    public var cache: LintCache?
    public var links: RuleLinks

    public init(
      registry: RuleRegistry, version: String, cache: LintCache?, links: RuleLinks = RuleLinks()
    ) {
      self.registry = registry
      self.version = version
      self.cache = cache
      self.links = links
    }
  }

  private let sink: any MessageSink
  private let options: Options
  private var state = State.uninitialized
  private var workspace: Workspace?
  private var root: String?
  private var watchesFiles = false
  private var progress = ProgressReporter(isSupported: false)
  private var nextRequestID = 1
  private var scheduler = LintScheduler()
  /// Code actions waiting for the findings of their document's current text.
  private var waiting: [RequestID: CodeActionParams] = [:]
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  public init(options: Options, sink: any MessageSink) {
    self.options = options
    self.sink = sink
  }

  /// 0 once `shutdown` was asked before the end, else 1.
  public var exitStatus: Int32 { state == .shutDown ? 0 : 1 }

  /// A header that could not be read: the message it framed is lost, so it is answered as a
  /// parse error without an id.
  func reject(_ error: any Error) {
    log("\(error)")
    respond(nil, error: ResponseError(code: ErrorCode.parseError, message: "\(error)"))
  }

  /// Handles one message body. The work it asks for (linting, indexing) starts at the next
  /// `inputDrained()`.
  public func handle(_ body: Data) -> Outcome {
    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: body)
    } catch {
      respond(
        nil,
        error: ResponseError(
          code: ErrorCode.parseError, message: "not a JSON-RPC message: \(error)"))
      return .proceed
    }
    if envelope.isResponse {
      // To `client/registerCapability` (nothing to do) or `window/workDoneProgress/create`.
      if let id = envelope.id { send(progress.answered(id, accepted: !envelope.isError)) }
      return .proceed
    }
    guard let method = envelope.method else {
      respond(
        envelope.id,
        error: ResponseError(code: ErrorCode.invalidRequest, message: "a message without a method"))
      return .proceed
    }
    do {
      return try dispatch(method, id: envelope.id, body: body)
    } catch let error as ResponseError {
      if envelope.id != nil {
        respond(envelope.id, error: error)
      } else {
        log("\(method): \(error.message)")
      }
    } catch {
      let message = "invalid parameters for \(method): \(error)"
      if envelope.id != nil {
        respond(envelope.id, error: ResponseError(code: ErrorCode.invalidParams, message: message))
      } else {
        log(message)
      }
    }
    return .proceed
  }

  /// Says that every message read so far is handled: the linting and indexing they asked for
  /// start now, off the server.
  public func inputDrained() {
    schedule()
  }

  /// Returns once no lint or indexing is running or wanted.
  func idle() async {
    guard !scheduler.isIdle else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func dispatch(_ method: String, id: RequestID?, body: Data) throws -> Outcome {
    switch (state, method) {
    case (_, "exit"):
      return .exit
    case (.uninitialized, "initialize"):
      let params = try decode(InitializeParams.self, body)
      root = Self.root(of: params)
      watchesFiles =
        params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
      progress = ProgressReporter(
        isSupported: params.capabilities?.window?.workDoneProgress ?? false)
      state = .running
      respond(id, result: initializeResult)
    case (.uninitialized, _):
      guard id != nil else { return .proceed }
      throw ResponseError(code: ErrorCode.serverNotInitialized, message: "initialize first")
    case (.shutDown, _):
      guard id != nil else { return .proceed }
      throw ResponseError(code: ErrorCode.invalidRequest, message: "the server is shut down")
    case (.running, "initialize"):
      throw ResponseError(
        code: ErrorCode.invalidRequest, message: "the server is already initialized")
    case (.running, "initialized"):
      startWorkspace()
    case (.running, "shutdown"):
      state = .shutDown
      // Nothing is asked after shutdown: what waits is answered from the findings there are.
      for waitingID in waiting.keys { answerCodeActions(waitingID) }
      respond(id, result: NoParams?.none)
    case (.running, "$/cancelRequest"):
      let cancelled = try decode(CancelParams.self, body).id
      // A request already answered is not answered again (LSP).
      if waiting.removeValue(forKey: cancelled) != nil {
        respond(
          cancelled,
          error: ResponseError(code: ErrorCode.requestCancelled, message: "cancelled"))
      }
    case (.running, "textDocument/didOpen"):
      let params = try decode(DidOpenTextDocumentParams.self, body)
      if startWorkspace().open(params.textDocument) { scheduler.documentsChanged() }
    case (.running, "textDocument/didChange"):
      let params = try decode(DidChangeTextDocumentParams.self, body)
      if startWorkspace().change(params) { scheduler.documentsChanged() }
    case (.running, "textDocument/didClose"):
      let uri = try decode(DidCloseTextDocumentParams.self, body).textDocument.uri
      if let closed = startWorkspace().close(uri) {
        publish(closed.publications)
        // The file on disk, or its absence, counts again for the other documents.
        scheduler.filesChanged(closed.fromDisk.map { [$0] } ?? [])
      }
    case (.running, "textDocument/didSave"):
      let uri = try decode(DidSaveTextDocumentParams.self, body).textDocument.uri
      diskChanged(startWorkspace().filesChanged(FileURI.path(of: uri).map { [$0] } ?? []))
    case (.running, "workspace/didChangeWatchedFiles"):
      let changes = try decode(DidChangeWatchedFilesParams.self, body).changes
      let paths = changes.compactMap { change in
        change.type == 3 ? nil : FileURI.path(of: change.uri)
      }
      let deleted = changes.compactMap { change in
        change.type == 3 ? FileURI.path(of: change.uri) : nil
      }
      diskChanged(startWorkspace().filesChanged(paths, deleted: deleted))
    case (.running, "textDocument/codeAction"):
      let params = try decode(CodeActionParams.self, body)
      let workspace = startWorkspace()
      guard let id else { return .proceed }
      waiting[id] = params
      if workspace.hasCurrentFindings(params.textDocument.uri) || !scheduler.lintIsComing {
        answerCodeActions(id)
      }
    case (.running, _):
      // `$/setTrace` and other notifications the server does not use are dropped, as LSP
      // allows; an unknown request is answered.
      guard id != nil else { return .proceed }
      throw ResponseError(code: ErrorCode.methodNotFound, message: "method not found: \(method)")
    }
    return .proceed
  }

  private func diskChanged(_ change: Workspace.DiskChange) {
    switch change {
    case .reload: scheduler.projectChanged()
    case .lint(let paths): scheduler.filesChanged(paths)
    }
  }

  /// Answers a waiting code action from the findings there are.
  private func answerCodeActions(_ id: RequestID) {
    guard let params = waiting.removeValue(forKey: id) else { return }
    guard let workspace, let document = workspace.documents[params.textDocument.uri],
      let found = workspace.findings[params.textDocument.uri]
    else {
      respond(id, result: [CodeAction]())
      return
    }
    respond(
      id,
      result: CodeActionProvider.actions(
        for: params, document: document, found: found, workspace: workspace))
  }

  /// The workspace, made on first use (at `initialized`, or the first document when the client
  /// did not send it), with its project to load.
  @discardableResult
  private func startWorkspace() -> Workspace {
    if let workspace { return workspace }
    let workspace = Workspace(root: currentRoot, registry: options.registry, links: options.links)
    self.workspace = workspace
    if watchesFiles { registerFileWatchers() }
    scheduler.projectChanged()
    return workspace
  }

  private var currentRoot: String { root ?? FileManager.default.currentDirectoryPath }

  // MARK: Scheduling

  /// Starts what the scheduler says is due, answers the code actions whose findings are
  /// current, and wakes those waiting for the server to be idle.
  private func schedule() {
    if let workspace {
      if scheduler.startLoad() { startLoad(root: workspace.root) }
      switch scheduler.startLint(hasProject: workspace.loaded != nil) {
      case .lint(let fromDisk)?:
        if let job = workspace.lintJob(fromDisk: fromDisk) {
          Task {
            let run = await BackgroundThread.run { DocumentLinter.lint(job) }
            linted(run)
          }
        } else {
          scheduler.lintFinished()
        }
      case .withoutProject?:
        publish(workspace.publishWithoutProject())
      case nil:
        break
      }
      for (id, params) in waiting
      where workspace.hasCurrentFindings(params.textDocument.uri) || !scheduler.lintIsComing {
        answerCodeActions(id)
      }
    }
    if scheduler.isIdle {
      let waiters = idleWaiters
      idleWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  private func linted(_ run: DocumentLinter.Run) {
    scheduler.lintFinished()
    if let workspace { publish(workspace.apply(run)) }
    schedule()
  }

  /// Loads the project off the server: its configuration and files first (installed at once
  /// when no project is, so the open documents are linted within what is indexed so far), then
  /// the index of every file.
  private func startLoad(root: String) {
    send(
      progress.begin(
        "Canon: indexing", message: "reading the configuration and finding files",
        id: takeRequestID))
    let registry = options.registry
    let cache = options.cache
    Task {
      let result = await BackgroundThread.run {
        ProjectLoader.configure(root: root, registry: registry)
      }
      guard let configured = takeConfigured(result) else { return }
      let indexed = await BackgroundThread.run { ProjectLoader.index(configured, cache: cache) }
      install(indexed, of: configured)
    }
  }

  /// Takes a configured project in; `nil` when there is nothing to index.
  private func takeConfigured(_ result: Result<ProjectLoader.Configured, ProjectLoader.Problem>)
    -> ProjectLoader.Configured?
  {
    guard let workspace else { return nil }
    switch result {
    case .failure(let problem):
      publish(workspace.show(problem))
      send(progress.end("the configuration did not load"))
      scheduler.loadFinished()
      // Shown with the last configuration that loaded, or without findings.
      scheduler.documentsChanged()
      schedule()
      return nil
    case .success(let configured):
      if workspace.loaded == nil {
        publish(workspace.install(configured, index: ProjectLoader.emptyIndex(of: configured)))
        scheduler.documentsChanged()
      }
      send(progress.report("indexing \(configured.project.files.count) files"))
      schedule()
      return configured
    }
  }

  private func install(_ indexed: ProjectLoader.Indexed, of configured: ProjectLoader.Configured) {
    guard let workspace else { return }
    publish(workspace.install(configured, index: indexed.index))
    scheduler.documentsChanged()
    let cached = indexed.cache.map { ", \($0.hits) of them from the cache" } ?? ""
    log(
      "indexed \(workspace.fileCount) files in \(String(format: "%.2f", indexed.seconds)) s\(cached)",
      type: 3)
    send(progress.end("indexed \(workspace.fileCount) files"))
    scheduler.loadFinished()
    schedule()
  }

  private func takeRequestID() -> RequestID {
    defer { nextRequestID += 1 }
    return .string("canon-\(nextRequestID)")
  }

  private func registerFileWatchers() {
    let params = RegistrationParams(registrations: [
      .init(
        id: "canon-watched-files", method: "workspace/didChangeWatchedFiles",
        registerOptions: .init(watchers: [
          .init(globPattern: "**/*.swift"),
          .init(globPattern: "**/" + ConfigurationLookup.fileName),
          .init(globPattern: "**/*.json"),
        ]))
    ])
    sink.send(
      JSONCoding.encode(
        Outgoing(id: takeRequestID(), method: "client/registerCapability", params: params)))
  }

  private var initializeResult: InitializeResult {
    InitializeResult(
      capabilities: ServerCapabilities(
        textDocumentSync: .init(openClose: true, change: 2, save: .init(includeText: false)),
        codeActionProvider: .init(codeActionKinds: [CodeAction.quickFix, CodeAction.fixAll])),
      serverInfo: .init(name: "canon", version: options.version))
  }

  private static func root(of params: InitializeParams) -> String? {
    if let folder = params.workspaceFolders?.first, let path = FileURI.path(of: folder.uri) {
      return path
    }
    if let uri = params.rootUri, let path = FileURI.path(of: uri) { return path }
    return params.rootPath
  }

  // MARK: Messages

  private func decode<Params: Decodable>(_ type: Params.Type, _ body: Data) throws -> Params {
    try JSONDecoder().decode(ParamsOf<Params>.self, from: body).params
  }

  private func respond(_ id: RequestID?, result: some Encodable) {
    sink.send(JSONCoding.encode(Response(id: id, result: result, error: nil)))
  }

  private func respond(_ id: RequestID?, error: ResponseError) {
    sink.send(JSONCoding.encode(Response<NoParams>(id: id, result: nil, error: error)))
  }

  private func publish(_ publications: [PublishDiagnosticsParams]) {
    for publication in publications {
      sink.send(
        JSONCoding.encode(Outgoing(method: "textDocument/publishDiagnostics", params: publication)))
    }
  }

  private func send(_ messages: [ProgressReporter.Message]) {
    for message in messages {
      switch message {
      case .create(let id, let token):
        sink.send(
          JSONCoding.encode(
            Outgoing(
              id: id, method: "window/workDoneProgress/create",
              params: WorkDoneProgressCreateParams(token: token))))
      case .progress(let token, let value):
        sink.send(
          JSONCoding.encode(
            Outgoing(method: "$/progress", params: ProgressParams(token: token, value: value))))
      }
    }
  }

  /// `window/logMessage` (3 info, 1 error), and standard error for people running it by hand.
  private func log(_ message: String, type: Int = 1) {
    sink.send(
      JSONCoding.encode(
        Outgoing(
          method: "window/logMessage", params: LogMessageParams(type: type, message: message))))
  }
}
