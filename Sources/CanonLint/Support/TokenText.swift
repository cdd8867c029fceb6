@_spi(RawSyntax) import SwiftSyntax

// One of the two files that read swift-syntax's `@_spi(RawSyntax)` (the other is
// RawSyntaxReads.swift): that SPI may change with every swift-syntax release, and keeping it
// here means a new release breaks these two files, not the rules.

/// The bytes of a token's text, as the parsed tree holds them: `TokenSyntax.text` without the
/// `String`.
///
/// Rules turn most nodes away by a name (`frame`, `Timer`, a type name that starts with a
/// capital), and making a `String` of every token a rule looks at was a large part of a lint.
/// A `TokenText` is two words that point into the tree: comparing, hashing and looking one
/// up in a `NameSet` read the bytes in place. It must not outlive the tree it was read from; a
/// rule's per-file state is fine, a fact for the index is not (make a `String` with `string`).
public struct TokenText: Hashable, Sendable, RandomAccessCollection, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  let syntaxText: SyntaxText

  init(_ syntaxText: SyntaxText) {
    self.syntaxText = syntaxText
  }

  /// The empty text.
  public init() {
    syntaxText = SyntaxText()
  }

  /// Bytes for a name written in a rule: `node.memberNameBytes == "frame"`.
  public init(stringLiteral value: StaticString) {
    syntaxText = SyntaxText(value)
  }

  /// Bytes that live as long as `buffer`: for `NameSet`'s own lookups.
  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    syntaxText = SyntaxText(baseAddress: buffer.baseAddress, count: buffer.count)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { syntaxText.count }
  public var count: Int { syntaxText.count }
  public var isEmpty: Bool { syntaxText.isEmpty }
  public subscript(position: Int) -> UInt8 { syntaxText[position] }

  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R? {
    try body(bytes)
  }

  /// The bytes in place.
  public var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: syntaxText.baseAddress, count: syntaxText.count)
  }

  /// The text as a `String`, to keep or to show.
  public var string: String { String(syntaxText: syntaxText) }
  public var description: String { string }

  public func hasPrefix(_ prefix: TokenText) -> Bool { syntaxText.hasPrefix(prefix.syntaxText) }
  public func hasSuffix(_ suffix: TokenText) -> Bool { syntaxText.hasSuffix(suffix.syntaxText) }
  /// Whether `other` occurs in the text.
  public func contains(_ other: TokenText) -> Bool { syntaxText.contains(other.syntaxText) }

  /// The text without its first `first` and last `last` bytes (which must be there).
  public func dropping(first: Int = 0, last: Int = 0) -> TokenText {
    TokenText(SyntaxText(rebasing: syntaxText[(startIndex + first)..<(endIndex - last)]))
  }

  /// Whether the first character is upper-case, as `Character.isUppercase` says; ASCII is
  /// decided from the byte, without making a `String`.
  public var startsUppercase: Bool {
    guard let first = syntaxText.first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return string.first?.isUppercase == true
  }

  /// Whether the first character is lower-case, as `Character.isLowercase` says.
  public var startsLowercase: Bool {
    guard let first = syntaxText.first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") }
    return string.first?.isLowercase == true
  }

  /// The name without the backticks of an escaped keyword (`` `default` `` → `default`).
  public var trimmingBackticks: TokenText {
    guard count > 1, hasPrefix("`"), hasSuffix("`") else { return self }
    return dropping(first: 1, last: 1)
  }

  public static func == (lhs: TokenText, rhs: TokenText) -> Bool {
    lhs.syntaxText == rhs.syntaxText
  }

  public func hash(into hasher: inout Hasher) {
    syntaxText.hash(into: &hasher)
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
