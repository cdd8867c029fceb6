/// One step of a navigation path: a screen and how to show it, with its view model type erased so
/// that steps of different screens fit in one array (a deep link).
///
/// ```swift
/// navigation.show(path: [Route(.home, style: .setRoot), Route(.detail(id: 7), style: .push)])
/// ```
@MainActor
public struct Route<Dependencies> {
  /// The screen's name, as transition logs show it.
  public let name: String
  /// How the screen is shown.
  public let style: PresentationStyle
  let open: @MainActor (NavigationService<Dependencies>, _ animated: Bool) throws -> AnyObject

  /// A step that shows `screen` with `style`.
  public init<ViewModel>(_ screen: Screen<Dependencies, ViewModel>, style: PresentationStyle) {
    name = screen.name
    self.style = style
    open = { navigation, animated in
      try navigation.present(screen, style: style, animated: animated, coordinator: nil)
    }
  }
}
