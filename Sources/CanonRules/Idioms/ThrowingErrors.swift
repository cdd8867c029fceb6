import CanonLint
import SwiftSyntax

/// Failure reported through an error out-parameter instead of `throws`.
struct ThrowingErrors: SyntaxRule {
  static let description = RuleDescription(
    id: "throwing-errors",
    summary: "A function that reports failure through an error out-parameter instead of `throws`",
    rationale: """
      An `NSErrorPointer`, `inout Error?` or `UnsafeMutablePointer<NSError?>` parameter is the \
      Objective-C way of failing: callers can ignore it, pass `nil`, or read a result that is not \
      valid. `throws` makes failure part of the signature, forces callers to handle it, and still \
      bridges to `NSError **` for Objective-C callers. Overrides are left alone: their signature \
      is not the project's to change.
      """,
    source: "G0 coding conventions: Swift 5 (errors are thrown)",
    triggering: [
      Example("func ↓load(from url: URL, error: NSErrorPointer) -> Data? { nil }"),
      Example("func ↓parse(_ text: String, error: inout Error?) -> Int { 0 }"),
      Example("func ↓parse(_ text: String, error: inout NSError?) -> Int { 0 }"),
      Example("func ↓save(error: UnsafeMutablePointer<NSError?>) -> Bool { true }"),
      Example("func ↓save(error: AutoreleasingUnsafeMutablePointer<NSError?>?) -> Bool { true }"),
      Example("func ↓decode(_ data: Data, _ failure: inout (any Swift.Error)?) -> User? { nil }"),
      Example(
        "protocol Storage {\n  func ↓write(_ data: Data, error: NSErrorPointer)\n}"),
      Example(
        "final class Store {\n  ↓init?(path: String, error: NSErrorPointer) {}\n  func ↓sync(error: inout Error?) {}\n}"
      ),
    ],
    nonTriggering: [
      Example("func load(from url: URL) throws -> Data { Data() }"),
      Example("func load(completion: (Result<Data, Error>) -> Void) {}"),
      Example("func show(_ error: Error?) {}", path: "Sources/App/ErrorView.swift"),
      Example("func collect(errors: inout [Error]) {}"),
      Example("func update(lastError: inout String?) {}"),
      Example(
        "final class Document: UIDocument {\n  override func read(from url: URL, error outError: NSErrorPointer) -> Bool { true }\n}"),
      Example("final class Store {\n  init(path: String) throws {}\n}"),
      Example("let handler: (inout Error?) -> Void = { _ in }"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Every out-parameter spells `NSErrorPointer`, or `Error`/`NSError` inside its type.
    let mentionsPointer = file.mentions("NSErrorPointer")
    guard mentionsPointer || file.mentions(anyOf: ["Error", "NSError"]) else { return }
    walk.on(FunctionDeclSyntax.self) { node in
      Self.check(
        node.signature.parameterClause.parameters, modifiers: node.modifiers, name: node.name,
        mentionsPointer: mentionsPointer, in: file)
    }
    walk.on(InitializerDeclSyntax.self) { node in
      Self.check(
        node.signature.parameterClause.parameters, modifiers: node.modifiers,
        name: node.initKeyword, mentionsPointer: mentionsPointer, in: file)
    }
  }

  static func check(
    _ parameters: FunctionParameterListSyntax, modifiers: DeclModifierListSyntax,
    name: TokenSyntax, mentionsPointer: Bool = true, in file: LintedFile
  ) {
    guard !parameters.isEmpty, !modifiers.contains(.override),
      let parameter = parameters.first(where: {
        isErrorOutParameter($0.type, mentionsPointer: mentionsPointer)
      })
    else { return }
    let label = (parameter.secondName ?? parameter.firstName).text
    file.report(
      at: name,
      "'\(name.text)' reports failure through its '\(label)' parameter; declare it `throws` instead")
  }

  /// `NSErrorPointer`, `inout Error?`, `inout NSError?`, `(Autoreleasing)UnsafeMutablePointer<NSError?>`.
  ///
  /// `mentionsPointer: false` says the file never spells `NSErrorPointer`: its check is skipped.
  static func isErrorOutParameter(_ type: TypeSyntax, mentionsPointer: Bool = true) -> Bool {
    var type = type
    var isInout = false
    if let attributed = type.as(AttributedTypeSyntax.self) {
      isInout = attributed.specifiers.contains { specifier in
        specifier.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      }
      type = attributed.baseType
    }
    if isInout {
      guard let optional = type.as(OptionalTypeSyntax.self) else { return false }
      return isErrorType(optional.wrappedType)
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      type = optional.wrappedType
    } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      type = unwrapped.wrappedType
    }
    if mentionsPointer, type.nominalName == "NSErrorPointer" { return true }
    guard let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.textBytes == "UnsafeMutablePointer"
        || identifier.name.textBytes == "AutoreleasingUnsafeMutablePointer",
      let argument = identifier.genericArgumentClause?.arguments.first,
      argument.argument.as(TypeSyntax.self)?.as(OptionalTypeSyntax.self).map({ isErrorType($0.wrappedType) }) == true
    else { return false }
    return true
  }

  /// `Error`, `NSError`, `any Error`, `Swift.Error`, `(any Error)`.
  static func isErrorType(_ type: TypeSyntax) -> Bool {
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first
    {
      return isErrorType(element.type)
    }
    guard let name = type.nominalName else { return false }
    return name == "Error" || name == "NSError"
  }
}
