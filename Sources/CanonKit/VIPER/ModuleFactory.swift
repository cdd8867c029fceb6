/// Assembles a VIPER module (G2's Assembly): wires view, presenter, interactor and router,
/// and exposes only the view and the module input.
@MainActor
public protocol ModuleFactory {
  /// What the transition handler shows.
  associatedtype View
  /// The module's input.
  associatedtype Input: ModuleInput

  /// Builds a new, not yet configured, module.
  func makeModule() -> Module<View, Input>
}
