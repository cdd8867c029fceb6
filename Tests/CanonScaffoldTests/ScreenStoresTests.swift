import CanonScaffold
import Foundation
import Testing

@Suite("A screen takes the stores it uses (canon new screen X --param store=Entity,…)")
struct ScreenStoresTests {
  private func add(
    _ kind: String, _ name: String, to app: URL, architecture: Architecture? = nil,
    parameters: [String: String] = [:]
  ) throws {
    try scaffolder.write(
      try scaffolder.planNew(
        kind: kind, name: name, architecture: architecture, parameters: parameters, in: app),
      to: app)
  }

  @Test func anMVVMCCoordinatorHandsItsViewModelOnlyTheStoresItNamed() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)
    try add("store", "Banana", to: app)
    try add("store", "Receipt", to: app)

    // When
    try add("screen", "Checkout", to: app, parameters: ["store": "Banana, Receipt"])

    // Then
    let coordinator = folder.read("Shop/Sources/ShopUI/Checkout/CheckoutCoordinator.swift") ?? ""
    #expect(
      coordinator.contains(
        "init(bananaStore: any MutableEntityStore<Banana>, receiptStore: any MutableEntityStore<Receipt>, navigationController: AppNavigationController)"
      ))
    #expect(coordinator.contains("CheckoutViewModel(bananaStore: bananaStore, receiptStore: receiptStore)"))
    let model = folder.read("Shop/Sources/ShopCore/Checkout/CheckoutViewModel.swift") ?? ""
    #expect(
      model.contains(
        "public init(bananaStore: any MutableEntityStore<Banana>, receiptStore: any MutableEntityStore<Receipt>)"))
    #expect(model.contains("try await bananaStore.fetchAll().count"))
    for file in [coordinator, model] { #expect(!file.contains("AppDependencies")) }
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(
      root.contains(
        "CheckoutCoordinator(bananaStore: root.dependencies.bananaStore, receiptStore: root.dependencies.receiptStore, navigationController: root.navigationController)"
      ))
    let tests = folder.read("Shop/Tests/ShopCoreTests/Checkout/CheckoutViewModelTests.swift") ?? ""
    #expect(tests.contains("private actor CheckoutBananaStoreSpy") && tests.contains("private actor CheckoutReceiptStoreSpy"))
    #expect(tests.contains("extension CheckoutBananaStoreSpy: MutableEntityStore {"))
    #expect(tests.contains("#expect(await bananaStore.fetches == 1)"))
  }

  @Test func anMVVMCScreenWithoutStoresGetsNothing() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    try add("screen", "Checkout", to: app)

    // Then
    let model = folder.read("Shop/Sources/ShopCore/Checkout/CheckoutViewModel.swift") ?? ""
    #expect(model.contains("public init() {}") && !model.contains("AppDependencies"))
    let coordinator = folder.read("Shop/Sources/ShopUI/Checkout/CheckoutCoordinator.swift") ?? ""
    #expect(coordinator.contains("init(navigationController: AppNavigationController)"))
  }

  @Test func anMVVMDIViewModelTakesTheStoresItNamedUnderTheirIngProtocols() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)
    try add("store", "Banana", to: app)

    // When
    try add("screen", "Pantry", to: app, parameters: ["store": "Banana"])

    // Then
    let model = folder.read("Shop/Sources/ShopCore/Pantry/PantryViewModel.swift") ?? ""
    #expect(model.contains("public init(bananaStore: any BananaStoring) {"))
    #expect(model.contains("func refresh() async"))
    let spec = folder.read("Shop/Tests/ShopCoreTests/Pantry/PantryViewModelSpec.swift") ?? ""
    #expect(spec.contains("extension PantryBananaStoreSpy: BananaStoring {"))
    // The view model is tested the way it runs: on the main actor, awaited (an AsyncSpec).
    #expect(spec.contains("final class PantryViewModelRefreshSpec: AsyncSpec {"))
    #expect(spec.contains("it(\"shows how many entities each of its stores holds\") { @MainActor in"))
    #expect(spec.contains("await viewModel.refresh()\n"))
    #expect(spec.contains("expect(viewModel.headline).to(equal(\"Banana: 2\"))"))
    #expect(!model.contains("nonisolated"), "nothing computed off the main actor for the spec's sake")
    let specs = folder.read("Shop/Tests/ShopCoreTests/QuickSpecs.swift") ?? ""
    #expect(specs.contains("PantryViewModelRefreshSpec.self,"))
    let assemblySpec = folder.read("Shop/Tests/ShopUITests/Pantry/PantryAssemblySpec.swift") ?? ""
    #expect(assemblySpec.contains("PantryViewModel(bananaStore: BananaStore())"))
  }

  @Test(arguments: [
    ("banana", "'banana' is pasted into Swift code as a type name"),
    ("Banana,Banana", "names 'Banana' twice"),
  ])
  func storeNamesAreCheckedBeforeAnyTemplateSeesThem(value: String, reason: String) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planNew(
        kind: "screen", name: "Checkout", architecture: nil, parameters: ["store": value], in: app)
    }

    // Then
    #expect("\(error.map { "\($0)" } ?? "")".contains(reason))
  }

  @Test(arguments: [(Architecture.mvvm, Architecture.mvvmC), (.viper, .mvvmDI)])
  func aScreenIsRefusedStoresItsAppHoldsOtherwise(app architecture: Architecture, screen: Architecture) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", architecture, in: folder)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planNew(
        kind: "screen", name: "Checkout", architecture: screen, parameters: ["store": "Banana"], in: app)
    }

    // Then
    #expect("\(error.map { "\($0)" } ?? "")".contains("give CheckoutViewModel its stores through its init by hand"))
  }

  @Test func aVIPERRouterWithoutTheFactoryOfAModuleItOpensStopsADebugBuild() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    try add("module", "Home", to: app, parameters: ["purpose": "Shows the home."])

    // When
    try add("module", "Cart", to: app, parameters: ["purpose": "Shows the cart.", "openedFrom": "Home"])

    // Then
    let router = folder.read("Shop/Sources/ShopUI/Home/Router/HomeRouter+Cart.swift") ?? ""
    #expect(
      router.contains(
        "assertionFailure(\"HomeRouter cannot open Cart: it has no cartFactory (set by HomeAssembly's openedModules)\")"
      ))
    #expect(!router.contains("guard let cartFactory else { return }"))
  }
}
