/// A model value that crosses the store boundary (G0's Entities): immutable, `Sendable`,
/// identified, and `Codable` so the SQLite cache can keep it.
///
/// Declare entities as structs with `let` properties; stores hand out copies, never shared objects.
public protocol StoreEntity: Codable, Sendable, Identifiable where ID: Codable & Sendable {
  /// The name the cache files this entity's rows under. Defaults to the type name; override it
  /// to keep cached data when renaming the type.
  static var storeName: String { get }
}

extension StoreEntity {
  /// The type name, e.g. `"Banana"`.
  public static var storeName: String { String(describing: Self.self) }
}
