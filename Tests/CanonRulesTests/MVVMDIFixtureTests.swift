import Testing

/// The `mvvm-di` preset end to end on a small Swinject + Quick app: the Languages screen follows
/// G4 (its `-ing` protocol beside the view model, a factory for the detail screen, a Quick spec
/// with the leak shared example); the Detail screen deviates.
@Suite struct MVVMDIFixtureTests {
  /// One line per violation: `file:line:column rule-id`, in report order.
  static let expected = [
    "Languages/App/AppDelegate.swift:7:14 app-delegate-globals",
    "Languages/App/Screens/Detail/DetailViewController.swift:6:15 service-locator",
    "Languages/App/Screens/Detail/DetailViewController.swift:22:20 app-delegate-globals",
    "Languages/App/Screens/Detail/DetailViewModel.swift:3:13 leak-test-coverage",
    "Languages/App/Screens/Detail/DetailViewModel.swift:3:13 protocol-beside-implementation",
    "Languages/App/Screens/Detail/DetailViewModel.swift:3:13 view-model-protocol",
    "Languages/App/Screens/Detail/DetailViewModel.swift:6:28 view-model-injection",
    "Languages/App/Screens/Detail/DetailViewModel.swift:19:14 no-singleton-declaration",
    "Languages/App/Screens/Detail/DetailViewModelProtocol.swift:1:10 protocol-naming-suffix",
    "Languages/App/Services/LocationProviderInterface.swift:3:10 protocol-naming-suffix",
    "LanguagesTests/DetailViewModelSpec.swift:7:5 quick-spec-structure",
    "LanguagesTests/DetailViewModelSpec.swift:12:14 quick-spec-structure",
  ]

  @Test func reportsExactlyTheDeviations() throws {
    let found = try FixtureLinting.lint("mvvm-di", presets: ["mvvm-di"])
    #expect(found.sorted() == Self.expected.sorted())
  }
}
