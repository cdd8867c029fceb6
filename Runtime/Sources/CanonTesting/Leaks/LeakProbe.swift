import Foundation

/// Watches one object through a weak reference to tell whether it was deallocated.
///
/// Every leak check in CanonTesting (XCTest, Swift Testing, Quick) is built on this type so that
/// they all agree on what a leak is and how it is reported.
///
/// `Sendable` because Apple's XCTest takes `@Sendable` tear-down blocks: its only state is a weak
/// reference (loaded atomically by the runtime) and a constant.
public final class LeakProbe: @unchecked Sendable {
  private weak var object: AnyObject?

  /// The type of the watched object, kept as text because the object itself may be gone.
  public let typeName: String

  /// Starts watching `object` without keeping it alive.
  public init(_ object: AnyObject) {
    self.object = object
    self.typeName = String(describing: type(of: object))
  }

  /// Whether the watched object has been deallocated.
  public var isReleased: Bool { object == nil }

  /// The message every leak check reports when the object is still alive.
  public var failureMessage: String {
    "\(typeName) is still alive after its last expected reference was released: it is leaking (look for a retain cycle)."
  }

  /// Creates an object, drops the only reference the caller had and returns a probe on it.
  ///
  /// The object is built inside this call so that no local variable in the test keeps it alive,
  /// and, where Objective-C exists, inside an autorelease pool, so that an autoreleased reference
  /// made while building it (UIKit does this) is not mistaken for a leak.
  public static func releasing(_ make: () throws -> AnyObject) rethrows -> LeakProbe {
    // Foundation's pool where Objective-C exists, `AutoreleasePool.swift`'s stand-in elsewhere.
    try autoreleasepool { LeakProbe(try make()) }
  }
}
