/// Whatever performs a VIPER module's transitions (G2's transition handler, a view controller in
/// a UIKit app). The router holds it weakly and opens, embeds or closes modules through it.
@MainActor
public protocol TransitionHandler<ModuleView>: AnyObject {
  /// The kind of view modules are shown with.
  associatedtype ModuleView

  /// Shows `view` with `style`.
  func open(_ view: ModuleView, style: OpenStyle)

  /// Puts `view` in the container this handler maps to `slot`.
  func embed(_ view: ModuleView, in slot: EmbedSlot)

  /// Closes the module this handler belongs to.
  func closeCurrentModule()
}

extension TransitionHandler {
  /// Builds a module, lets `configure` set it up through its input, then opens it.
  ///
  /// `configure` runs before the module's view is shown, so the module appears configured
  /// (what ViperMcFlurry's `thenChainUsingBlock` gives).
  @discardableResult
  public func openModule<Factory: ModuleFactory>(
    _ factory: Factory,
    style: OpenStyle = .push,
    configure: (Factory.Input) -> Void = { _ in }
  ) -> Factory.Input where Factory.View == ModuleView {
    let module = factory.makeModule()
    configure(module.input)
    open(module.view, style: style)
    return module.input
  }

  /// Builds a module, lets `configure` set it up, then embeds it in `slot`.
  @discardableResult
  public func embedModule<Factory: ModuleFactory>(
    _ factory: Factory,
    in slot: EmbedSlot,
    configure: (Factory.Input) -> Void = { _ in }
  ) -> Factory.Input where Factory.View == ModuleView {
    let module = factory.makeModule()
    configure(module.input)
    embed(module.view, in: slot)
    return module.input
  }
}
