import CanonScaffold
import Foundation
import Testing

@Suite("canon new module Cart --opened-from Home (VIPER modules open each other)")
struct OpenedFromTests {
  private func add(
    _ name: String, to app: URL, architecture: Architecture? = nil,
    parameters: [String: String] = [:]
  ) throws {
    var parameters = parameters
    parameters["purpose"] = parameters["purpose"] ?? "Shows the \(name.lowercased())."
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "module", name: name, architecture: architecture, parameters: parameters, in: app),
      to: app)
  }

  @Test func theOpenerGetsAnOpenMethodTheFactoryAndTheOutput() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    try add("Home", to: app)

    // When
    try add("Cart", to: app, parameters: ["openedFrom": "Home"])

    // Then
    let home = "Shop/Sources/ShopUI/Home"
    let routerInput = folder.read("\(home)/Router/HomeRouterInput.swift") ?? ""
    #expect(routerInput.contains("    func openCart(output: any CartModuleOutput)\n}"))
    let router = folder.read("\(home)/Router/HomeRouter.swift") ?? ""
    #expect(
      router.contains(
        "    var cartFactory: (any ModuleFactory<ModuleViewController, any CartModuleInput>)?"))
    let opening = folder.read("\(home)/Router/HomeRouter+Cart.swift") ?? ""
    #expect(opening.contains("transitionHandler?.openModule(cartFactory, style: .push)"))
    #expect(opening.contains("cartModuleInput.setModuleOutput(output)"))
    let assembly = folder.read("\(home)/Assembly/HomeAssembly.swift") ?? ""
    #expect(
      assembly.contains(
        """
                [
                    { [factory = resolver.resolve(ClosureModuleFactory<UIViewController, any CartModuleInput>.self)] in $0.cartFactory = factory },
                ]
        """))
    let output = folder.read("\(home)/Presenter/HomePresenter+CartModuleOutput.swift") ?? ""
    #expect(output.contains("extension HomePresenter: CartModuleOutput {"))
    let cartInput = folder.read("Shop/Sources/ShopUI/Cart/Presenter/CartModuleInput.swift") ?? ""
    #expect(
      cartInput.contains("protocol CartModuleInput: ModuleInputWithOutput<any CartModuleOutput> {}"))
    #expect(folder.read("Shop/Sources/ShopUI/Cart/Presenter/CartModuleOutput.swift") != nil)
  }

  @Test func theOpenersTestsGetTheNewRouteAndOutput() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    try add("Home", to: app)

    // When
    try add("Cart", to: app, parameters: ["openedFrom": "Home"])

    // Then
    let tests = folder.read("Shop/Tests/ShopUITests/Home/Presenter/HomePresenterTests.swift") ?? ""
    #expect(tests.contains("    case update(headline: String)\n    case openCart\n}"))
    #expect(
      tests.contains(
        """
            func openCart(output: any CartModuleOutput) {
                recorder.record(.openCart)
            }
        """))
    #expect(
      tests.contains(
        """
            // MARK: - CartModuleOutput

            @MainActor
            func testCartModuleFinishingObtainsTheContentAgain() async {
                // Given
        """))
    #expect(
      folder.read("Shop/Tests/ShopUITests/Home/Router/HomeRouterOpenCartTests.swift")?.contains(
        "XCTAssertCalls(recorder, .exactly([.setModuleOutput, .open(.push)]))") == true)
    let cartTests =
      folder.read("Shop/Tests/ShopUITests/Cart/Presenter/CartPresenterTests.swift") ?? ""
    #expect(cartTests.contains("func testCloseEventTellsTheModuleOutput() async {"))
  }

  @Test func aSecondModuleOpenedFromTheSameOpenerFollowsTheFirst() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)
    try add("Home", to: app, architecture: .viper)
    try add("Cart", to: app, architecture: .viper, parameters: ["openedFrom": "Home"])

    // When
    try add("Orders", to: app, architecture: .viper, parameters: ["openedFrom": "Home"])

    // Then
    let assembly = folder.read("Shop/Sources/ShopUI/Home/Assembly/HomeAssembly.swift") ?? ""
    #expect(
      assembly.contains(
        """
                [
                    { $0.cartFactory = CartAssembly() },
                    { $0.ordersFactory = OrdersAssembly() },
                ]
        """))
    let routerInput = folder.read("Shop/Sources/ShopUI/Home/Router/HomeRouterInput.swift") ?? ""
    #expect(routerInput.contains("func openCart(output: any CartModuleOutput)"))
    #expect(routerInput.contains("func openOrders(output: any OrdersModuleOutput)"))
  }

  @Test func anOpenerThatDoesNotExistIsRefusedAndNothingIsWritten() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    let before = folder.files()

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try add("Cart", to: app, parameters: ["openedFrom": "Home"])
    }

    // Then
    #expect(
      error?.description
        == "cannot open Cart from Home: the app has no module Home (no Sources/ShopUI/Home/); nothing was written"
    )
    #expect(folder.files() == before)
  }

  @Test func anOpenerThatIsNoVIPERModuleIsRefused() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "screen", name: "Home", architecture: nil, parameters: [:], in: app), to: app)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try add("Cart", to: app, architecture: .viper, parameters: ["openedFrom": "Home"])
    }

    // Then
    #expect(
      error?.description.hasPrefix(
        "cannot open Cart from Home: Home is not a VIPER module (no Sources/ShopUI/Home/Router/HomeRouterInput.swift)"
      ) == true)
  }
}
