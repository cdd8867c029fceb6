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
/// large project; `Set<TokenText>` hashes each with SipHash. This set hashes with FNV-1a, as
/// `NameSet` does, and keeps the texts without copying them: it must not outlive the tree.
public struct TextSet: Sequence {
  /// Hash + 1 by slot (0 is empty), and the text in the same slot; a power of two of slots.
  private var hashes: [UInt64]
  private var texts: [TokenText]
  public private(set) var count = 0

  /// A set with room for `capacity` names before it grows.
  public init(capacity: Int = 16) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    hashes = Array(repeating: 0, count: size)
    texts = Array(repeating: TokenText(), count: size)
  }

  public var isEmpty: Bool { count == 0 }

  /// Adds `text`; whether it was not there yet.
  @discardableResult
  public mutating func insert(_ text: TokenText) -> Bool {
    let (slot, hash, found) = probe(text)
    if found { return false }
    hashes[slot] = hash
    texts[slot] = text
    count += 1
    if count * 2 > hashes.count { grow() }
    return true
  }

  public func contains(_ text: TokenText) -> Bool {
    probe(text).found
  }

  /// The slot holding `text`, or the empty slot where it goes; with its hash.
  private func probe(_ text: TokenText) -> (slot: Int, hash: UInt64, found: Bool) {
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
    fileprivate let texts: [TokenText]
    fileprivate var slot = 0

    public mutating func next() -> TokenText? {
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
    texts = Array(repeating: TokenText(), count: hashes.count)
    let mask = hashes.count - 1
    for (hash, text) in old {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while hashes[slot] != 0 { slot = (slot + 1) & mask }
      hashes[slot] = hash
      texts[slot] = text
    }
  }

  private static func equal(_ a: TokenText, _ b: TokenText) -> Bool {
    a.count == b.count && (a.count == 0 || memcmp(a.bytes.baseAddress!, b.bytes.baseAddress!, a.count) == 0)
  }
}
