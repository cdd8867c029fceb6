import Foundation
import Testing

@testable import CanonLint

/// The memory a cold run's entries are written into (`EntryArena`), and entries written there
/// (`EntryBuffer`).
@Suite struct EntryArenaTests {
  /// Pages are touched only until the first block is handed out: a touch after it would write
  /// a zero into an entry.
  @Test func touchingStopsOnceABlockIsHandedOut() throws {
    let arena = try #require(EntryArena(size: 1 << 20))
    let block = try #require(arena.allocate(64 << 10))
    let bytes = UnsafeMutableRawBufferPointer(start: block, count: 64 << 10)
    bytes.initializeMemory(as: UInt8.self, repeating: 0xAB)
    arena.touchPages(upTo: 1 << 20)
    #expect(bytes.allSatisfy { $0 == 0xAB })
  }

  @Test func theLastBlockGrowsInPlaceAndNoOtherDoes() throws {
    let arena = try #require(EntryArena(size: 4096))
    let first = try #require(arena.allocate(100))
    let second = try #require(arena.allocate(100))
    #expect(!arena.extend(first, from: 100, to: 200))
    #expect(arena.extend(second, from: 100, to: 200))
    #expect(arena.allocate(4096) == nil)
    #expect(!arena.extend(second, from: 200, to: 8192))
  }

  /// An entry written past the arena's room goes on in `malloc`'s memory, whole.
  @Test func anEntryLargerThanTheArenaIsWrittenWhole() throws {
    let arena = try #require(EntryArena(size: 4096))
    var writer = ByteWriter(arena: arena)
    let text = String(repeating: "x", count: 100)
    for number in 0..<200 {
      writer.string(text + "\(number)")
    }
    var reader = ByteReader(Array(writer.data()))
    for number in 0..<200 {
      #expect(try reader.string() == text + "\(number)")
    }
    #expect(reader.isAtEnd)
  }

  /// An entry whose second part outgrows the room kept for it moves to the arena's end, and
  /// the entries around it keep their bytes.
  @Test func entriesThatOutgrowTheirRoomMoveAndKeepTheirBytes() throws {
    let arena = try #require(EntryArena(size: 1 << 20))
    var first = ByteWriter(arena: arena)
    first.string("first entry, first part")
    first.reserve(8)
    var second = ByteWriter(arena: arena)
    second.string("second entry, first part")
    first.string("first entry, second part, longer than the room kept for it")
    second.string("second entry, second part")
    var reader = ByteReader(Array(first.data()))
    #expect(try reader.string() == "first entry, first part")
    #expect(try reader.string() == "first entry, second part, longer than the room kept for it")
    reader = ByteReader(Array(second.data()))
    #expect(try reader.string() == "second entry, first part")
    #expect(try reader.string() == "second entry, second part")
  }

  /// An entry's `Data` keeps the arena's memory mapped after the arena and the writer are gone.
  @Test func anEntrysDataOutlivesItsArena() throws {
    var data = Data()
    do {
      let arena = try #require(EntryArena(size: 1 << 20))
      var writer = ByteWriter(arena: arena)
      writer.string(String(repeating: "entry ", count: 50))
      data = writer.data()
    }
    var reader = ByteReader(Array(data))
    #expect(try reader.string() == String(repeating: "entry ", count: 50))
  }
}
