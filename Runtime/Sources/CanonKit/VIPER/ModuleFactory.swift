/// Assembles a VIPER module (G2's Assembly): wires view, presenter, interactor and router,
/// and exposes only the view and the module input.
///
/// `Input` is not required to conform to ``ModuleInput``: a factory hands out its module's input
/// protocol as an existential (`any CartModuleInput`), which cannot conform to a protocol.
/// Both types are primary, so a router can hold another module's factory as
/// `any ModuleFactory<UIViewController, any CartModuleInput>`.
@MainActor
public protocol ModuleFactory<View, Input> {
  /// What the transition handler shows.
  associatedtype View
  /// The module's input, usually `any <Name>ModuleInput`.
  associatedtype Input

  /// Builds a new, not yet configured, module.
  func makeModule() -> Module<View, Input>
}
