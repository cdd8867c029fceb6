/// The interface a VIPER module uses to talk back to whoever opened it (G2's `ModuleOutput`).
///
/// Class-bound so that a module input can hold its output weakly, as the guide requires.
@MainActor
public protocol ModuleOutput: AnyObject {}
