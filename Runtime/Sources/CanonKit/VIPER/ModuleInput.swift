/// The interface other modules use to configure or talk to a VIPER module (G2's `ModuleInput`),
/// usually implemented by its presenter.
///
/// Class-bound and main-actor so that a parent can hold and configure it before it appears.
@MainActor
public protocol ModuleInput: AnyObject {}

/// A module input through which whoever opens the module sets the module's output: what
/// ViperMcFlurry's `setModuleOutput` gives, typed by the module's own output protocol.
///
/// A module fixes `Output` in its input protocol, so that the setter is callable on the
/// existential its factory hands out:
///
/// ```swift
/// protocol CartModuleInput: ModuleInputWithOutput<any CartModuleOutput> {}
///
/// transitionHandler?.openModule(cartFactory, style: .push) { $0.setModuleOutput(presenter) }
/// ```
@MainActor
public protocol ModuleInputWithOutput<Output>: ModuleInput {
  /// What the module reports to, usually `any <Name>ModuleOutput`.
  associatedtype Output

  /// Sets whom the module reports to. The module holds it weakly: its opener owns the module.
  func setModuleOutput(_ output: Output)
}
