import Testing

/// The `mvvm` and `mvvm-bindings` presets end to end, on small apps with one clean screen and
/// one that deviates from the guide in every way the preset checks.
@Suite struct MVVMFixtureTests {
  /// `Bananas` is the clean screen (view-model protocol, injected store, navigation service,
  /// marked conformance); `Monkey` deviates.
  @Test func mvvmPreset() throws {
    let found = try FixtureLinting.lint("mvvm", presets: ["mvvm"])
    #expect(
      found == [
        // The controller holding the concrete `MonkeyViewModel` is the view model's finding (it has
        // no protocol to hold): one problem, one finding.
        "App/Screens/Monkey/MonkeyViewController.swift:5:22 private-outlets",
        "App/Screens/Monkey/MonkeyViewController.swift:12:31 layer-dependencies",
        "App/Screens/Monkey/MonkeyViewController.swift:17:11 mark-protocol-conformance",
        "App/Screens/Monkey/MonkeyViewModel.swift:3:13 view-model-protocol",
        "App/Screens/Monkey/MonkeyViewModel.swift:4:21 view-model-injection",
        "App/Screens/Monkey/MonkeyViewModel.swift:5:25 persistence-agnostic-upper-layers",
        // G0 lets the view controller push (line 13 of the controller); the view model may not.
        "App/Screens/Monkey/MonkeyViewModel.swift:15:5 navigation-ownership",
        "App/Stores/MonkeyAPI.swift:4:8 entity-protocols",
      ])
  }

  /// `Person` is the clean screen (view in loadView, private view model, cell view models,
  /// formatted values); `Orders` deviates; the launch screen storyboard is allowed.
  @Test func mvvmBindingsPreset() throws {
    let found = try FixtureLinting.lint("mvvm-bindings", presets: ["mvvm-bindings"])
    #expect(
      found == [
        "App/Resources/Main.storyboard:1:1 no-interface-builder",
        "App/Screens/Orders/OrdersViewController.swift:3:13 custom-view-in-load-view",
        "App/Screens/Orders/OrdersViewController.swift:4:7 view-model-pairing",
        "App/Screens/Orders/OrdersViewController.swift:5:30 no-interface-builder",
        // Two layout statements of one view controller: one finding.
        "App/Screens/Orders/OrdersViewController.swift:20:5 view-controller-layout",
        "App/Screens/Orders/OrdersViewController.swift:28:22 no-interface-builder",
        "App/Screens/Orders/OrdersViewController.swift:29:10 no-interface-builder",
        "App/Screens/Orders/OrdersViewController.swift:33:13 cell-view-model",
        "App/Screens/Orders/OrdersViewController.swift:34:7 cell-view-model",
        "App/Screens/Orders/OrdersViewController.swift:40:5 no-explicit-view-size",
        "App/Screens/Orders/OrdersViewController.swift:48:13 view-model-pairing",
        "App/Screens/Orders/OrdersViewModel.swift:4:7 presentation-ready-view-model",
        "App/Screens/Orders/OrdersViewModel.swift:5:7 presentation-ready-view-model",
      ])
  }
}
