/// What the project index keeps of one file once its syntax tree is gone: its declarations,
/// imports and the facts rules recorded. Compact, so that a large tree's index stays small.
public struct FileSummary: Sendable {
  public var path: String
  /// What kind of code the file holds: `.production`, `.tests` or `.generated`.
  public var kind: JudgedCode = .production
  public var imports: [String] = []
  public var types: [TypeSummary] = []
  public var extensions: [ExtensionSummary] = []
  /// Facts recorded by rules, by rule id (read them through `ProjectIndex.facts(of:as:)`).
  public var facts: [String: FactList] = [:]
  /// For an Xcode project, an XcodeGen spec, a podspec or a Podfile, the modules it declares
  /// (the index keeps such a file apart from the Swift files); for a `Package.swift`, its
  /// targets and their dependencies; empty for any other Swift file.
  public var declaredModules: [DeclaredModule] = []

  public init(path: String, kind: JudgedCode = .production) {
    self.path = path
    self.kind = kind
  }
}

/// A type declaration: class, struct, enum, actor or protocol.
public struct TypeSummary: Sendable {
  public enum Kind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`
  }

  public var kind: Kind
  public var name: String
  /// Names of enclosing types, outermost first.
  public var parents: [String]
  /// The inheritance clause, as written, without generic arguments (`Base<T>` → `Base`).
  public var inherited: [String]
  public var modifiers: Set<String>
  public var attributes: Set<String>
  public var location: Location
  public var properties: [PropertySummary]
  /// Names of the methods declared in the type's body (initializers excluded).
  public var methods: [String]
  /// The types of an enum's cases' associated values, as written (`UIImage` of
  /// `case image(UIImage)`), in order.
  public var caseValueTypes: [String]

  public init(
    kind: Kind, name: String, parents: [String], inherited: [String], modifiers: Set<String>,
    attributes: Set<String>, location: Location, properties: [PropertySummary], methods: [String],
    caseValueTypes: [String] = []
  ) {
    self.kind = kind
    self.name = name
    self.parents = parents
    self.inherited = inherited
    self.modifiers = modifiers
    self.attributes = attributes
    self.location = location
    self.properties = properties
    self.methods = methods
    self.caseValueTypes = caseValueTypes
  }

  public var isFinal: Bool { modifiers.contains("final") }
  public var isOpen: Bool { modifiers.contains("open") }
}

/// A stored or computed property declared in a type's body.
public struct PropertySummary: Sendable {
  public var name: String
  /// The type annotation as written, if any (`LoginViewModelType?`).
  public var typeText: String?
  /// Without an annotation, the type the initial value creates (`SearchModel` of
  /// `= SearchModel()`); with an attribute that names one, that type (`SearchModel` of
  /// `@Environment(SearchModel.self)`).
  public var createdType: String? = nil
  public var modifiers: Set<String>
  public var attributes: Set<String>
  public var isLet: Bool
  public var isStored: Bool
  public var location: Location
}

/// An extension: which type it extends and what it adds.
public struct ExtensionSummary: Sendable {
  public var extendedType: String
  public var inherited: [String]
  public var methods: [String]
  public var location: Location
}
