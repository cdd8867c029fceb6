import Foundation
import SeededRandom
import Testing

@testable import CanonLanguageServer

/// Issue 35's fuzz target for the language server: seeded streams of messages an editor (or
/// something pretending to be one) could send — edits with ranges outside the document, versions
/// out of order, requests for documents never opened, cancellations of unknown ids, unknown
/// methods, wrong types, broken JSON — and random bytes through the framing. The server must
/// answer every request exactly once and still shut down cleanly; the framer either gives a body,
/// waits for more, or throws.
@Suite struct MessageStreamFuzzTests {
  static let seed: UInt64 = 0x0CA9_0150
  static let streams = 12
  static let messagesPerStream = 60

  static var numbers: [Any] { [0, 1, 3, -1, 1_000_000, Int.max, Int.min, 2.5, "3", NSNull()] }
  static let texts = [
    "", "final class AViewModel {}\n", "protocol P: class {}\n", "struct {", "\u{0}\u{1B}[2J",
    "é🙂\r\n\r\n", String(repeating: "(", count: 300),
  ]

  static func position(_ random: inout SplitMix64) -> [String: Any] {
    ["line": random.pick(numbers), "character": random.pick(numbers)]
  }

  static func message(_ random: inout SplitMix64, client: TestClient, id: Int) -> [String: Any] {
    let uri = random.next(below: 4) == 0 ? "file:///elsewhere/X.swift" : client.uri("Sources/A.swift")
    let range: [String: Any] = ["start": position(&random), "end": position(&random)]
    switch random.next(below: 9) {
    case 0:
      return ["method": "textDocument/didOpen", "params": [
        "textDocument": ["uri": uri, "languageId": "swift", "version": random.pick(numbers), "text": random.pick(texts)],
      ]]
    case 1, 2:
      var change: [String: Any] = ["text": random.pick(texts)]
      if random.next(below: 3) > 0 { change["range"] = range }
      return ["method": "textDocument/didChange", "params": [
        "textDocument": ["uri": uri, "version": random.pick(numbers)], "contentChanges": [change],
      ]]
    case 3:
      return ["id": id, "method": "textDocument/codeAction", "params": [
        "textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []],
      ]]
    case 4:
      return ["method": "$/cancelRequest", "params": ["id": random.next(below: 3) == 0 ? id - 1 : random.pick(numbers)]]
    case 5:
      return ["method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]]
    case 6:
      return ["id": id, "method": random.pick(["workspace/unknown", "", "initialize", "textDocument/hover"]), "params": [:]]
    case 7:
      return ["method": "textDocument/didSave", "params": ["textDocument": ["uri": uri]]]
    default:
      // Right method, wrong shapes.
      return ["id": id, "method": "textDocument/codeAction", "params": random.pick([[:], ["textDocument": 3], ["range": "x"]] as [[String: Any]])]
    }
  }

  @Test func randomMessageStreamsAreAnsweredOnceAndShutDownCleanly() async throws {
    var random = SplitMix64(seed: Self.seed)
    for _ in 0..<Self.streams {
      let project = try TemporaryProject(["Sources/A.swift": "final class AViewModel {}\n"])
      let client = TestClient(root: project.root)
      _ = await client.start()
      var requests: Set<Int> = []
      var answered: [Int: Int] = [:]
      for index in 0..<Self.messagesPerStream {
        let id = 100 + index
        let message = Self.message(&random, client: client, id: id)
        if message["id"] != nil { requests.insert(id) }
        // Most messages arrive in bursts, as from a fast typist; some one by one.
        if random.next(below: 3) == 0 {
          for reply in await client.send(message) { Self.count(reply, in: &answered) }
        } else {
          await client.handleOnly(message)
        }
        if random.next(below: 10) == 0 {
          _ = await client.server.handle(Data("{\"jsonrpc\":\"2.0\",\"id\":".utf8))
        }
      }
      for reply in await client.drain() { Self.count(reply, in: &answered) }
      for reply in await client.send(["id": 99_999, "method": "shutdown"]) { Self.count(reply, in: &answered) }
      #expect(answered[99_999] == 1, "shutdown was not answered once")
      for id in requests {
        #expect(answered[id] == 1, "request \(id) was answered \(answered[id] ?? 0) times")
      }
    }
  }

  static func count(_ reply: [String: Any], in answered: inout [Int: Int]) {
    guard reply["method"] == nil, let id = reply["id"] as? Int else { return }
    answered[id, default: 0] += 1
  }

  @Test func randomBytesThroughTheFramerNeverTrap() {
    var random = SplitMix64(seed: Self.seed ^ 0xF4A3)
    let pieces = [
      "Content-Length: ", "content-length:", "12", "-5", "99999999999999999999", "\r\n", "\r\n\r\n",
      "{}", "{\"jsonrpc\":\"2.0\"}", "\u{0}", "é", "Content-Type: x\r\n", ":", " ",
    ]
    for _ in 0..<2_000 {
      var framer = MessageFramer()
      for _ in 0..<random.next(below: 12) {
        framer.append(Array(random.pick(pieces).utf8))
        // A body, nothing yet, or an error that ends this stream: never a trap.
        do {
          while let body = try framer.next() { #expect(body.count <= MessageFramer.maximumBodyLength) }
        } catch {
          break
        }
      }
    }
  }
}
