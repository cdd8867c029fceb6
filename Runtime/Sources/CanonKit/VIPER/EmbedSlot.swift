/// Names a place in a screen where a child module can be embedded.
///
/// Routers speak in slots, so they never touch views; the transition handler maps each slot
/// to one of its container views.
public struct EmbedSlot: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The slot's name.
  public let name: String

  /// Names a slot.
  public init(_ name: String) {
    self.name = name
  }

  /// Names a slot with a literal: `embedModule(factory, in: "header")`.
  public init(stringLiteral name: String) {
    self.name = name
  }

  /// The slot's name.
  public var description: String { name }
}
