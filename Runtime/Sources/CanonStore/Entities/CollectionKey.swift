import Foundation

/// Which cached collection of an entity a read or write is about: the whole collection
/// (``all``), or the result of one query (G0's "bananas for this monkey").
public struct CollectionKey: Hashable, Sendable, CustomStringConvertible {
  /// The text the cache stores the collection under.
  public let rawValue: String

  /// The collection `fetchAll()` returns.
  public static let all = CollectionKey(rawValue: "")

  /// The collection a query returns; equal queries share it. The query is encoded as JSON with
  /// sorted keys, so the key is stable across launches.
  public init<Query: Encodable>(query: Query) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    rawValue = "query:" + String(decoding: try encoder.encode(query), as: UTF8.self)
  }

  private init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `all`, or the query's key.
  public var description: String { rawValue.isEmpty ? "all" : rawValue }
}
