/// The interface other modules use to configure or talk to a VIPER module (G2's `ModuleInput`),
/// usually implemented by its presenter.
///
/// Class-bound and main-actor so that a parent can hold and configure it before it appears.
@MainActor
public protocol ModuleInput: AnyObject {}
