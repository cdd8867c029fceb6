/// A store that can also return the entities matching a query (G0's "bananas for this monkey"),
/// e.g. an API endpoint with parameters.
public protocol QueryableEntityStore<Entity, Query>: EntityStore {
  /// The parameters of a query; `Codable` so that its cached result can be keyed by it.
  associatedtype Query: Codable & Hashable & Sendable

  /// The entities matching `query`, in the store's order.
  func fetchAll(matching query: Query) async throws -> [Entity]
}
