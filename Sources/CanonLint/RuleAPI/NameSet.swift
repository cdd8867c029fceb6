#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// A fixed set of names, asked with a token's `TokenText`.
///
/// Rules turn most nodes away by a name (`Timer`, `addSubview`), and the walk asks one call's
/// name against every rule's set. `Set<TokenText>` hashes with SipHash on every question; this
/// set hashes a name once with FNV-1a (a handful of instructions for an identifier) and finds
/// it with one probe of an open-addressed table.
public struct NameSet: Sendable, ExpressibleByArrayLiteral {
  /// One reference, so that the walk's loop over a dozen sets per call retains one object each.
  private final class Table: Sendable {
    /// The names' bytes, one after another; name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    let bytes: [UInt8]
    let starts: [Int]
    /// Name index + 1 by hash slot; 0 is an empty slot. Its count is a power of two.
    let slots: [Int32]

    init(bytes: [UInt8], starts: [Int], slots: [Int32]) {
      self.bytes = bytes
      self.starts = starts
      self.slots = slots
    }
  }

  private let table: Table

  public init(_ names: some Sequence<String>) {
    var bytes: [UInt8] = []
    var starts = [0]
    var seen = Set<String>()
    for name in names where seen.insert(name).inserted {
      bytes += name.utf8
      starts.append(bytes.count)
    }
    var size = 4
    while size < (starts.count - 1) * 3 { size *= 2 }
    var slots = [Int32](repeating: 0, count: size)
    for index in 0..<(starts.count - 1) {
      let hash = bytes[starts[index]..<starts[index + 1]].withContiguousStorageIfAvailable {
        Self.hash(of: $0)
      }!
      var slot = Int(truncatingIfNeeded: hash) & (size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(index + 1)
    }
    table = Table(bytes: bytes, starts: starts, slots: slots)
  }

  public init(arrayLiteral names: String...) {
    self.init(names)
  }

  public var isEmpty: Bool { table.starts.count == 1 }

  public func contains(_ name: TokenText) -> Bool {
    contains(name, hash: Self.hash(of: name))
  }

  public func contains(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { contains(TokenText($0)) }
  }

  /// Whether `name`, whose `hash(of:)` is `hash`, is in the set: the walk hashes a call's name
  /// once and asks every rule's set with it.
  public func contains(_ name: TokenText, hash: UInt64) -> Bool {
    let table = table
    let mask = table.slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = Int(table.slots[slot])
      if entry == 0 { return false }
      let start = table.starts[entry - 1]
      let count = table.starts[entry] - start
      if count == name.count
        && (count == 0
          || table.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, name.bytes.baseAddress!, count) } == 0)
      {
        return true
      }
      slot = (slot + 1) & mask
    }
  }

  /// FNV-1a over the name's bytes.
  public static func hash(of name: TokenText) -> UInt64 {
    hash(of: name.bytes)
  }

  static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    // The low bits pick the slot: fold the high ones in, which FNV mixes better.
    return hash ^ (hash >> 29)
  }
}
