/// A model value that crosses the store boundary (G0's Entities): immutable, `Sendable`,
/// identified, and `Codable` so the SQLite cache can keep it.
///
/// Declare entities as structs with `let` properties; stores hand out copies, never shared objects.
public protocol StoreEntity: Codable, Sendable, Identifiable where ID: Codable & Sendable {
  /// The name the cache files this entity's rows under. Defaults to the module-qualified type
  /// name (`"Shop.Banana"`), so two `Item` types of different modules never share rows; override
  /// it to keep cached data when renaming or moving the type.
  static var storeName: String { get }

  /// The version of the entity's `Codable` shape. Bump it when a change makes old payloads
  /// undecodable or wrong: the cache then drops this entity's rows instead of serving them.
  static var schemaVersion: Int { get }
}

extension StoreEntity {
  /// The module-qualified type name, e.g. `"Shop.Banana"`.
  ///
  /// Types private to a file or function get a context name from the compiler that changes from
  /// build to build (`(unknown context at $10a4c)`); it is removed so their rows survive app
  /// updates. Two such types with the same name in one module would share rows: give them a
  /// ``storeName`` of their own.
  public static var storeName: String {
    stableTypeName(String(reflecting: Self.self))
  }

  /// Version 1.
  public static var schemaVersion: Int { 1 }
}

/// `name` without the build-specific `(unknown context at $…)` segments.
func stableTypeName(_ name: String) -> String {
  var result = ""
  var rest = Substring(name)
  while let start = rest.range(of: "(unknown context at $") {
    result += rest[..<start.lowerBound]
    guard let end = rest[start.upperBound...].firstIndex(of: ")") else { return result }
    rest = rest[rest.index(after: end)...]
    if rest.first == "." { rest = rest.dropFirst() }
  }
  return result + rest
}
