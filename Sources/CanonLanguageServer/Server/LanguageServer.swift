import CanonLint
import Foundation

/// Canon's language server: the LSP lifecycle, and each method handed to the workspace.
///
/// Messages are handled one at a time, in the order they arrive (the actor, fed by one loop):
/// an edit is linted before the next is applied, and a code action sees the findings of the text
/// it is asked about.
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
  private var nextRequestID = 1

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

  /// Handles one message body.
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
    if envelope.isResponse { return .proceed }  // to `client/registerCapability`: nothing to do
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

  private func dispatch(_ method: String, id: RequestID?, body: Data) throws -> Outcome {
    switch (state, method) {
    case (_, "exit"):
      return .exit
    case (.uninitialized, "initialize"):
      let params = try decode(InitializeParams.self, body)
      root = Self.root(of: params)
      watchesFiles =
        params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
      state = .running
      respond(id, result: initializeResult)
    case (.uninitialized, _):
      guard id != nil else { return .proceed }
      throw ResponseError(code: ErrorCode.serverNotInitialized, message: "initialize first")
    case (.shutDown, _):
      guard id != nil else { return .proceed }
      throw ResponseError(code: ErrorCode.invalidRequest, message: "the server is shut down")
    case (.running, "initialized"):
      startWorkspace()
    case (.running, "shutdown"):
      state = .shutDown
      respond(id, result: NoParams?.none)
    case (.running, "textDocument/didOpen"):
      let params = try decode(DidOpenTextDocumentParams.self, body)
      publish(ready.open(params.textDocument))
    case (.running, "textDocument/didChange"):
      publish(ready.change(try decode(DidChangeTextDocumentParams.self, body)))
    case (.running, "textDocument/didClose"):
      publish(ready.close(try decode(DidCloseTextDocumentParams.self, body).textDocument.uri))
    case (.running, "textDocument/didSave"):
      let uri = try decode(DidSaveTextDocumentParams.self, body).textDocument.uri
      publish(ready.filesChanged(FileURI.path(of: uri).map { [$0] } ?? []))
    case (.running, "workspace/didChangeWatchedFiles"):
      let changes = try decode(DidChangeWatchedFilesParams.self, body).changes
      let paths = changes.compactMap { change in
        change.type == 3 ? nil : FileURI.path(of: change.uri)
      }
      let deleted = changes.compactMap { change in
        change.type == 3 ? FileURI.path(of: change.uri) : nil
      }
      publish(ready.filesChanged(paths, deleted: deleted))
    case (.running, "textDocument/codeAction"):
      let params = try decode(CodeActionParams.self, body)
      let workspace = ready
      guard let document = workspace.documents[params.textDocument.uri],
        let found = workspace.findings[params.textDocument.uri]
      else {
        respond(id, result: [CodeAction]())
        return .proceed
      }
      respond(
        id,
        result: CodeActionProvider.actions(
          for: params, document: document, found: found, workspace: workspace))
    case (.running, _):
      // `$/cancelRequest`, `$/setTrace` and other notifications the server does not use are
      // dropped, as LSP allows; an unknown request is answered.
      guard id != nil else { return .proceed }
      throw ResponseError(code: ErrorCode.methodNotFound, message: "method not found: \(method)")
    }
    return .proceed
  }

  /// The workspace, loaded on first use when the client did not send `initialized`.
  private var ready: Workspace {
    if let workspace { return workspace }
    startWorkspace()
    return workspace
      ?? Workspace(root: currentRoot, registry: options.registry, cache: nil, links: options.links)
  }

  private var currentRoot: String { root ?? FileManager.default.currentDirectoryPath }

  private func startWorkspace() {
    guard workspace == nil else { return }
    let workspace = Workspace(
      root: currentRoot, registry: options.registry, cache: options.cache, links: options.links)
    self.workspace = workspace
    if watchesFiles { registerFileWatchers() }
    publish(workspace.load())
    if let (seconds, cache) = workspace.lastIndex {
      let cached = cache.map { ", \($0.hits) of them from the cache" } ?? ""
      log(
        "indexed \(workspace.fileCount) files in \(String(format: "%.2f", seconds)) s\(cached)",
        type: 3)
    }
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
    let id = RequestID.string("canon-\(nextRequestID)")
    nextRequestID += 1
    sink.send(
      JSONCoding.encode(Outgoing(id: id, method: "client/registerCapability", params: params)))
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

  /// `window/logMessage` (3 info, 1 error), and standard error for people running it by hand.
  private func log(_ message: String, type: Int = 1) {
    sink.send(
      JSONCoding.encode(
        Outgoing(
          method: "window/logMessage", params: LogMessageParams(type: type, message: message))))
  }
}
