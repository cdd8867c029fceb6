/// A destination: its name (for transition logs) and how its view model is built.
///
/// The factory receives the app's dependencies and picks only what the view model uses,
/// so that view models never see the whole container (G0).
///
/// ```swift
/// extension Screen where Dependencies == AppDependencies, ViewModel == DetailViewModel {
///     static func detail(id: Int) -> Self {
///         Screen("Detail") { dependencies, navigation in
///             DetailViewModel(id: id, api: dependencies.api, navigation: navigation)
///         }
///     }
/// }
/// navigation.show(.detail(id: 7), style: .push)
/// ```
public struct Screen<Dependencies, ViewModel: AnyObject> {
  /// The name transition logs use for this screen.
  public let name: String
  let makeViewModel: @MainActor (Dependencies, NavigationService<Dependencies>) -> ViewModel

  /// Describes a screen named `name` whose view model `makeViewModel` builds.
  public init(
    _ name: String,
    makeViewModel: @escaping @MainActor (Dependencies, NavigationService<Dependencies>) -> ViewModel
  ) {
    self.name = name
    self.makeViewModel = makeViewModel
  }
}
