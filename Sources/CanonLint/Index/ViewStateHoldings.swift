/// A type that holds another as SwiftUI state: `SearchView` holds `SearchModel` as `@StateObject`.
struct ViewStateHolding: Sendable, Hashable {
  var holder: String
  /// The property wrapper, without `@`: `State`, `StateObject`, `ObservedObject`, `Bindable`.
  var wrapper: String
  /// Whether the holder creates it as its own state (`@State private var model = Model()`)
  /// rather than being handed it.
  var created: Bool
}

/// Which types each type holds as the state of a view: the evidence that makes an observable
/// class a view model (`RoleResolver`).
enum ViewStateHoldings {
  /// The wrappers by which a view keeps its own state or observes what it is handed. The
  /// environment's (`@Environment`, `@EnvironmentObject`) are left out: they carry what many
  /// screens share.
  static let wrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Bindable"]
  /// What the table records: the view-state wrappers, and the preferences' (`@AppStorage`), which
  /// show a type is a setting (`NonModelEvidence`).
  static let recordedWrappers = wrappers.union(NonModelEvidence.preferenceWrappers)
  /// The wrappers of a view's own state, which a view may create in place.
  static let ownStateWrappers: Set<String> = ["State", "StateObject"]

  /// Each held name's holders, from every declaration's properties.
  static func table(_ declarations: [String: [TypeSummary]]) -> [String: Set<ViewStateHolding>] {
    var table: [String: Set<ViewStateHolding>] = [:]
    for (name, decls) in declarations {
      for decl in decls {
        for property in decl.properties {
          guard let held = heldName(property) else { continue }
          for wrapper in property.attributes where recordedWrappers.contains(wrapper) {
            let created =
              property.typeText == nil && property.createdType != nil
              && ownStateWrappers.contains(wrapper)
            table[held, default: []].insert(
              ViewStateHolding(holder: name, wrapper: wrapper, created: created))
          }
        }
      }
    }
    return table
  }

  /// The names a file's types hold as view state (to resolve again when the file changes).
  static func heldNames(in file: FileSummary) -> Set<String> {
    var names = Set<String>()
    for type in file.types {
      for property in type.properties
      where !property.attributes.isDisjoint(with: recordedWrappers) {
        if let held = heldName(property) { names.insert(held) }
      }
    }
    return names
  }

  /// The type a wrapped property holds: its annotation without optionality
  /// (`SearchModel?` → `SearchModel`, `Module.SearchModel` → `SearchModel`), or the type its
  /// initial value creates. Generic and composed types name no one class.
  static func heldName(_ property: PropertySummary) -> String? {
    guard !property.attributes.isEmpty else { return nil }
    guard var text = property.typeText else { return property.createdType }
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
    guard let first = text.first, first.isUppercase,
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return text
  }
}
