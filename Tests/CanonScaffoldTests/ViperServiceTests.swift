import CanonScaffold
import Foundation
import Testing

@Suite("A VIPER interactor receives its services (canon new module X --param service=Entity)")
struct ViperServiceTests {
  @Test func theInteractorGetsTheStoreThroughItsInitFromTheAssembly() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)

    // When
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "module", name: "Pantry", architecture: nil,
        parameters: ["purpose": "Shows the pantry.", "service": "Banana"], in: app), to: app)

    // Then
    let module = "Shop/Sources/ShopUI/Pantry"
    let interactor = folder.read("\(module)/Interactor/PantryInteractor.swift") ?? ""
    #expect(interactor.contains("    init(bananaStore: any MutableEntityStore<Banana>) {"))
    #expect(interactor.contains("let entities = try await bananaStore.fetchAll()"))
    let assembly = folder.read("\(module)/Assembly/PantryAssembly.swift") ?? ""
    #expect(assembly.contains("let bananaStore = dependencies.bananaStore"))
    #expect(assembly.contains("let interactor = PantryInteractor(bananaStore: bananaStore)"))
    let tests = folder.read("Shop/Tests/ShopUITests/Pantry/Interactor/PantryInteractorTests.swift")
    #expect(tests?.contains("await fulfillment(of: [output.reported], timeout: 5)") == true)
  }

  @Test func inAnMVVMDIAppTheInteractorTakesTheStoreUnderItsIngProtocolFromTheContainer() throws {
    // Given: an mvvm-di app holds its stores as `any BananaStoring`, which the compiler could not
    // convert to the `any MutableEntityStore<Banana>` the interactor asked for (it crashed).
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "store", name: "Banana", architecture: nil, parameters: [:], in: app), to: app)

    // When
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "module", name: "Pantry", architecture: .viper,
        parameters: ["purpose": "Shows the pantry.", "service": "Banana"], in: app), to: app)

    // Then
    let module = "Shop/Sources/ShopUI/Pantry"
    let interactor = folder.read("\(module)/Interactor/PantryInteractor.swift") ?? ""
    #expect(interactor.contains("    init(bananaStore: any BananaStoring) {"))
    #expect(!interactor.contains("MutableEntityStore") && !interactor.contains("import CanonStore"))
    let assembly = folder.read("\(module)/Assembly/PantryAssembly.swift") ?? ""
    #expect(assembly.contains("guard let bananaStore = resolver.resolve((any BananaStoring).self) else {"))
    #expect(assembly.contains("bananaStore: any BananaStoring,"))
    #expect(!assembly.contains("AppDependencies") && !assembly.contains("MutableEntityStore"))
  }

  @Test func anAppWithoutAContainerIsToldToPassTheServiceByHand() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planNew(
        kind: "module", name: "Pantry", architecture: .viper,
        parameters: ["purpose": "Shows the pantry.", "service": "Banana"], in: app)
    }

    // Then
    if case .badParameter(let name, let reason) = error {
      #expect(name == "service")
      #expect(reason.contains("give PantryInteractor its store through its init by hand"))
    } else {
      Issue.record("expected the service to be refused, got \(String(describing: error))")
    }
  }
}
