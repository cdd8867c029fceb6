/// What ``ObjectWithoutLeaks`` needs: a way to build the object under test, and how long to wait
/// for it to go.
///
/// The behaviour builds the object itself, so the spec holds no reference that could hide a leak.
public struct LeakContext {
  let make: () -> AnyObject
  let gracePeriod: Duration

  /// Wraps the code that builds the object under test (call any setup it needs, e.g. load a view).
  /// With a `gracePeriod`, an object released that soon after (by a block queued on the main
  /// queue, a `Task` finishing) is not a leak, like SpecLeaks' `leakWhen`.
  public init(gracePeriod: Duration = .zero, _ make: @escaping () -> AnyObject) {
    self.make = make
    self.gracePeriod = gracePeriod
  }
}
