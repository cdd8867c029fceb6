/// An assembled VIPER module: the view to show and the input to configure it through.
///
/// `Input` is usually the module's own input protocol as an existential
/// (`Module<UIViewController, any CartModuleInput>`), so that whoever opens the module knows its
/// interface and not the presenter class behind it.
public struct Module<View, Input> {
  /// What the transition handler shows or embeds (a view controller in a UIKit app).
  public let view: View
  /// The module's input, usually its presenter seen through the module's input protocol.
  public let input: Input

  /// Pairs a module's view with its input.
  public init(view: View, input: Input) {
    self.view = view
    self.input = input
  }
}
