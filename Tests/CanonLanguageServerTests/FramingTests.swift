import Foundation
import Testing

@testable import CanonLanguageServer

@Suite struct FramingTests {
  static func framed(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  @Test func aMessageSplitOverManyReadsComesOutWhole() throws {
    let bytes = Self.framed(#"{"jsonrpc":"2.0","method":"é"}"#)
    var framer = MessageFramer()
    var bodies: [[UInt8]] = []
    // One byte at a time: the header and the body (with a two-byte character) are cut anywhere.
    for byte in bytes {
      framer.append([byte])
      while let body = try framer.next() { bodies.append(body) }
    }
    #expect(
      bodies.map { String(decoding: $0, as: UTF8.self) } == [#"{"jsonrpc":"2.0","method":"é"}"#])
  }

  @Test func twoMessagesInOneReadAreTwoBodies() throws {
    var framer = MessageFramer()
    framer.append(
      Self.framed("{\"a\":1}") + Self.framed("{\"b\":2}") + Array("Content-Length: 7\r\n".utf8))
    #expect(try framer.next().map { String(decoding: $0, as: UTF8.self) } == "{\"a\":1}")
    #expect(try framer.next().map { String(decoding: $0, as: UTF8.self) } == "{\"b\":2}")
    // The third has only part of its header so far.
    #expect(try framer.next() == nil)
    framer.append(Array("\r\n{\"c\":3}".utf8))
    #expect(try framer.next().map { String(decoding: $0, as: UTF8.self) } == "{\"c\":3}")
  }

  @Test func otherHeadersAndAnyCaseAreAccepted() throws {
    var framer = MessageFramer()
    framer.append(
      Array(
        "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
          .utf8))
    #expect(try framer.next() == Array("{}".utf8))
  }

  @Test func aBadHeaderIsRejectedAndReadingGoesOnAfterIt() throws {
    var framer = MessageFramer()
    framer.append(Array("Content-Length: twelve\r\n\r\n".utf8) + Self.framed("{}"))
    #expect(throws: MessageFramer.BadHeader.self) { try framer.next() }
    #expect(try framer.next() == Array("{}".utf8))

    var missing = MessageFramer()
    missing.append(Array("X-Nothing: 1\r\n\r\n".utf8))
    #expect(throws: MessageFramer.BadHeader.self) { try missing.next() }
  }

  @Test func aHeaderThatNeverEndsIsDropped() throws {
    var framer = MessageFramer()
    framer.append(
      [UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 1))
    #expect(throws: MessageFramer.BadHeader.self) { try framer.next() }
    framer.append(Self.framed("{}"))
    #expect(try framer.next() == Array("{}".utf8))
  }

  @Test func framingWritesTheLengthInBytes() {
    let framed = MessageFramer.frame(Data("{\"é\":1}".utf8))
    #expect(String(decoding: framed, as: UTF8.self) == "Content-Length: 8\r\n\r\n{\"é\":1}")
  }
}
