/// A ``ModuleFactory`` made from a closure, for modules whose assembly fits in a few lines
/// or for substituting a module in tests.
public struct ClosureModuleFactory<View, Input: ModuleInput>: ModuleFactory {
  private let make: @MainActor () -> Module<View, Input>

  /// Creates a factory that calls `make` for each module.
  public init(_ make: @escaping @MainActor () -> Module<View, Input>) {
    self.make = make
  }

  /// Builds a module by calling the closure.
  public func makeModule() -> Module<View, Input> {
    make()
  }
}
