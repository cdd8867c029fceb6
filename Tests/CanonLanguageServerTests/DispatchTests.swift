import Foundation
import Testing

@testable import CanonLanguageServer

@Suite struct DispatchTests {
  let project: TemporaryProject
  let client: TestClient

  init() throws {
    project = try TemporaryProject(["Sources/A.swift": "struct A {}\n"])
    client = TestClient(root: project.root)
  }

  static func error(_ message: [String: Any]?) -> Int? {
    (message?["error"] as? [String: Any])?["code"] as? Int
  }

  @Test func malformedJSONGetsAParseErrorWithoutAnId() async {
    _ = await client.server.handle(Data("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\":".utf8))
    let replies = client.sink.take()
    #expect(replies.count == 1)
    #expect(Self.error(replies.first) == ErrorCode.parseError)
    #expect(replies.first?["id"] is NSNull)
  }

  @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() async {
    #expect(
      Self.error(
        await client.send(["id": 4, "method": "textDocument/codeAction", "params": [:]]).first)
        == -32002)
    #expect(await client.send(["method": "textDocument/didOpen", "params": [:]]).isEmpty)
  }

  @Test func anUnknownRequestIsMethodNotFoundAndAnUnknownNotificationIsIgnored() async {
    _ = await client.start()
    let replies = await client.send(["id": 9, "method": "canon/unheardOf", "params": [:]])
    #expect(Self.error(replies.first) == ErrorCode.methodNotFound)
    #expect(replies.first?["id"] as? Int == 9)
    #expect(await client.send(["method": "$/cancelRequest", "params": ["id": 3]]).isEmpty)
  }

  @Test func badParametersAreInvalidParamsForARequestAndTheServerGoesOn() async {
    _ = await client.start()
    let replies = await client.send([
      "id": 5, "method": "textDocument/codeAction", "params": ["range": 3],
    ])
    #expect(Self.error(replies.first) == ErrorCode.invalidParams)
    #expect(
      await client.send(["method": "textDocument/didChange", "params": ["nonsense": true]])
        .allSatisfy {
          $0["method"] as? String == "window/logMessage"
        })
    let after = await client.send(["id": 6, "method": "shutdown"])
    #expect(after.first?["id"] as? Int == 6)
  }

  @Test func initializeAnswersWithTheCapabilities() async throws {
    let replies = await client.send([
      "id": 1, "method": "initialize",
      "params": ["rootUri": FileURI.uri(of: project.root), "capabilities": [:]],
    ])
    let result = try #require(replies.first?["result"] as? [String: Any])
    let capabilities = try #require(result["capabilities"] as? [String: Any])
    #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
    #expect(
      ((capabilities["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String]) == [
        "quickfix", "source.fixAll.canon",
      ])
  }

  @Test func shutdownThenExitEndsWithStatusZero() async {
    _ = await client.start()
    let replies = await client.send(["id": 2, "method": "shutdown"])
    #expect(replies.count == 1)
    #expect(replies.first?["id"] as? Int == 2)
    #expect(replies.first?.keys.contains("result") == true)
    #expect(replies.first?["result"] is NSNull)
    // After shutdown, requests are refused.
    #expect(
      Self.error(
        await client.send(["id": 3, "method": "textDocument/codeAction", "params": [:]]).first)
        == ErrorCode.invalidRequest)
    #expect(await client.server.handle(TestClient.body(["method": "exit"])) == .exit)
    #expect(await client.server.exitStatus == 0)
  }

  @Test func exitWithoutShutdownEndsWithStatusOne() async {
    _ = await client.start()
    #expect(await client.server.handle(TestClient.body(["method": "exit"])) == .exit)
    #expect(await client.server.exitStatus == 1)
  }

  @Test func theLoopEndsAtEndOfInputAndAnswersWhatCameBefore() async {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    let initialize = TestClient.body([
      "id": 1, "method": "initialize",
      "params": ["rootUri": FileURI.uri(of: project.root), "capabilities": [:]],
    ])
    let framed = [UInt8](MessageFramer.frame(initialize))
    // Split across two reads, then the client goes away.
    continuation.yield(Array(framed[..<10]))
    continuation.yield(Array(framed[10...]) + Array("Content-Length: x\r\n\r\n".utf8))
    continuation.finish()
    let status = await ServerLoop.run(client.server, input: stream)
    #expect(status == 1)
    let replies = client.sink.take()
    #expect(replies.first?["id"] as? Int == 1)
    // The bad header was answered as a parse error.
    #expect(replies.contains { Self.error($0) == ErrorCode.parseError })
  }

  @Test func theLoopStopsAtExitWithoutReadingFurther() async {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    for message in [
      ["id": 1, "method": "initialize", "params": ["capabilities": [:]]],
      ["id": 2, "method": "shutdown"],
      ["method": "exit"], ["id": 3, "method": "shutdown"],
    ] as [[String: Any]] {
      continuation.yield([UInt8](MessageFramer.frame(TestClient.body(message))))
    }
    // Not finished: only `exit` can end the loop.
    let status = await ServerLoop.run(client.server, input: stream)
    #expect(status == 0)
    #expect(client.sink.take().compactMap { $0["id"] as? Int } == [1, 2])
    continuation.finish()
  }
}
