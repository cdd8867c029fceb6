import CanonScaffold
import Foundation
import Testing

/// Issue 19 §3–4: what each guide asks of the generated code, read from the generated files.
@Suite("Faithful to each guide")
struct GuideFidelityTests {
  /// Generates `kind name` in `app` with `parameters`.
  private func add(
    _ kind: String, _ name: String, to app: URL, parameters: [String: String] = [:]
  ) throws {
    try scaffolder.write(
      try scaffolder.planNew(
        kind: kind, name: name, architecture: nil, parameters: parameters, in: app), to: app)
  }

  // MARK: - mvvm (G0)

  @Test func mvvmEntitiesAreSeenThroughATypeProtocol() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    try add("store", "Banana", to: app)

    // Then
    let entity = folder.read("Shop/Sources/ShopCore/Model/Entities/Banana.swift") ?? ""
    #expect(entity.contains("public protocol BananaType: Sendable {"))
    #expect(entity.contains("extension Banana: BananaType {}"))
    #expect(entity.contains("public struct Banana: Equatable {"))
    #expect(entity.contains("public var exposed: any BananaType { self }"))
  }

  @Test func mvvmStoresHandOutTheEntityProtocol() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    try add("store", "Banana", to: app)

    // Then: view models hold a store typed by the protocol, whatever store stands behind it
    let store = folder.read("Shop/Sources/ShopCore/Model/Stores/BananaStore.swift") ?? ""
    #expect(
      store.contains(
        "public protocol BananaStoreType: MutableExposedEntityStore where Exposed == any BananaType, ID == Banana.ID {}"
      ))
    #expect(
      store.contains(
        "extension ExposingStore: BananaStoreType where Base: MutableEntityStore, Base.Entity == Banana {}"
      ))
    let dependencies = folder.read("Shop/Sources/ShopCore/App/AppDependencies.swift") ?? ""
    #expect(dependencies.contains("public var bananaStore: any BananaStoreType = BananaStore().exposed"))
    let tests = folder.read("Shop/Tests/ShopCoreTests/Model/BananaStoreTests.swift") ?? ""
    #expect(tests.contains("private struct EditedBanana: BananaType {"))
  }

  @Test func otherArchitecturesKeepThePlainEntity() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    try add("entity", "Banana", to: app)

    // Then
    #expect(
      folder.read("Shop/Sources/ShopCore/Model/Entities/Banana.swift")?.contains("BananaType")
        == false)
  }

  @Test func mvvmRefusesCoordinatorsAndSaysWhatToUse() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planNew(
        kind: "coordinator", name: "Onboarding", architecture: nil, parameters: [:], in: app)
    }

    // Then
    #expect(error?.description.hasPrefix("the mvvm guide has no coordinators") == true)
    #expect(error?.description.contains("canon new screen Onboarding") == true)
    #expect(folder.files().allSatisfy { !$0.contains("Onboarding") })
  }

  @Test func mvvmViewControllerObservesItsViewModel() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    try add("screen", "Profile", to: app)

    // Then
    let controller = folder.read("Shop/Sources/ShopUI/Profile/ProfileViewController.swift") ?? ""
    #expect(controller.contains("withObservationTracking {"))
    #expect(controller.contains("Task { @MainActor in self?.render() }"))
  }

  @Test func mvvmTestsVerifyOutgoingCommandsWithASpy() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    try add("screen", "Profile", to: app)

    // Then
    let tests = folder.read("Shop/Tests/ShopCoreTests/Profile/ProfileViewModelTests.swift") ?? ""
    #expect(tests.contains("let calls = CallRecorder<Call>()"))
    // close() dismisses through its own screen: what it opened above it goes first.
    #expect(tests.contains("XCTAssertCalls(navigator.calls, .exactly([.dismiss(.present), .dismiss(.push)]))"))
  }

  @Test func mvvmStoresReachTheViewModelThroughTheCompositionRootsDependencies() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    try add("store", "Banana", to: app)
    try add("screen", "Profile", to: app, parameters: ["store": "Banana"])

    // Then
    let dependencies = folder.read("Shop/Sources/ShopCore/App/AppDependencies.swift") ?? ""
    #expect(dependencies.contains("public var bananaStore: any BananaStoreType = BananaStore().exposed"))
    let screen = folder.read("Shop/Sources/ShopCore/Profile/ProfileScreen.swift") ?? ""
    #expect(
      screen.contains(
        "ProfileViewModel(bananaStore: dependencies.bananaStore, navigation: navigation)"))
    let model = folder.read("Shop/Sources/ShopCore/Profile/ProfileViewModel.swift") ?? ""
    #expect(model.contains("public init(bananaStore: any BananaStoreType, navigation:"))
    #expect(!model.contains("BananaStore()"), "the view model builds no store of its own")
    let tests = folder.read("Shop/Tests/ShopCoreTests/Profile/ProfileViewModelTests.swift") ?? ""
    #expect(tests.contains("dependencies.bananaStore = BananaStore(entities:"))
    #expect(tests.contains(".exposed"))
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains("NavigationService(dependencies: AppDependencies(), host: navigator)"))
  }

  // MARK: - mvvm-bindings (G1)

  @Test func bindingsViewModelIsMadeFromTheModelItShows() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    try add("entity", "Person", to: app)
    try add("screen", "Profile", to: app, parameters: ["model": "Person"])

    // Then
    let model = folder.read("Shop/Sources/ShopCore/Profile/ProfileViewModel.swift") ?? ""
    #expect(model.contains("public init(person: Person) {"))
    #expect(model.contains("private let person: Person"), "the view sees display-ready values only")
    #expect(model.contains("headline = person.name"))
    let controller = folder.read("Shop/Sources/ShopUI/Profile/ProfileViewController.swift") ?? ""
    #expect(controller.contains("init(person: Person) {"))
    #expect(controller.contains("viewModel = ProfileViewModel(person: person)"))
    let tests = folder.read("Shop/Tests/ShopCoreTests/Profile/ProfileViewModelTests.swift") ?? ""
    #expect(tests.contains("ProfileViewModel(person: Person(id: 1, name: \"Cavendish\"))"))
    // Nothing at launch has a Person to give it: the root does not start with this screen.
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(!root.contains("ProfileViewController"))
  }

  @Test func aBindingsScreenGivenAModelAndAStoreSeparatesThemWithACommaAndASpace() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)
    try add("entity", "Person", to: app)
    try add("store", "Banana", to: app)

    // When
    try add("screen", "Profile", to: app, parameters: ["model": "Person", "store": "Banana"])

    // Then: an inline `, {% endif %}` loses its space to Stencil's trimming.
    let model = folder.read("Shop/Sources/ShopCore/Profile/ProfileViewModel.swift") ?? ""
    #expect(model.contains("public init(person: Person, bananaStore: any MutableEntityStore<Banana>) {"))
    let controller = folder.read("Shop/Sources/ShopUI/Profile/ProfileViewController.swift") ?? ""
    #expect(controller.contains("init(person: Person, bananaStore: any MutableEntityStore<Banana>) {"))
    #expect(controller.contains("ProfileViewModel(person: person, bananaStore: bananaStore)"))
    let tests = folder.read("Shop/Tests/ShopCoreTests/Profile/ProfileViewModelTests.swift") ?? ""
    let made = "ProfileViewModel(person: Person(id: 1, name: \"Cavendish\"), bananaStore: "
    #expect(tests.components(separatedBy: made).count - 1 == 5, "every test makes its view model so")
    for file in [model, controller, tests] {
      #expect(!file.contains(",bananaStore"))
    }
  }

  @Test func bindingsViewModelHasAnErrorsSignalTheControllerShows() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    try add("screen", "Search", to: app)

    // Then
    let model = folder.read("Shop/Sources/ShopCore/Search/SearchViewModel.swift") ?? ""
    let controller = folder.read("Shop/Sources/ShopUI/Search/SearchViewController.swift") ?? ""
    #expect(
      model.contains(
        "public func onError(_ handler: @escaping @MainActor (any Error) -> Void) -> [ObservationToken] {"
      ))
    #expect(controller.contains("bindings += viewModel.onError { error in"))
    #expect(!controller.contains("for await"), "ErrorBroadcast's docs advise onError for views")
  }

  @Test func bindingsQueryFieldIsBoundBothWays() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    try add("screen", "Search", to: app)

    // Then
    let controller = folder.read("Shop/Sources/ShopUI/Search/SearchViewController.swift") ?? ""
    #expect(
      controller.contains(
        "bind({ viewModel.query }, write: { viewModel.query = $0 }, show: { queryField.text = $0 }, edits: { userEntered in"
      ))
  }

  @Test func bindingsScreenTakesTheStoreItReads() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)
    try add("store", "Banana", to: app)

    // When
    try add("screen", "Search", to: app, parameters: ["store": "Banana"])

    // Then
    let model = folder.read("Shop/Sources/ShopCore/Search/SearchViewModel.swift") ?? ""
    #expect(model.contains("public init(bananaStore: any MutableEntityStore<Banana>) {"))
    let controller = folder.read("Shop/Sources/ShopUI/Search/SearchViewController.swift") ?? ""
    #expect(controller.contains("viewModel = SearchViewModel(bananaStore: bananaStore)"))
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains("SearchViewController(bananaStore: root.dependencies.bananaStore)"))
    let tests = folder.read("Shop/Tests/ShopCoreTests/Search/SearchViewModelTests.swift") ?? ""
    #expect(tests.contains("aStoreErrorReachesTheErrorHandlers"))
  }

  @Test func aReusedCellClearsItsTextAndItsTestSaysSo() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    try add("cell", "Product", to: app)

    // Then
    let cell = folder.read("Shop/Sources/ShopUI/Cells/ProductCell.swift") ?? ""
    #expect(cell.contains("guard let viewModel else {\n            titleLabel.text = nil"))
    let tests = folder.read("Shop/Tests/ShopUITests/Cells/ProductCellTests.swift") ?? ""
    #expect(tests.contains("func testAReusedCellShowsNothingOfItsPreviousRow() async {"))
  }

  @Test func bindingsControllerKeepsItsMainViewTypedAsTheScreensView() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    try add("screen", "Search", to: app)

    // Then: Swift cannot narrow the type of an overridden `view` (the guide's Objective-C
    // redeclares it), so the controller keeps its main view, made in `loadView`, under its class.
    let controller = folder.read("Shop/Sources/ShopUI/Search/SearchViewController.swift") ?? ""
    #expect(controller.contains("private let contentView = SearchView()"))
    #expect(controller.contains("override func loadView() {\n        view = contentView\n    }"))
    #expect(!controller.contains("view.addSubview"))
  }

  @Test func bindingsCellsHaveAViewModelOfTheirOwn() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    try add("cell", "Person", to: app)

    // Then
    let model = folder.read("Shop/Sources/ShopCore/Cells/PersonCellViewModel.swift") ?? ""
    let cell = folder.read("Shop/Sources/ShopUI/Cells/PersonCell.swift") ?? ""
    #expect(model.contains("public final class PersonCellViewModel"))
    #expect(cell.contains("final class PersonCell: UITableViewCell"))
    #expect(
      cell.contains("var viewModel: PersonCellViewModel?")
        && cell.contains("didSet { bindViewModel() }"))
    #expect(folder.read("Shop/Tests/ShopCoreTests/Cells/PersonCellViewModelTests.swift") != nil)
  }

  // MARK: - mvvm-c (G3)

  @Test func mvvmCViewStoresItsStateAndTheCoordinatorIsTested() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    try add("screen", "Checkout", to: app)

    // Then
    let view = folder.read("Shop/Sources/ShopUI/Checkout/CheckoutView.swift") ?? ""
    #expect(view.contains("typealias State = CheckoutViewState"))
    #expect(view.contains("private(set) var state: State?") && view.contains("self.state = state"))
    let coordinator = folder.read("Shop/Sources/ShopUI/Checkout/CheckoutCoordinator.swift") ?? ""
    // G3: a class is sent what it needs; this screen uses no store, so nothing.
    #expect(coordinator.contains("CheckoutViewModel()") && !coordinator.contains("AppDependencies"))
    let test = folder.read("Shop/Tests/ShopUITests/Checkout/CheckoutCoordinatorTests.swift") ?? ""
    // The close button finishes the flow and removes its screen; the user's Back finishes it too.
    #expect(coordinator.contains("navigationController.close(viewController)"))
    #expect(
      test.contains("closeButton.sendActions(for: .touchUpInside)")
        && test.contains("XCTAssertTrue(coordinator.isFinished)")
        && test.contains("contains { $0 === coordinator.viewController }"))
    #expect(test.contains("simulateUserPop()") && test.contains("XCTAssertNil(left"))
  }

  @Test func mvvmCViewControllerReachesItsViewThroughHasCustomView() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    try add("screen", "Checkout", to: app)
    try add("screen", "Payment", to: app)

    // Then
    let shared = folder.read("Shop/Sources/ShopUI/App/HasCustomView.swift") ?? ""
    #expect(shared.contains("protocol HasCustomView {"))
    #expect(shared.contains("var customView: CustomView {"))
    let controller = folder.read("Shop/Sources/ShopUI/Payment/PaymentViewController.swift") ?? ""
    #expect(
      controller.contains(
        "extension PaymentViewController: HasCustomView {\n    typealias CustomView = PaymentView\n}"
      ))
    #expect(controller.contains("customView.render(state: state)"))
    #expect(!controller.contains("private let customView"))
    // The view's own name for its state, as the guide's view controller spells it.
    #expect(controller.contains("func didSet(state: PaymentView.State)"))
  }

  @Test func mvvmCScreensCommentOnlyIntent() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    try add("screen", "Checkout", to: app)
    try add("coordinator", "Onboarding", to: app)

    // Then
    // Its texts are entries of Localizable.strings now, not a file of the screen's.
    let files = folder.files().filter { $0.contains("/Checkout/") || $0.contains("Onboarding") }
    #expect(files.count >= 9)
    for file in files {
      let text = folder.read(file) ?? ""
      // Doc comments restating names, and conformance marks, are what the guide calls noise.
      #expect(!text.contains("///"), "\(file) has doc comments")
      #expect(!text.contains("// MARK: -"), "\(file) marks a conformance")
    }
    let state = folder.read("Shop/Sources/ShopCore/Checkout/CheckoutViewState.swift") ?? ""
    #expect(state.contains("`CheckoutView.State`"), "the one comment left says why it is here")
  }

  @Test func mvvmCStringsComeFromL10n() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    try add("screen", "Checkout", to: app)

    // Then
    let generated = folder.read("Shop/Sources/ShopCore/Generated/Strings.swift") ?? ""
    #expect(generated.hasPrefix("// swiftlint:disable all\n// Generated using SwiftGen"))
    #expect(
      generated.contains(
        "public enum L10n {\n  /// Checkout\n  public static let checkoutHeadline = L10n.tr(\"Localizable\", \"CHECKOUT_HEADLINE\")\n}"
      ))
    #expect(generated.contains("Bundle.module.localizedString(forKey: key, value: nil, table: table)"))
    let strings = folder.read("Shop/Sources/ShopCore/Resources/en.lproj/Localizable.strings") ?? ""
    #expect(strings.hasSuffix("\"CHECKOUT_HEADLINE\" = \"Checkout\";\n"))
    #expect(!folder.files().contains { $0.hasSuffix("CheckoutStrings.swift") }, "no hand-written L10n")
    let model = folder.read("Shop/Sources/ShopCore/Checkout/CheckoutViewModel.swift") ?? ""
    #expect(model.contains(".loaded(headline: L10n.checkoutHeadline)"))
    for file in folder.files() where file.hasPrefix("Shop/Sources/ShopUI/Checkout/") {
      let text = folder.read(file) ?? ""
      let literals = text.split(separator: "\n").filter {
        $0.contains("\"") && !$0.contains("fatalError")
          && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      #expect(literals.isEmpty, "\(file): \(literals)")
    }
  }

  // MARK: - viper (G2)

  @Test func viperTestFoldersMirrorTheModulesFolders() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)

    // When
    try add("module", "Inbox", to: app, parameters: ["purpose": "Shows the messages received."])

    // Then
    let files = folder.files()
    for layer in ["Assembly", "Interactor", "Presenter", "Router", "View"] {
      #expect(files.contains { $0.hasPrefix("Shop/Sources/ShopUI/Inbox/\(layer)/") })
      #expect(files.contains { $0.hasPrefix("Shop/Tests/ShopUITests/Inbox/\(layer)/") }, "\(layer)")
    }
  }

  @Test func viperModulesAskForTheirPurpose() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planNew(
        kind: "module", name: "Inbox", architecture: nil, parameters: [:], in: app)
    }
    try add("module", "Outbox", to: app, parameters: ["purpose": "Shows the messages sent."])

    // Then
    if case .missingParameter(let name, _) = error {
      #expect(name == "purpose")
    } else {
      Issue.record("expected a missing purpose, got \(String(describing: error))")
    }
    for path in [
      "Interactor/OutboxInteractor.swift", "Presenter/OutboxPresenter.swift",
      "View/OutboxViewInput.swift",
    ] {
      #expect(
        folder.read("Shop/Sources/ShopUI/Outbox/\(path)")?.contains("/// Shows the messages sent.")
          == true, "\(path)")
    }
  }

  @Test func viperAssemblyBuildsTheViewUnderTheGuidesName() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)

    // When
    try add("module", "Inbox", to: app, parameters: ["purpose": "Shows the messages received."])

    // Then
    let assembly = folder.read("Shop/Sources/ShopUI/Inbox/Assembly/InboxAssembly.swift") ?? ""
    #expect(assembly.contains("private static func viewInboxModule("))
    #expect(assembly.contains(") -> Module<UIViewController, any InboxModuleInput> {"))
  }

  // MARK: - mvvm-di (G4)

  @Test func mvvmDIAssemblyIsInTheUILayerWithTheViewControllerFactory() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("screen", "Profile", to: app)

    // Then
    let assembly = folder.read("Shop/Sources/ShopUI/Profile/ProfileAssembly.swift") ?? ""
    #expect(
      assembly.contains(
        "typealias ProfileViewControllerFactory = MainActorFactory<any ProfileViewModeling, ProfileViewController>"
      ))
    let coreSources = folder.files().filter { $0.hasPrefix("Shop/Sources/ShopCore/") }
    #expect(!coreSources.isEmpty)
    for file in coreSources {
      #expect(folder.read(file)?.contains("import Swinject") == false, "\(file) imports Swinject")
    }
    let manifest = folder.read("Shop/Package.swift") ?? ""
    let coreTarget =
      manifest.components(separatedBy: "name: \"ShopCore\",").last?
      .components(separatedBy: ".target(").first ?? ""
    #expect(!coreTarget.contains("Swinject"))
  }

  @Test func mvvmDIStoresHaveAnIngProtocol() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("store", "Banana", to: app)

    // Then
    let store = folder.read("Shop/Sources/ShopCore/Model/Stores/BananaStore.swift") ?? ""
    #expect(
      store.contains("public protocol BananaStoring: MutableEntityStore where Entity == Banana {}"))
    #expect(store.contains("extension BananaStore: BananaStoring {}"))
  }

  @Test func mvvmDIStoresCoordinatorsAndAssembliesHaveQuickSpecsThatRun() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("store", "Banana", to: app)
    try add("coordinator", "Onboarding", to: app)
    try add("screen", "Profile", to: app)

    // Then
    let specs = [
      "ShopCoreTests/Model/BananaStoreSpec.swift": "describe(\"Banana store\")",
      "ShopCoreTests/Coordinators/OnboardingCoordinatorSpec.swift":
        "describe(\"Onboarding coordinator\")",
      "ShopUITests/Profile/ProfileAssemblySpec.swift": "describe(\"Profile assembly\")",
      "ShopUITests/Profile/ProfileViewControllerSpec.swift":
        "describe(\"Profile view controller\")",
      "ShopUITests/App/AppAssemblySpec.swift": "describe(\"app assembly\")",
      "ShopUITests/App/CompositionRootSpec.swift": "describe(\"composition root\")",
    ]
    for (path, group) in specs {
      let text = folder.read("Shop/Tests/\(path)") ?? ""
      let kind = path.hasSuffix("StoreSpec.swift") ? ": AsyncSpec {" : ": QuickSpec {"
      #expect(text.contains(kind) && text.contains(group), "\(path)")
    }
    // Every test is a spec; the runners are the only other files.
    let others = folder.files().filter {
      $0.hasPrefix("Shop/Tests/") && !$0.hasSuffix("Spec.swift") && !$0.hasSuffix("/QuickSpecs.swift")
    }
    #expect(others == [])
    // Each spec is in the list its target's runner runs (Linux discovers no QuickSpec): the store
    // awaits, so its spec is an AsyncSpec, run off the main actor.
    let core = folder.read("Shop/Tests/ShopCoreTests/QuickSpecs.swift") ?? ""
    let asyncList = core.components(separatedBy: "static var asyncSpecs").dropFirst().first ?? ""
    #expect(asyncList.prefix(while: { $0 != "}" }).contains("BananaStoreSpec.self,"))
    #expect(core.contains("OnboardingCoordinatorSpec.self,"))
    #expect(core.contains("@Test nonisolated func everyAsyncSpecRunsAndPasses() async {"))
    let ui = folder.read("Shop/Tests/ShopUITests/QuickSpecs.swift") ?? ""
    #expect(ui.contains("ProfileAssemblySpec.self,"))
    let uiKitList = ui.components(separatedBy: "static var uiKitSpecs").dropFirst().first ?? ""
    #expect(uiKitList.contains("ProfileViewControllerSpec.self,"))
    let controllerSpec =
      folder.read("Shop/Tests/ShopUITests/Profile/ProfileViewControllerSpec.swift") ?? ""
    #expect(controllerSpec.contains("itBehavesLike(ObjectWithoutLeaks.self)"))
    let manifest = folder.read("Shop/Package.swift") ?? ""
    let uiTestTarget = manifest.components(separatedBy: "name: \"ShopUITests\",").last ?? ""
    #expect(uiTestTarget.contains(".product(name: \"Quick\", package: \"Quick\")"))
  }

  @Test func mvvmDIAppAssemblySpecVerifiesTheWholeWiringOfTheCompositionRoot() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("screen", "Profile", to: app)
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "module", name: "Inbox", architecture: .viper,
        parameters: ["purpose": "Shows the messages received."], in: app), to: app)

    // Then: the spec assembles what the root assembles and verifies what the root resolves.
    let spec = folder.read("Shop/Tests/ShopUITests/App/AppAssemblySpec.swift") ?? ""
    #expect(spec.contains("_ = Assembler(CompositionRoot.assemblies(), container: container)"))
    #expect(spec.contains("expect(container.verify(CompositionRoot.rootServices())).to(equal([]))"))
    // It runs on Linux too: listed with the specs that need no UIKit, and not compiled out.
    #expect(!spec.contains("#if canImport(UIKit)"))
    let runner = folder.read("Shop/Tests/ShopUITests/QuickSpecs.swift") ?? ""
    let everywhere =
      runner.components(separatedBy: "static var specs").dropFirst().first?
      .components(separatedBy: "static var uiKitSpecs").first ?? ""
    #expect(everywhere.contains("AppAssemblySpec.self,"))
    // The root's lists hold every screen: the ones built everywhere outside `#if canImport(UIKit)`.
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    let shared =
      root.components(separatedBy: "public final class CompositionRoot {").dropFirst().first?
      .components(separatedBy: "#if canImport(UIKit)").first ?? ""
    #expect(shared.contains("static func assemblies()") && shared.contains("ProfileAssembly(),"))
    #expect(shared.contains("(any ProfileViewModeling).self,"))
    #expect(shared.contains("ProfileViewModelFactory.self,"))
    #expect(root.contains("let missing = container.verify(Self.rootServices())"))
    let uiKit =
      root.components(separatedBy: "static func uiKitAssemblies()").dropFirst().first?
      .components(separatedBy: "#else").first ?? ""
    #expect(uiKit.contains("InboxAssembly(),"))
    #expect(uiKit.contains("ProfileViewControllerFactory.self,"))
    #expect(uiKit.contains("ClosureModuleFactory<UIViewController, any InboxModuleInput>.self,"))
    #expect(!shared.contains("InboxAssembly()"))
  }

  @Test func mvvmDIScreenAssemblySpecsAssembleAsTheApp() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("screen", "Profile", to: app)

    // Then: a view model's parameters registered by another assembly resolve in its spec.
    let spec = folder.read("Shop/Tests/ShopUITests/Profile/ProfileAssemblySpec.swift") ?? ""
    #expect(spec.contains("assembler = Assembler(CompositionRoot.assemblies())"))
  }

  @Test func mvvmDIViewModelsAreAutoregistered() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("screen", "Profile", to: app)

    // Then
    let assembly = folder.read("Shop/Sources/ShopUI/Profile/ProfileAssembly.swift") ?? ""
    #expect(
      assembly.contains(
        "container.autoregister((any ProfileViewModeling).self, initializer: ProfileViewModel.init)"
      ))
    #expect(!assembly.contains("MainActor.assumeIsolated { ProfileViewModel() }"))
  }

  @Test func mvvmDIScreensAreBuiltByMainActorFactoriesWithoutAssumingIsolation() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("screen", "Profile", to: app)

    // Then: only main-actor code can call the factories; nothing traps off the main thread.
    let assembly = folder.read("Shop/Sources/ShopUI/Profile/ProfileAssembly.swift") ?? ""
    #expect(!assembly.contains("assumeIsolated"))
    #expect(assembly.contains("typealias ProfileViewModelFactory = MainActorFactory<any ProfileViewModeling>"))
    #expect(assembly.contains("container.registerFactoryOnMainActor { (resolver, viewModel: any ProfileViewModeling) in"))
    #expect(assembly.contains("return ProfileViewController(viewModel: viewModel, destinations: destinations)"))
    #expect(assembly.contains("container.autoregister(ProfileDestinations.self, initializer: ProfileDestinations.init)"))
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains("assembler.resolver.onMainActor.resolve(service)"))
    #expect(root.contains("ProfileDestinations.self,"))
  }

  @Test func mvvmDIScreenOpenedFromAnotherGetsItsFactoryIntoTheOpenersDestinations() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)
    try add("screen", "List", to: app)

    // When
    try add("screen", "Detail", to: app, parameters: ["openedFrom": "List"])

    // Then: G4's factory example: List's view controller gets Detail's factory and pushes its screen.
    let destinations = folder.read("Shop/Sources/ShopUI/List/ListDestinations.swift") ?? ""
    #expect(destinations.contains("struct ListDestinations {\n    /// Makes the Detail screen"))
    #expect(destinations.contains("    let detail: DetailViewControllerFactory\n}"))
    let opening = folder.read("Shop/Sources/ShopUI/List/ListViewController+Detail.swift") ?? ""
    #expect(opening.contains("extension ListViewController {"))
    #expect(opening.contains("func openDetail(_ viewModel: any DetailViewModeling) {"))
    #expect(
      opening.contains(
        "navigationController?.pushViewController(destinations.detail(viewModel), animated: true)"))
    let spec = folder.read("Shop/Tests/ShopUITests/List/ListOpensDetailSpec.swift") ?? ""
    #expect(spec.contains("opener.openDetail(viewModel)"))
    #expect(spec.contains("expect(shown?.viewModel === viewModel).to(beTrue())"))
    let runner = folder.read("Shop/Tests/ShopUITests/QuickSpecs.swift") ?? ""
    #expect(runner.contains("ListOpensDetailSpec.self,"))
    // The first screen stays the one shown at launch.
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains("AppScreen(name: \"List\")"))
    #expect(!root.contains("AppScreen(name: \"Detail\")"))
  }

  @Test func mvvmDIAppsHaveTheGuidesFastlaneLanesAndDocumentThem() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", .mvvmDI, in: folder)
    _ = try makeApp("Other", .mvvm, in: folder)

    // Then
    let fastfile = folder.read("Shop/fastlane/Fastfile") ?? ""
    for lane in ["beta", "appstore", "test", "analyze"] {
      #expect(fastfile.contains("lane :\(lane) do"), "no \(lane) lane")
    }
    #expect(fastfile.contains("sh(\"cd .. && canon lint --strict\")"))
    #expect(folder.read("Shop/fastlane/Appfile")?.contains("app_identifier(\"com.example.Shop\")") == true)
    let readme = folder.read("Shop/README.md") ?? ""
    for command in ["fastlane test", "fastlane analyze", "fastlane beta", "fastlane appstore"] {
      #expect(readme.contains(command), "README lacks \(command)")
    }
    #expect(folder.read("Other/fastlane/Fastfile") == nil)
    #expect(folder.read("Other/README.md")?.contains("fastlane") == false)
  }

  @Test func mvvmDIStoresReachTheDependenciesThroughTheirIngProtocol() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("store", "Banana", to: app)

    // Then
    let dependencies = folder.read("Shop/Sources/ShopCore/App/AppDependencies.swift") ?? ""
    #expect(dependencies.contains("public var bananaStore: any BananaStoring = BananaStore()"))
  }

  @Test func mvvmDIStoresAreRegisteredUnderTheirIngProtocolAsTheDependenciesInstance() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("store", "Banana", to: app)

    // Then: a view model's `init` may ask for `any BananaStoring`, as the store's comment says.
    let store = folder.read("Shop/Sources/ShopCore/Model/Stores/BananaStore.swift") ?? ""
    #expect(store.contains("(the assembly resolves it)"))
    let assembly = folder.read("Shop/Sources/ShopUI/App/AppAssembly.swift") ?? ""
    let stores = assembly.components(separatedBy: "static var stores").dropFirst().first ?? ""
    #expect(stores.contains("{ $0.registerShared(\\.bananaStore) },"))
    #expect(
      assembly.contains(
        "func registerShared<Service>(_ keyPath: KeyPath<AppDependencies, Service>) {"))
    #expect(assembly.contains("return dependencies[keyPath: keyPath]"))
    #expect(assembly.contains("for register in Self.stores {"))
  }

  @Test func viperAppAssemblyRegistersOnlyTheDependencies() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)

    // When
    try add("store", "Banana", to: app)

    // Then: VIPER assemblies build their stack by hand; nothing asks the container for a store.
    let assembly = folder.read("Shop/Sources/ShopUI/App/AppAssembly.swift") ?? ""
    #expect(assembly.contains("container.register(AppDependencies.self)"))
    #expect(!assembly.contains("registerShared"))
  }

  // MARK: - Small things (§4)

  @Test(arguments: ["Order", "Apple", "Item"])
  func entityDocsUseNoWrongArticle(name: String) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("entity", name, to: app)

    // Then
    let entity = folder.read("Shop/Sources/ShopCore/Model/Entities/\(name).swift") ?? ""
    let lower = name.prefix(1).lowercased() + name.dropFirst()
    for wrong in ["A \(name)", "a \(lower)", "An \(name)", "an \(lower)"] {
      #expect(!entity.contains(wrong), "'\(wrong)' in \(entity)")
    }
  }

  @Test func templateSummariesNameTheArchitecture() throws {
    // When
    let summaries = try TemplateCatalog(projectRoot: nil).folders().map {
      try TemplateCatalog(projectRoot: nil).manifest(of: $0).summary
    }

    // Then
    #expect(!summaries.isEmpty)
    for summary in summaries {
      #expect(summary.range(of: #"\(G\d\)"#, options: .regularExpression) == nil, "\(summary)")
    }
  }

  @Test(arguments: [("Orders", "Order"), ("Categories", "Category"), ("Addresses", "Address")])
  func storesOfPluralNamesAreSingularised(given: String, entity: String) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    let plan = try scaffolder.planNew(
      kind: "store", name: given, architecture: nil, parameters: [:], in: app)

    // Then
    #expect(plan.files.map(\.path).contains("Sources/ShopCore/Model/Entities/\(entity).swift"))
    #expect(plan.files.map(\.path).contains("Sources/ShopCore/Model/Stores/\(entity)Store.swift"))
    #expect(plan.notes.first?.hasPrefix("named \(entity), not \(given)") == true)
  }

  @Test(arguments: ["Status", "News", "Banana", "Address"])
  func singularNamesAreKept(name: String) throws {
    #expect(try ScaffoldName(name).singular == nil)
  }
}
