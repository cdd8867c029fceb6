/// A 128-bit hash that is the same in every process and on every machine: the cache's keys and
/// the answers it checks are compared across runs, where Swift's `Hasher` is seeded afresh.
///
/// Written here rather than taken from swift-crypto: the keys need no resistance to an attacker
/// (a cache entry is only ever the result of linting the same bytes), and swift-crypto would add
/// BoringSSL to every build of `canon`, including the build-tool plugin's build in users'
/// packages. Two 64-bit lanes with different multipliers, fed eight bytes at a time, each step a
/// multiply and rotate as in xxHash/wyhash, and four lanes 32 bytes at a time for long inputs.
public struct StableHash: Sendable {
  private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
  private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private var length: UInt64 = 0

  public init() {}

  /// Mixes in bytes.
  public mutating func combine(bytes: UnsafeRawBufferPointer) {
    let count = bytes.count
    guard let start = bytes.baseAddress else { return }
    combineWords(start, count, from: 0)
  }

  /// Mixes in bytes as `combine(bytes:)` does, but 32 bytes a round in four lanes first, as in
  /// xxHash64: their multiplies do not wait for each other, where the two lanes of `mix` depend
  /// on each other word by word (2.4 instructions a byte before). For the bulk of what the cache
  /// hashes, each file's bytes and each entry's checksum; the hashes differ from
  /// `combine(bytes:)`'s from 32 bytes on, so every other hash (the keys of questions, GitLab's
  /// fingerprints, which its merge requests compare across versions) stays as it was.
  public mutating func combine(bulk bytes: UnsafeRawBufferPointer) {
    let count = bytes.count
    guard let start = bytes.baseAddress else { return }
    var offset = 0
    if count >= 32 {
      var lane0 = first &+ Self.prime1 &+ Self.prime2
      var lane1 = second &+ Self.prime2
      var lane2 = first
      var lane3 = second &- Self.prime1
      while offset &+ 32 <= count {
        lane0 = Self.round(lane0, start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        lane1 = Self.round(lane1, start.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
        lane2 = Self.round(lane2, start.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self))
        lane3 = Self.round(lane3, start.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self))
        offset &+= 32
      }
      // The lanes then go through `mix` like any word.
      mix(lane0)
      mix(lane1)
      mix(lane2)
      mix(lane3)
    }
    combineWords(start, count, from: offset)
  }

  /// The bytes from `offset` on, eight at a time, then the last few; `count` is the whole
  /// input's length.
  @inline(__always)
  private mutating func combineWords(_ start: UnsafeRawPointer, _ count: Int, from offset: Int) {
    var offset = offset
    while offset &+ 8 <= count {
      mix(UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset &+= 8
    }
    if offset < count {
      // The last bytes copied into a zeroed word at once: most strings hashed are names of a
      // few bytes, and taking them a shift at a time was most of the cost of hashing them.
      var tail: UInt64 = 0
      withUnsafeMutableBytes(of: &tail) { word in
        word.copyMemory(from: UnsafeRawBufferPointer(start: start + offset, count: count - offset))
      }
      mix(UInt64(littleEndian: tail))
    }
    length &+= UInt64(count)
  }

  public mutating func combine(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { combine(bytes: $0) }
  }

  /// Mixes in a string and its length, so that `"ab", "c"` and `"a", "bc"` differ.
  public mutating func combine(_ text: String) {
    // The string's own bytes where it has them (every native string): a copy of it to call
    // `withUTF8` on cost a retain and a release of each string hashed.
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil {
      var text = text
      text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }
    combine(UInt64(text.utf8.count))
  }

  public mutating func combine(_ value: UInt64) {
    mix(value)
    length &+= 8
  }

  public mutating func combine(_ value: Int) {
    combine(UInt64(bitPattern: Int64(value)))
  }

  public mutating func combine(_ value: Bool) {
    combine(UInt64(value ? 1 : 0))
  }

  // Always inlined, with the rotation below: left to the optimizer, the rotation was a call of
  // its own in some of the callers (5,900 calls, 2.6 M instructions in a cold run).
  @inline(__always)
  private mutating func mix(_ word: UInt64) {
    first = ((first ^ word) &* 0x9FB2_1C65_1E98_DF25).rotatedLeft(by: 29)
    second = ((second &+ word) &* 0xFF51_AFD7_ED55_8CCD).rotatedLeft(by: 31) ^ first
  }

  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    (lane &+ UInt64(littleEndian: word) &* prime2).rotatedLeft(by: 31) &* prime1
  }

  /// The hash, as 32 hexadecimal digits.
  public var hex: String {
    let (high, low) = finalized
    // Written into the string's own buffer: `String(_:radix:)` and padding made three strings
    // for each of the cold run's tens of thousands of keys, checksums and answers.
    return String(unsafeUninitializedCapacity: 32) { digits in
      for offset in 0..<16 {
        digits[offset] = Self.hexDigit(high >> UInt64(60 - offset * 4))
        digits[16 + offset] = Self.hexDigit(low >> UInt64(60 - offset * 4))
      }
      return 32
    }
  }

  private static func hexDigit(_ value: UInt64) -> UInt8 {
    let nibble = UInt8(truncatingIfNeeded: value & 0xF)
    return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  /// The two lanes, each through a final avalanche so every input bit reaches every output bit.
  public var finalized: (UInt64, UInt64) {
    (Self.avalanche(first ^ length), Self.avalanche(second &+ first &+ length))
  }

  private static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}

extension UInt64 {
  @inline(__always)
  fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
    (self << count) | (self >> (64 - count))
  }
}
