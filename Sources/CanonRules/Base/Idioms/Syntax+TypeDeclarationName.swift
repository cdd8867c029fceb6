@_spi(RawSyntax) import SwiftSyntax

extension Syntax {
  /// `DeclSyntax.declaredTypeName` of a class, struct, enum, actor, protocol or extension; `nil`
  /// for any other node. A switch on the kind: the casts to `DeclGroupSyntax` and
  /// `NamedDeclSyntax` that the general one makes are costly protocol conformance checks.
  var typeDeclarationName: String? {
    switch kind {
    case .classDecl: cast(ClassDeclSyntax.self).name.text
    case .structDecl: cast(StructDeclSyntax.self).name.text
    case .enumDecl: cast(EnumDeclSyntax.self).name.text
    case .actorDecl: cast(ActorDeclSyntax.self).name.text
    case .protocolDecl: cast(ProtocolDeclSyntax.self).name.text
    case .extensionDecl: cast(ExtensionDeclSyntax.self).extendedType.nominalNames.last
    default: nil
    }
  }
}

extension SyntaxText {
  /// Whether the first character is upper-case, as `Character.isUppercase` says; ASCII is
  /// decided from the byte, without making a `String`.
  var startsUppercase: Bool {
    guard let first = baseAddress?.pointee, count > 0 else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return String(syntaxText: self).first?.isUppercase == true
  }

  /// Whether the first character is lower-case, as `Character.isLowercase` says.
  var startsLowercase: Bool {
    guard let first = baseAddress?.pointee, count > 0 else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") }
    return String(syntaxText: self).first?.isLowercase == true
  }

  /// The name without the backticks of an escaped keyword, as `String.trimmingBackticks`.
  var trimmingBackticks: SyntaxText {
    guard count > 1, hasPrefix("`"), hasSuffix("`") else { return self }
    return SyntaxText(rebasing: dropFirst().dropLast())
  }
}
