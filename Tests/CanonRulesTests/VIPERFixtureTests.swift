import CanonLint
import CanonRules
import Testing

/// The `viper` preset on a small module tree: `PostList` is the clean module, shaped the way the
/// VIPER code style guide describes it; `Chat` and `ProfileModule` carry a known set of
/// deviations.
@Suite struct VIPERFixtureTests {
  static let expected = [
    "Sources/Chat/Assembly/ChatAssembly.swift:15:8 viper-assembly-interface",
    "Sources/Chat/Interactor/ChatInteractor.swift:2:13 viper-component-tests",
    "Sources/Chat/Interactor/ChatInteractor.swift:3:7 viper-ownership",
    "Sources/Chat/Interactor/ChatInteractor.swift:4:15 viper-interactor-stateless",
    "Sources/Chat/Interactor/ChatInteractorIO.swift:7:8 viper-synchronous-interfaces",
    "Sources/Chat/Interactor/ChatInteractorIO.swift:12:8 viper-documentation",
    // `messagesLoaded` is told to start with `did` by viper-output-methods alone: `did` is a
    // verb, so viper-method-verbs leaves the place to it.
    "Sources/Chat/Interactor/ChatInteractorIO.swift:12:8 viper-output-methods",
    "Sources/Chat/Presenter/ChatPresenter.swift:3:7 viper-ownership",
    "Sources/Chat/Presenter/ChatPresenter.swift:6:7 viper-module-input-naming",
    "Sources/Chat/Presenter/ChatState.swift:5:8 viper-state-plain",
    "Sources/Chat/Router/ChatRouterInput.swift:7:8 unused-protocol-requirement",
    "Sources/Chat/Router/ChatRouterInput.swift:7:8 viper-router-methods",
    "Sources/Chat/View/EmojiPicker.swift:4:13 viper-type-naming",
    "Sources/ProfileModule/Interactor/ProfileModuleInteractorInput.swift:1:1 viper-module-layout",
    "Sources/ProfileModule/Interactor/ProfileModuleInteractorInput.swift:1:1 viper-module-layout",
    "Tests/Chat/ChatPresenterTests.swift:4:8 single-assertion-test",
  ]

  @Test func presetFindsExactlyTheDeviations() throws {
    let found = try FixtureLinting.lint("viper", presets: ["viper"])
    #expect(found.sorted() == Self.expected.sorted())
  }

  @Test func cleanModuleIsClean() throws {
    let found = try FixtureLinting.lint("viper", presets: ["viper"])
    #expect(
      found.filter { $0.hasPrefix("Sources/PostList/") || $0.hasPrefix("Tests/PostList/") } == [])
  }

  /// A project sets its module layout once, with a YAML anchor shared by the module-aware rules
  /// (an alias, or a merge key beside other options):
  /// here a module needs three layer folders, so `ProfileModule` (two) is no module.
  @Test func layoutOptionsAreSharedThroughAnAnchor() throws {
    let configuration = """
      rules:
        viper-module-layout: &layout { minimum-layers: 3 }
        viper-type-naming: *layout
        viper-documentation:
          <<: *layout
          check-types: true
      """
    let found = try FixtureLinting.lint(
      "viper", presets: ["viper"], configuration: configuration)
    #expect(found.filter { $0.contains("ProfileModule") } == [])
    #expect(found.count == Self.expected.count - 2)
  }
}
