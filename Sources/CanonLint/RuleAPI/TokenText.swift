@_spi(RawSyntax) import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

// One of the two files that read swift-syntax's `@_spi(RawSyntax)` (the other is
// RawSyntaxReads.swift): that SPI may change with every swift-syntax release, and keeping it
// here means a new release breaks these two files, not the rules.

/// The bytes of a token's text, as the parsed tree holds them: `TokenSyntax.text` without the
/// `String`.
///
/// Rules turn most nodes away by a name (`frame`, `Timer`, a type name that starts with a
/// capital), and making a `String` of every token a rule looks at was a large part of a lint.
/// A `TokenText` is two words that point into the tree: comparing, hashing and looking one
/// up in a `NameSet` read the bytes in place.
///
/// It lives as long as the walk of its file, and the compiler keeps it there: it is not
/// `Sendable`, and everything that outlives the walk is (a `when:` condition, a `later:` check,
/// an index question, a fact, a `static let`), so a rule cannot hand one past the file's tree.
/// Make a `String` with `string` for anything kept. Its address is the engine's: rules see
/// the bytes only through the comparisons below and `Collection`'s.
public struct TokenText: Hashable, RandomAccessCollection, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  // The bytes' address and count, not swift-syntax's `SyntaxText`: that is SPI, and code that
  // uses it cannot be inlined into the rules. Inlined, a comparison in a rule's handler costs
  // a few instructions instead of a call.
  @usableFromInline let start: UnsafePointer<UInt8>?
  public let count: Int

  @inlinable
  init(start: UnsafePointer<UInt8>?, count: Int) {
    self.start = start
    self.count = count
  }

  init(_ syntaxText: SyntaxText) {
    self.init(start: syntaxText.baseAddress, count: syntaxText.count)
  }

  /// Bytes that live as long as `buffer`: for `NameSet`'s own lookups.
  @inlinable
  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.init(start: buffer.baseAddress, count: buffer.count)
  }

  /// The empty text.
  @inlinable
  public init() {
    self.init(start: nil, count: 0)
  }

  /// Bytes for a name written in a rule: `node.memberNameBytes == "frame"`.
  @inlinable
  public init(stringLiteral value: StaticString) {
    self.init(start: value.utf8Start, count: value.utf8CodeUnitCount)
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { count }
  @inlinable public var isEmpty: Bool { count == 0 }
  @inlinable public subscript(position: Int) -> UInt8 {
    precondition(position >= 0 && position < count, "index out of range")
    return start.unsafelyUnwrapped[position]
  }

  @inlinable
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R? {
    try body(bytes)
  }

  /// The bytes in place: for the engine's own lookups only, so that no rule holds the address.
  @inlinable
  var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: start, count: count)
  }

  /// The text as a `String`, to keep or to show.
  @inlinable
  public var string: String { String(decoding: bytes, as: UTF8.self) }
  public var description: String { string }

  /// Whether `count` bytes at `offset` are `other`'s.
  @inlinable
  func has(_ other: TokenText, at offset: Int) -> Bool {
    other.count == 0 || memcmp(start.unsafelyUnwrapped + offset, other.start.unsafelyUnwrapped, other.count) == 0
  }

  @inlinable
  public func hasPrefix(_ prefix: TokenText) -> Bool {
    prefix.count <= count && has(prefix, at: 0)
  }

  @inlinable
  public func hasSuffix(_ suffix: TokenText) -> Bool {
    suffix.count <= count && has(suffix, at: count - suffix.count)
  }

  /// Whether `other` occurs in the text.
  @inlinable
  public func contains(_ other: TokenText) -> Bool {
    guard other.count <= count else { return false }
    if other.count == 0 { return true }
    for offset in 0...(count - other.count) where has(other, at: offset) { return true }
    return false
  }

  /// The text without its first `first` and last `last` bytes (which must be there).
  @inlinable
  public func dropping(first: Int = 0, last: Int = 0) -> TokenText {
    precondition(first >= 0 && last >= 0 && first + last <= count, "dropping more than the text")
    return TokenText(start: start.map { $0 + first }, count: count - first - last)
  }

  /// Whether the first character is upper-case, as `Character.isUppercase` says; ASCII is
  /// decided from the byte, without making a `String`.
  @inlinable
  public var startsUppercase: Bool {
    guard let first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return string.first?.isUppercase == true
  }

  /// Whether the first character is lower-case, as `Character.isLowercase` says.
  @inlinable
  public var startsLowercase: Bool {
    guard let first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") }
    return string.first?.isLowercase == true
  }

  /// The name without the backticks of an escaped keyword (`` `default` `` → `default`).
  @inlinable
  public var trimmingBackticks: TokenText {
    guard count > 1, hasPrefix("`"), hasSuffix("`") else { return self }
    return dropping(first: 1, last: 1)
  }

  @inlinable
  public static func == (lhs: TokenText, rhs: TokenText) -> Bool {
    lhs.count == rhs.count && (lhs.start == rhs.start || lhs.has(rhs, at: 0))
  }

  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
  }
}

extension TokenSyntax {
  /// The token's text as bytes in the tree: `text` without making a `String` (the token
  /// nodes' `text` copies the bytes into a new `String` every time).
  public var textBytes: TokenText { TokenText(rawText) }

  /// `tokenKind == .keyword(keyword)`, from the token's raw kind and bytes: `tokenKind`
  /// builds an enum (for an identifier, with a `String`) on every call.
  public func isKeyword(_ keyword: Keyword) -> Bool {
    rawTokenKind == .keyword && rawText == keyword.defaultText
  }

  /// Whether the token is an identifier (not a keyword, operator or backquoted keyword's
  /// `self`), from its raw kind: `tokenKind` makes a `String`.
  public var isIdentifier: Bool { rawTokenKind == .identifier }
}
