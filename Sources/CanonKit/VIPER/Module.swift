/// An assembled VIPER module: the view to show and the input to configure it through.
public struct Module<View, Input: ModuleInput> {
  /// What the transition handler shows or embeds (a view controller in a UIKit app).
  public let view: View
  /// The module's input, usually its presenter.
  public let input: Input

  /// Pairs a module's view with its input.
  public init(view: View, input: Input) {
    self.view = view
    self.input = input
  }
}
