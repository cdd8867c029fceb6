/// An entity that upper layers see only through a protocol of its own (G0: "Model Entities should
/// always be exposed through protocols"): `Banana` is handed out as `any BananaType`.
///
/// ```swift
/// public protocol BananaType: Sendable {
///     var id: Int { get }
///     var name: String { get }
/// }
/// extension Banana: BananaType {}
/// extension Banana: ExposedEntity {
///     public var exposed: any BananaType { self }
///     public init(exposed banana: any BananaType) { self.init(id: banana.id, name: banana.name) }
/// }
/// ```
///
/// Stores keep and cache the struct; ``ExposingStore`` hands their entities out as ``Exposed``.
public protocol ExposedEntity: StoreEntity {
  /// What upper layers see: the entity's protocol as an existential (`any BananaType`).
  associatedtype Exposed: Sendable

  /// This entity as upper layers see it.
  var exposed: Exposed { get }

  /// The entity an upper layer's value describes (one it edited, or a stub), to store it.
  init(exposed: Exposed)
}
