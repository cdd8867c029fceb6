import CanonLint
import SwiftSyntax

/// No type declares a shared instance of itself: dependencies are passed in.
struct NoSingletonDeclaration: SyntaxRule {
  static let description = RuleDescription(
    id: "no-singleton-declaration",
    summary: "A type that declares a shared instance of itself (`static let shared = Self()`)",
    rationale: """
      Everything a class needs is handed to it, so tests can give it something else and the \
      class can do only what it was given the means to do. A singleton is a dependency nobody \
      passes. The rule reports a static property named `shared…`, `instance` or \
      `sharedInstance` (also behind underscores, `_shared`) whose type is the enclosing type: \
      annotated with that type or `Self`, or initialised with its initialiser (`Foo()`, \
      `Foo.init()`, `.init()`, `Self()`). Other static constants (`static let empty = Money(0)`) are values, not singletons. \
      A global actor's `static let shared` is what Swift requires of every `@globalActor` \
      type (the `GlobalActor` protocol), not a choice, and is not reported. Where this rule \
      is on, `singleton-naming` says nothing: a guide that forbids singletons has no advice \
      on their names.
      """,
    source: "G3 Creating new screens: no singletons; G4",
    triggering: [
      Example("final class SessionStore {\n  static let ↓shared = SessionStore()\n}"),
      Example("final class Analytics {\n  static var ↓sharedInstance: Analytics = {\n    Analytics()\n  }()\n}"),
      Example("final class Cache {\n  static let ↓shared: Cache = .init()\n}"),
      Example("actor ImageLoader {\n  public static let ↓shared = Self()\n}"),
      Example("extension Settings {\n  static let ↓sharedDefault = Settings.init(suite: \"x\")\n}"),
      Example(
        "final class Feed {\n  private static let ↓_shared = Feed()\n  static var shared: Feed { _shared }\n}"),
      // Only `shared` is required of a global actor; a second instance is a choice.
      Example("@globalActor\nactor DatabaseActor {\n  static let shared = DatabaseActor()\n  static let ↓sharedBackup = DatabaseActor()\n}"),
      Example(
        "extension Cache {\n  static let ↓shared = Cache()\n}",
        context: ["Cache.swift": "final class Cache {}"]),
    ],
    nonTriggering: [
      Example("struct Money {\n  static let zero = Money(0)\n}"),
      Example("final class SessionStore {\n  static let shared = URLSession.shared\n}"),
      Example("final class Cache {\n  let shared = Cache2()\n}"),
      Example("final class Theme {\n  static let sharedColor = UIColor.red\n}"),
      Example("final class Feed {\n  static var shared: Feed { Feed() }\n}"),
      // Swift requires `shared` of a global actor.
      Example("@globalActor\nactor DatabaseActor {\n  static let shared = DatabaseActor()\n}"),
      Example("actor ImageActor: GlobalActor {\n  static let shared = ImageActor()\n}"),
      Example(
        "extension StorageActor {\n  static let shared = StorageActor()\n}",
        context: ["StorageActor.swift": "@globalActor public actor StorageActor {}"]),
    ])

  /// `shared…`, `instance`, and the same behind underscores (`_shared`, kept private behind a
  /// computed accessor).
  static func isSingletonName(_ name: String) -> Bool {
    let bare = name.drop(while: { $0 == "_" })
    return bare.hasPrefix("shared") || bare == "instance"
  }

  /// Recorded by every file this rule checks that could declare a static member: in those,
  /// `singleton-naming` stays silent rather than advise on the name of what this rule forbids.
  static let checkedFact = "checked"

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if file.mentions(anyOf: ["static", "class"]) { file.record(Self.checkedFact) }
    if file.isGenerated { return }
    walk.on(VariableDeclSyntax.self) { node in
      // Every variable comes here: the modifiers' raw kind and bytes first.
      guard
        node.modifiers.contains(where: { modifier in
          (modifier.name.isKeyword(.static) || modifier.name.isKeyword(.class))
            && modifier.detail == nil
        }), node.isStored,
        let enclosing = node.enclosingType, let typeName = enclosing.name
      else { return }
      for binding in node.bindings {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          Self.isSingletonName(identifier.text)
        else { continue }
        var ownType = false
        if let annotated = binding.typeAnnotation?.type.nominalName {
          ownType = annotated == typeName || annotated == "Self"
        } else if let value = binding.initializer?.value {
          ownType = Self.constructs(value, typeName: typeName)
        }
        guard ownType else { continue }
        let message =
          "'\(typeName)' declares a shared instance of itself: pass it to the types that need it"
        guard identifier.text == "shared" else {
          file.report(at: identifier, message)
          continue
        }
        if let declared = Self.declaresGlobalActor(enclosing.declaration) {
          if !declared { file.report(at: identifier, message) }
        } else {
          // An extension: the type's declaration, wherever it is, says what it is.
          file.report(
            at: identifier, message,
            when: { index in
              !index.supertypes(of: typeName).contains("GlobalActor")
                && !index.types(named: typeName).contains { $0.attributes.contains("globalActor") }
            })
        }
      }
    }
  }

  /// Whether a type declaration is a global actor (`@globalActor`, or `: GlobalActor`); `nil`
  /// for an extension without that conformance, whose type is declared elsewhere.
  static func declaresGlobalActor(_ decl: DeclSyntax) -> Bool? {
    let attributes: AttributeListSyntax
    let inheritance: InheritanceClauseSyntax?
    if let actor = decl.as(ActorDeclSyntax.self) {
      (attributes, inheritance) = (actor.attributes, actor.inheritanceClause)
    } else if let type = decl.as(ClassDeclSyntax.self) {
      (attributes, inheritance) = (type.attributes, type.inheritanceClause)
    } else if let type = decl.as(StructDeclSyntax.self) {
      (attributes, inheritance) = (type.attributes, type.inheritanceClause)
    } else if let type = decl.as(EnumDeclSyntax.self) {
      (attributes, inheritance) = (type.attributes, type.inheritanceClause)
    } else if let ext = decl.as(ExtensionDeclSyntax.self) {
      return ext.inheritanceClause?.typeNames.contains("GlobalActor") == true ? true : nil
    } else {
      return false
    }
    return attributes.names.contains("globalActor")
      || inheritance?.typeNames.contains("GlobalActor") == true
  }

  /// `Foo()`, `Foo.init()`, `Self()`, `.init()` (with any arguments).
  static func constructs(_ value: ExprSyntax, typeName: String) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil, member.declName.baseName.tokenKind == .keyword(.`init`)
    {
      return true
    }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == typeName || reference.baseName.tokenKind == .keyword(.Self)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      return base.baseName.text == typeName || base.baseName.tokenKind == .keyword(.Self)
    }
    return false
  }
}
