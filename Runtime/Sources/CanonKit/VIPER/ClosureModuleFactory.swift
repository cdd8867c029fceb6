/// A ``ModuleFactory`` made from a closure, for modules whose assembly fits in a few lines
/// or for substituting a module in tests.
///
/// Sendable (its closure runs on the main actor), so that an assembly can resolve it from a
/// container off the main actor and hand it to the router of a module built on it.
public struct ClosureModuleFactory<View, Input>: ModuleFactory, Sendable {
  private let make: @MainActor () -> Module<View, Input>

  /// Creates a factory that calls `make` for each module; anywhere, as a container's
  /// registration does, since only building a module needs the main actor.
  nonisolated public init(_ make: @escaping @MainActor () -> Module<View, Input>) {
    self.make = make
  }

  /// Builds a module by calling the closure.
  public func makeModule() -> Module<View, Input> {
    make()
  }
}
