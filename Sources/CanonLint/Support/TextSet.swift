@_spi(RawSyntax) import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The distinct names a rule collects from one file's tree, as the tree's own bytes.
///
/// A rule that records every reference of a file inserts tens of thousands of names in a
/// large project; `Set<SyntaxText>` hashes each with SipHash. This set hashes with FNV-1a, as
/// `NameSet` does, and keeps the texts without copying them: it must not outlive the tree.
@_spi(RawSyntax)
public struct TextSet: Sequence {
  /// Hash + 1 by slot (0 is empty), and the text in the same slot; a power of two of slots.
  private var hashes: [UInt64]
  private var texts: [SyntaxText]
  public private(set) var count = 0

  /// A set with room for `capacity` names before it grows.
  public init(capacity: Int = 16) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    hashes = Array(repeating: 0, count: size)
    texts = Array(repeating: SyntaxText(), count: size)
  }

  public var isEmpty: Bool { count == 0 }

  /// Adds `text`; whether it was not there yet.
  @discardableResult
  public mutating func insert(_ text: SyntaxText) -> Bool {
    let (slot, hash, found) = probe(text)
    if found { return false }
    hashes[slot] = hash
    texts[slot] = text
    count += 1
    if count * 2 > hashes.count { grow() }
    return true
  }

  public func contains(_ text: SyntaxText) -> Bool {
    probe(text).found
  }

  /// The slot holding `text`, or the empty slot where it goes; with its hash.
  private func probe(_ text: SyntaxText) -> (slot: Int, hash: UInt64, found: Bool) {
    let hash = NameSet.hash(of: text) | 1
    let mask = hashes.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while hashes[slot] != 0 {
      if hashes[slot] == hash && Self.equal(texts[slot], text) { return (slot, hash, true) }
      slot = (slot + 1) & mask
    }
    return (slot, hash, false)
  }

  public struct Iterator: IteratorProtocol {
    fileprivate let hashes: [UInt64]
    fileprivate let texts: [SyntaxText]
    fileprivate var slot = 0

    public mutating func next() -> SyntaxText? {
      while slot < hashes.count {
        defer { slot += 1 }
        if hashes[slot] != 0 { return texts[slot] }
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator {
    Iterator(hashes: hashes, texts: texts)
  }

  private mutating func grow() {
    let old = zip(hashes, texts).filter { $0.0 != 0 }
    hashes = Array(repeating: 0, count: hashes.count * 2)
    texts = Array(repeating: SyntaxText(), count: hashes.count)
    let mask = hashes.count - 1
    for (hash, text) in old {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while hashes[slot] != 0 { slot = (slot + 1) & mask }
      hashes[slot] = hash
      texts[slot] = text
    }
  }

  private static func equal(_ a: SyntaxText, _ b: SyntaxText) -> Bool {
    a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
  }
}
