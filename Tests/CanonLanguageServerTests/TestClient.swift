import CanonLint
import CanonRules
import Foundation

@testable import CanonLanguageServer

/// Collects what the server sends.
final class CollectingSink: MessageSink, @unchecked Sendable {
  // `lock` guards `bodies`: the server sends from its actor, tests read from theirs.
  private let lock = NSLock()
  private var bodies: [Data] = []

  func send(_ body: Data) { lock.withLock { bodies.append(body) } }

  /// The messages sent since the last call, as JSON objects.
  func take() -> [[String: Any]] {
    let taken = lock.withLock {
      defer { bodies.removeAll() }
      return bodies
    }
    return taken.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
  }
}

/// Drives a server in process, message by message, as an editor would.
struct TestClient {
  let server: LanguageServer
  let sink = CollectingSink()
  let root: String

  init(root: String, cache: LintCache? = nil) {
    self.root = root
    server = LanguageServer(
      options: .init(registry: CanonRules.registry, version: "test", cache: cache), sink: sink)
  }

  static func body(_ message: [String: Any]) -> Data {
    var message = message
    message["jsonrpc"] = "2.0"
    return (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
  }

  /// Sends a message as a message read on its own, waits until the work it asked for (a lint,
  /// indexing) is done, and returns what the server sent meanwhile.
  @discardableResult
  func send(_ message: [String: Any]) async -> [[String: Any]] {
    _ = await server.handle(Self.body(message))
    await server.inputDrained()
    await server.idle()
    return sink.take()
  }

  /// Hands a message to the server as one of several read together: nothing it asks for starts
  /// until `drain()`.
  func handleOnly(_ message: [String: Any]) async {
    _ = await server.handle(Self.body(message))
  }

  /// Says that every message so far was read, and waits until the work they asked for is done.
  func drain() async -> [[String: Any]] {
    await server.inputDrained()
    await server.idle()
    return sink.take()
  }

  func uri(_ relative: String) -> String { FileURI.uri(of: root + "/" + relative) }

  /// `initialize` and `initialized`: the project is indexed.
  func start(capabilities: [String: Any] = [:]) async -> [[String: Any]] {
    await send([
      "id": 1, "method": "initialize",
      "params": ["rootUri": FileURI.uri(of: root), "capabilities": capabilities],
    ])
    return await send(["method": "initialized", "params": [:]])
  }

  func open(_ relative: String, text: String? = nil) async -> [[String: Any]] {
    let text = text ?? ((try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)) ?? "")
    return await send([
      "method": "textDocument/didOpen",
      "params": [
        "textDocument": ["uri": uri(relative), "languageId": "swift", "version": 1, "text": text]
      ],
    ])
  }

  func change(_ relative: String, version: Int, changes: [[String: Any]]) async -> [[String: Any]] {
    await send(changeMessage(relative, version: version, changes: changes))
  }

  func changeMessage(_ relative: String, version: Int, changes: [[String: Any]]) -> [String: Any] {
    [
      "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": uri(relative), "version": version], "contentChanges": changes,
      ],
    ]
  }

  func codeActions(_ relative: String, line: Int, only: [String]? = nil) async -> [[String: Any]] {
    let replies = await send(codeActionMessage(relative, id: 7, line: line, only: only))
    return replies.first { $0["id"] as? Int == 7 }?["result"] as? [[String: Any]] ?? []
  }

  func codeActionMessage(_ relative: String, id: Int, line: Int, only: [String]? = nil)
    -> [String: Any]
  {
    var context: [String: Any] = ["diagnostics": []]
    if let only { context["only"] = only }
    return [
      "id": id, "method": "textDocument/codeAction",
      "params": [
        "textDocument": ["uri": uri(relative)],
        "range": [
          "start": ["line": line, "character": 0], "end": ["line": line, "character": 200],
        ],
        "context": context,
      ],
    ]
  }
}

/// The diagnostics a set of messages published for `uri`, the last publication's.
func diagnostics(in messages: [[String: Any]], for uri: String) -> [[String: Any]]? {
  let publications = messages.filter {
    $0["method"] as? String == "textDocument/publishDiagnostics"
      && ($0["params"] as? [String: Any])?["uri"] as? String == uri
  }
  return (publications.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
}

/// Every diagnostics publication for `uri`, in order.
func publications(in messages: [[String: Any]], for uri: String) -> [[String: Any]] {
  messages.compactMap { message in
    guard message["method"] as? String == "textDocument/publishDiagnostics",
      let params = message["params"] as? [String: Any], params["uri"] as? String == uri
    else { return nil }
    return params
  }
}

func codes(_ diagnostics: [[String: Any]]?) -> [String] {
  (diagnostics ?? []).compactMap { $0["code"] as? String }.sorted()
}

/// A project in a temporary folder, removed with the value's owner at the end of the test.
final class TemporaryProject {
  let root: String

  init(_ files: [String: String]) throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "canon-lsp-\(UUID().uuidString)"
      )
      .standardizedFileURL.path
    for (path, text) in files { try write(path, text) }
  }

  func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }
}
