/// A store as upper layers see it (G0): its entities only through their protocol, never the struct
/// the model keeps or how it caches it. ``ExposingStore`` makes one of any ``EntityStore``.
///
/// Apps name it once per entity, for view models to hold:
/// ```swift
/// public protocol BananaStoreType: MutableExposedEntityStore where Exposed == any BananaType, ID == Int {}
/// extension ExposingStore: BananaStoreType where Base: MutableEntityStore, Base.Entity == Banana {}
/// // The composition root:
/// let bananas: any BananaStoreType = CompoundStore(remote: BananaAPI(), cache: cache).exposed
/// ```
public protocol ExposedEntityStore<Exposed, ID>: Sendable {
  /// The entities' protocol as an existential (`any BananaType`).
  associatedtype Exposed: Sendable
  /// What identifies an entity.
  associatedtype ID: Hashable & Sendable

  /// Every entity of the collection, in the store's order.
  func fetchAll() async throws -> [Exposed]

  /// The entity with `id`, or `nil` if the store has none.
  func fetch(id: ID) async throws -> Exposed?
}

/// An ``ExposedEntityStore`` whose entities can also be saved and deleted.
public protocol MutableExposedEntityStore<Exposed, ID>: ExposedEntityStore {
  /// Creates or updates the entity `entity` describes; returns it as stored.
  func save(_ entity: Exposed) async throws -> Exposed

  /// Deletes the entity with `id`.
  func delete(id: ID) async throws
}

/// Hands out the entities of `Base` (a store of structs: an API client, a ``CompoundStore``)
/// through their protocol, ``ExposedEntity/Exposed``; reads and writes go to `Base` unchanged.
public struct ExposingStore<Base: EntityStore>: ExposedEntityStore
where Base.Entity: ExposedEntity {
  /// The entities as upper layers see them.
  public typealias Exposed = Base.Entity.Exposed
  /// What identifies an entity.
  public typealias ID = Base.Entity.ID

  /// The store of structs it reads and writes.
  public let base: Base

  /// Exposes the entities of `base`; ``EntityStore/exposed`` says the same.
  public init(_ base: Base) {
    self.base = base
  }

  /// Every entity of `base`'s collection, through its protocol.
  public func fetchAll() async throws -> [Exposed] {
    try await base.fetchAll().map(\.exposed)
  }

  /// The entity with `id`, through its protocol, or `nil`.
  public func fetch(id: ID) async throws -> Exposed? {
    try await base.fetch(id: id)?.exposed
  }
}

extension ExposingStore: MutableExposedEntityStore where Base: MutableEntityStore {
  /// Saves the entity `entity` describes through `base`; returns what `base` stored.
  public func save(_ entity: Exposed) async throws -> Exposed {
    try await base.save(Base.Entity(exposed: entity)).exposed
  }

  /// Deletes the entity with `id` through `base`.
  public func delete(id: ID) async throws {
    try await base.delete(id: id)
  }
}

extension EntityStore where Entity: ExposedEntity {
  /// This store as upper layers see it: its entities through their protocol.
  public var exposed: ExposingStore<Self> {
    ExposingStore(self)
  }
}
