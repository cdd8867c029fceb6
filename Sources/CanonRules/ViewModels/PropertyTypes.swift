import CanonLint

extension PropertySummary {
  /// The type names the annotation spells (`BehaviorRelay<[User]>?` → `BehaviorRelay`, `User`);
  /// a qualified name gives its last part (`Mastodon.Entity.Account.ID` → `ID`).
  var typeNames: [String] {
    typeText.map(Self.typeNames(of:)) ?? []
  }

  /// The type names a type annotation's text spells, as `typeNames` reads them.
  static func typeNames(of text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return Self.asciiTypeNames(text) }
    return text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      .compactMap { $0.split(separator: ".").last.map(String.init) }
      .filter { $0.first?.isUppercase == true }
  }

  /// `typeNames` of ASCII text, read byte by byte: splitting Characters cost thousands of
  /// instructions per annotation, and the bindings rules read every property's.
  private static func asciiTypeNames(_ text: String) -> [String] {
    var names: [String] = []
    var word: [UInt8] = []
    func finish() {
      // The last part of a qualified name, when it starts with a capital.
      let last = word.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true).last
      if let last, let first = last.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
        names.append(String(decoding: last, as: UTF8.self))
      }
      word.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
        word.append(byte)
      default:
        finish()
      }
    }
    finish()
    return names
  }

  /// The outermost type name of the annotation (`LoginViewModelType?` → `LoginViewModelType`).
  var mainTypeName: String? {
    guard let text = typeText else { return nil }
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return name.split(separator: ".").last.map(String.init)
  }

  var isPrivate: Bool {
    modifiers.contains("private") || modifiers.contains("fileprivate")
  }

  var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

extension ProjectIndex {
  /// The class declarations named `name`, and those of its project superclasses, nearest first.
  func classChain(_ name: String) -> [TypeSummary] {
    var chain: [TypeSummary] = []
    var visited = Set<String>()
    var current: String? = name
    while let next = current, visited.insert(next).inserted {
      guard let declaration = types(named: next).first(where: { $0.kind == .class }) else { break }
      chain.append(declaration)
      current = declaration.inherited.first { types(named: $0).contains { $0.kind == .class } }
    }
    return chain
  }

  /// Whether `name` inherits, through project types, from one of the outside types.
  func inherits(_ name: String, fromAnyOf outside: Set<String>) -> Bool {
    var visited = Set<String>()
    var queue = [name]
    while let next = queue.popLast() {
      guard visited.insert(next).inserted else { continue }
      for supertype in supertypes(of: next) {
        if outside.contains(supertype) { return true }
        queue.append(supertype)
      }
    }
    return false
  }

  /// Whether `name` is an entity without doubt. Unqualified, a name means the top-level type
  /// (a `User` nested in generated GraphQL code does not count), so every top-level type of that
  /// name must be declared in an entity folder; a name only nested types have must have all of
  /// them there (an `Item` nested in a view model and another under `Models/` is not).
  func isEntity(_ name: String) -> Bool {
    guard hasRole(.entity, name) else { return false }
    // A handful of folder names, compared in place: no Set and no String per path component.
    let folders = rolePatterns.folders[.entity] ?? []
    let declarations = types(named: name)
    let topLevel = declarations.filter { $0.parents.isEmpty }
    return (topLevel.isEmpty ? declarations : topLevel).allSatisfy { declaration in
      PathUtilities.components(declaration.location.path).dropLast().contains { component in
        folders.contains { $0 == component }
      }
    }
  }

  /// Every declaration of a type (all files), for types the project declares once per module.
  func allTypes(where predicate: (TypeSummary) -> Bool) -> [TypeSummary] {
    files.flatMap { $0.types.filter(predicate) }
  }
}
