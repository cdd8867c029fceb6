import CanonLint
import CanonRules
import Foundation
import Testing

@testable import CanonLanguageServer

/// An editor that sends faster than Canon lints, a client that cancels or initializes twice, and
/// a workspace too large to index before the first request: the server answers at once and
/// lints only the text the editor shows.
@Suite struct EditorKeepsUpTests {
  static let configuration = "presets: [base, mvvm-c]\n"

  /// A file of `count` lines, with a finding near its top.
  static func source(lines count: Int) -> String {
    var lines = ["protocol ModelDelegate: AnyObject {}", "final class Model {"]
    lines.append("  var delegate: ModelDelegate?")
    while lines.count < count - 1 { lines.append("  var value\(lines.count) = \(lines.count)") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func error(_ message: [String: Any]?) -> Int? {
    (message?["error"] as? [String: Any])?["code"] as? Int
  }

  static func framed(_ messages: [[String: Any]]) -> [UInt8] {
    messages.flatMap { [UInt8](MessageFramer.frame(TestClient.body($0))) }
  }

  /// 500 edits read together, then `shutdown`: `shutdown` is answered before any of them is
  /// linted, and only the last version is linted and published (each edit was linted, and 501
  /// diagnostics published, before `shutdown` was answered 20–31 s later).
  @Test func aBurstOfEditsIsLintedOnceAtItsLastVersionAfterShutdownIsAnswered() async throws {
    let text = Self.source(lines: 1_000)
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": text,
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    let uri = client.uri("Sources/Model.swift")
    #expect(
      publications(in: await client.open("Sources/Model.swift", text: text), for: uri).count == 1)
    let line = ["line": 2, "character": 2]
    var burst = (2...501).map { version in
      client.changeMessage(
        "Sources/Model.swift", version: version,
        changes: [["range": ["start": line, "end": line], "text": version == 2 ? "weak " : ""]])
    }
    burst.append(["id": 90, "method": "shutdown"])
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    continuation.yield(Self.framed(burst))
    continuation.yield(Self.framed([["method": "exit"]]))
    continuation.finish()
    let status = await ServerLoop.run(client.server, input: stream)
    await client.server.idle()
    let messages = client.sink.take()
    #expect(status == 0)
    let published = publications(in: messages, for: uri)
    #expect(published.count == 1)
    #expect(published.first?["version"] as? Int == 501)
    #expect(codes(published.first?["diagnostics"] as? [[String: Any]]) == [])
    let shutdown = try #require(messages.firstIndex { $0["id"] as? Int == 90 })
    let publication = try #require(
      messages.firstIndex { $0["method"] as? String == "textDocument/publishDiagnostics" })
    #expect(shutdown < publication)
  }

  /// Findings of a text edited while it was linted are dropped, never published: the next
  /// lint, of the current text, is.
  @Test func findingsOfASupersededTextAreDropped() throws {
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": Self.source(lines: 10),
    ])
    let workspace = Workspace(
      root: project.root, registry: CanonRules.registry, links: RuleLinks())
    let configured = try ProjectLoader.configure(root: project.root, registry: CanonRules.registry)
      .get()
    _ = workspace.install(configured, index: ProjectLoader.emptyIndex(of: configured))
    let uri = FileURI.uri(of: project.root + "/Sources/Model.swift")
    #expect(
      workspace.open(
        TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: Self.source(lines: 10))))
    let stale = try #require(workspace.lintJob(fromDisk: []))
    let line = Position(line: 2, character: 2)
    #expect(
      workspace.change(
        DidChangeTextDocumentParams(
          textDocument: .init(uri: uri, version: 2),
          contentChanges: [.init(range: Range(start: line, end: line), text: "weak ")])))
    let staleRun = DocumentLinter.lint(stale)
    #expect(staleRun.found.first?.violations.map(\.ruleID) == ["weak-delegate"])
    #expect(workspace.apply(staleRun).isEmpty)
    #expect(workspace.findings[uri] == nil)
    let current = try #require(workspace.lintJob(fromDisk: []))
    let published = workspace.apply(DocumentLinter.lint(current))
    #expect(published.map(\.version) == [2])
    #expect(published.first?.diagnostics.isEmpty == true)
  }

  /// A code action on a text whose lint is still to come waits for it, and `$/cancelRequest`
  /// answers it with RequestCancelled, once (the request was answered at once, from the lint
  /// each edit waited for, and the cancellation ignored).
  @Test func aCancelledRequestIsAnsweredRequestCancelledOnce() async throws {
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": Self.source(lines: 10),
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    _ = await client.open("Sources/Model.swift")
    let line = ["line": 2, "character": 2]
    await client.handleOnly(
      client.changeMessage(
        "Sources/Model.swift", version: 2,
        changes: [["range": ["start": line, "end": line], "text": "private "]]))
    await client.handleOnly(client.codeActionMessage("Sources/Model.swift", id: 7, line: 2))
    #expect(client.sink.take().isEmpty)
    await client.handleOnly(["method": "$/cancelRequest", "params": ["id": 7]])
    let cancelled = client.sink.take()
    #expect(cancelled.count == 1)
    #expect(cancelled.first?["id"] as? Int == 7)
    #expect(Self.error(cancelled.first) == ErrorCode.requestCancelled)
    // The edit is still linted; the cancelled request is not answered again.
    let after = await client.drain()
    #expect(!after.contains { $0["id"] as? Int == 7 })
    #expect(
      publications(in: after, for: client.uri("Sources/Model.swift")).last?["version"] as? Int == 2)
    // Cancelling what was answered changes nothing.
    #expect(await client.send(["method": "$/cancelRequest", "params": ["id": 7]]).isEmpty)
  }

  /// A code action sent with the edit it is about is answered once that text is linted, with
  /// the fixes for it.
  @Test func aCodeActionWaitsForTheLintOfTheTextItIsAbout() async throws {
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration,
      "Sources/Model.swift": Self.source(lines: 10).replacingOccurrences(
        of: "  var delegate", with: "  weak var delegate"),
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    _ = await client.open("Sources/Model.swift")
    await client.handleOnly(
      client.changeMessage(
        "Sources/Model.swift", version: 2,
        changes: [
          [
            "range": ["start": ["line": 2, "character": 2], "end": ["line": 2, "character": 7]],
            "text": "",
          ]
        ]))
    await client.handleOnly(client.codeActionMessage("Sources/Model.swift", id: 8, line: 2))
    #expect(client.sink.take().isEmpty)
    let answered = await client.drain()
    let actions = try #require(
      answered.first { $0["id"] as? Int == 8 }?["result"] as? [[String: Any]])
    #expect(actions.contains { ($0["title"] as? String)?.hasPrefix("Fix: ") == true })
  }

  /// `initialize` twice is an invalid request (it was "method not found").
  @Test func aSecondInitializeIsAnInvalidRequest() async throws {
    let project = try TemporaryProject(["Sources/A.swift": "struct A {}\n"])
    let client = TestClient(root: project.root)
    _ = await client.start()
    let replies = await client.send([
      "id": 2, "method": "initialize",
      "params": ["rootUri": FileURI.uri(of: project.root), "capabilities": [:]],
    ])
    #expect(replies.count == 1)
    #expect(replies.first?["id"] as? Int == 2)
    #expect(Self.error(replies.first) == ErrorCode.invalidRequest)
    // The server goes on.
    #expect(await client.send(["id": 3, "method": "shutdown"]).first?["result"] is NSNull)
  }

  /// A root of many files: a request sent while it is indexed is answered before the indexing
  /// ends, a document opened meanwhile gets its findings from what is indexed so far, and the
  /// indexing is shown as work-done progress (it held every request until indexed, 25 s for
  /// `file:///`, and said nothing).
  @Test func indexingALargeRootDelaysNoRequestAndShowsProgress() async throws {
    var files = [".canon.yml": Self.configuration, "Sources/Model.swift": Self.source(lines: 10)]
    for folder in 0..<20 {
      for file in 0..<100 {
        files["Sources/F\(folder)/T\(folder)x\(file).swift"] =
          "final class T\(folder)x\(file) {\n  var value = \(file)\n  func f() -> Int { value * 2 }\n}\n"
      }
    }
    let project = try TemporaryProject(files)
    let client = TestClient(root: project.root)
    _ = await client.send([
      "id": 1, "method": "initialize",
      "params": [
        "rootUri": FileURI.uri(of: project.root),
        "capabilities": ["window": ["workDoneProgress": true]],
      ],
    ])
    await client.handleOnly(["method": "initialized", "params": [:]])
    await client.server.inputDrained()
    _ = await client.server.handle(TestClient.body(["id": 2, "method": "canon/unheardOf"]))
    await client.handleOnly([
      "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": client.uri("Sources/Model.swift"), "languageId": "swift", "version": 1,
          "text": Self.source(lines: 10),
        ]
      ],
    ])
    await client.server.inputDrained()
    let early = client.sink.take()
    let answer = try #require(early.firstIndex { $0["id"] as? Int == 2 })
    #expect(Self.error(early[answer]) == ErrorCode.methodNotFound)
    let isIndexedLog = { (message: [String: Any]) in
      message["method"] as? String == "window/logMessage"
        && ((message["params"] as? [String: Any])?["message"] as? String)?.hasPrefix("indexed ")
          == true
    }
    #expect(!early.contains(where: isIndexedLog))
    let create = try #require(
      early.first { $0["method"] as? String == "window/workDoneProgress/create" })
    let token = try #require((create["params"] as? [String: Any])?["token"] as? String)
    // The client accepts the token: the steps so far follow, and the rest as they come.
    _ = await client.server.handle(
      TestClient.body(["id": create["id"] ?? NSNull(), "result": NSNull()]))
    let late = await client.drain()
    let all = early + late
    let steps = all.compactMap { message -> String? in
      guard message["method"] as? String == "$/progress",
        let params = message["params"] as? [String: Any], params["token"] as? String == token
      else { return nil }
      return (params["value"] as? [String: Any])?["kind"] as? String
    }
    #expect(steps.first == "begin")
    #expect(steps.last == "end")
    #expect(steps.filter { $0 == "begin" }.count == 1 && steps.filter { $0 == "end" }.count == 1)
    #expect(all.contains(where: isIndexedLog))
    // The document's findings came before the index was complete, and again if it changed them.
    let model = client.uri("Sources/Model.swift")
    let firstPublication = try #require(
      all.firstIndex { ($0["params"] as? [String: Any])?["uri"] as? String == model })
    let indexed = try #require(all.firstIndex(where: isIndexedLog))
    #expect(firstPublication < indexed)
    #expect(codes(diagnostics(in: all, for: model)) == ["weak-delegate"])
  }

  /// A client that does not show progress is not sent any.
  @Test func noProgressForAClientThatDoesNotShowIt() async throws {
    let project = try TemporaryProject(["Sources/A.swift": "struct A {}\n"])
    let client = TestClient(root: project.root)
    let messages = await client.start()
    #expect(
      !messages.contains {
        ["window/workDoneProgress/create", "$/progress"].contains($0["method"] as? String)
      })
  }
}

/// When work starts: the scheduler's decisions on their own.
@Suite struct LintSchedulerTests {
  @Test func oneLintAtATimeAndEditsDuringItWantAnother() {
    var scheduler = LintScheduler()
    #expect(scheduler.startLint(hasProject: true) == nil)
    scheduler.documentsChanged()
    scheduler.filesChanged(["/p/B.swift"])
    #expect(scheduler.startLint(hasProject: true) == .lint(fromDisk: ["/p/B.swift"]))
    scheduler.documentsChanged()
    scheduler.documentsChanged()
    #expect(scheduler.startLint(hasProject: true) == nil)
    #expect(scheduler.lintIsComing)
    scheduler.lintFinished()
    #expect(scheduler.startLint(hasProject: true) == .lint(fromDisk: []))
    scheduler.lintFinished()
    #expect(scheduler.isIdle)
  }

  @Test func aLintWaitsForTheProjectALoadWillInstall() {
    var scheduler = LintScheduler()
    scheduler.projectChanged()
    scheduler.documentsChanged()
    #expect(scheduler.startLint(hasProject: false) == nil)
    let started = scheduler.startLoad()
    let startedAgain = scheduler.startLoad()
    #expect(started && !startedAgain)
    #expect(scheduler.startLint(hasProject: false) == nil)
    scheduler.loadFinished()
    // The load failed: nothing to wait for.
    #expect(scheduler.startLint(hasProject: false) == .withoutProject)
    #expect(scheduler.isIdle)
  }
}
