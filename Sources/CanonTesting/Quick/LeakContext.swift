/// What ``ObjectWithoutLeaks`` needs: a way to build the object under test.
///
/// The behaviour builds the object itself, so the spec holds no reference that could hide a leak.
public struct LeakContext {
  let make: () -> AnyObject

  /// Wraps the code that builds the object under test (call any setup it needs, e.g. load a view).
  public init(_ make: @escaping () -> AnyObject) {
    self.make = make
  }
}
