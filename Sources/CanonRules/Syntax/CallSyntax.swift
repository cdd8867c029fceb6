import CanonLint
import SwiftSyntax

/// Small syntax helpers the MVVM-C rules share.
enum CoordinatorSyntax {
  /// A string literal's source as a message quotes it: whole up to 40 characters, else cut
  /// with `…` (a message names the literal so that two findings of a file read apart).
  static func quoted(_ literalSource: String) -> String {
    literalSource.count <= 40 ? literalSource : literalSource.prefix(39) + "…"
  }

  /// The words of a camel-case or snake-case identifier: `didTapLogin` → `did`, `Tap`, `Login`;
  /// `URLButtonTapped` → `URL`, `Button`, `Tapped`.
  static func words(of identifier: String) -> [String] {
    if identifier.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(of: identifier) }
    var words: [String] = []
    var current = ""
    let characters = Array(identifier)
    for (offset, character) in characters.enumerated() {
      if character == "_" || character.isNumber {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty {
        let previous = characters[offset - 1]
        let next = offset + 1 < characters.count ? characters[offset + 1] : nil
        if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true) {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `words(of:)` for an ASCII identifier, on its bytes: the same splits without the Unicode
  /// character properties, which are slow and asked for every function name.
  private static func asciiWords(of identifier: String) -> [String] {
    func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    let bytes = Array(identifier.utf8)
    var words: [String] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        if start < offset { words.append(String(decoding: bytes[start..<offset], as: UTF8.self)) }
        start = offset + 1
        continue
      }
      if isUpper(byte), start < offset {
        let previous = bytes[offset - 1]
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : nil
        if isLower(previous) || (isUpper(previous) && next.map(isLower) == true) {
          words.append(String(decoding: bytes[start..<offset], as: UTF8.self))
          start = offset
        }
      }
    }
    if start < bytes.count { words.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return words
  }

  /// The type a call constructs when it is spelled `Type(…)` or `Module.Type(…)`.
  static func constructedTypeName(_ call: FunctionCallExprSyntax) -> String? {
    constructedTypeToken(call)?.text
  }

  /// The name token of `constructedTypeName`, to compare its `textBytes` without a String.
  static func constructedTypeToken(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      // `UIKit.UIImage(named:)` names the type; `UIImage.init(named:)` too.
      if member.declName.baseName.isKeyword(.`init`) { return base.baseName }
      if startsUppercase(base.baseName), startsUppercase(member.declName.baseName) {
        return member.declName.baseName
      }
    }
    return nil
  }

  /// Whether the token's text starts with an upper-case letter; an ASCII first byte answers
  /// without making a String.
  static func startsUppercase(_ token: TokenSyntax) -> Bool {
    guard let first = token.textBytes.first else { return false }
    if first < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) }
    return token.text.first?.isUppercase == true
  }

  /// Whether a string literal holds text a user would read: at least one letter outside
  /// interpolations and escapes (`"\u{26A0}"` is a symbol, not a word).
  static func hasWords(_ literal: StringLiteralExprSyntax) -> Bool {
    literal.segments.contains { segment in
      guard let text = segment.as(StringSegmentSyntax.self) else { return false }
      var escaped = false
      var inBraces = false
      for character in text.content.text {
        if inBraces {
          inBraces = character != "}"
        } else if escaped {
          escaped = false
          inBraces = character == "u"
        } else if character == "\\" {
          escaped = true
        } else if character.isLetter {
          return true
        }
      }
      return false
    }
  }

  /// Whether a string literal is plain text, without interpolation.
  static func isPlain(_ literal: StringLiteralExprSyntax) -> Bool {
    literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
  }
}
