import CanonScaffold
import Foundation
import Testing

/// Issue 19's follow-ups, read from the generated files: generated tests that can fail, a
/// mvvm-di factory that does not force-unwrap, and mvvm-c's shared files commented for intent.
@Suite("Generated code keeps the project's bar")
struct ScaffoldFollowUpTests {
  private func add(_ kind: String, _ name: String, to app: URL) throws {
    try scaffolder.write(
      try scaffolder.planNew(kind: kind, name: name, architecture: nil, parameters: [:], in: app),
      to: app)
  }

  /// `#expect(type(of: x) == X.self)` holds for any `x` of static type `X`: a test that cannot fail.
  @Test(arguments: Architecture.allCases.filter { $0 != .mvvmDI })
  func theDependenciesAreTestedForTheStoresTheyShare(architecture: Architecture) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", architecture, in: folder)

    // When
    try add("store", "Banana", to: app)

    // Then
    let tautologies = folder.files().filter {
      $0.hasPrefix("Shop/Tests/") && (folder.read($0) ?? "").contains("type(of:")
    }
    #expect(tautologies == [])
    let tests = folder.read("Shop/Tests/ShopCoreTests/Model/BananaStoreTests.swift") ?? ""
    #expect(tests.contains("let screensCopy = dependencies"))
    #expect(tests.contains("_ = try await dependencies.bananaStore.save(entity)"))
    let dependencies = folder.read("Shop/Sources/ShopCore/App/AppDependencies.swift") ?? ""
    if architecture == .mvvm {
      // G0: the entity is seen through its protocol, which has no `==`.
      #expect(tests.contains("#expect(try await screensCopy.bananaStore.fetch(id: 1)?.name == \"first\")"))
      #expect(dependencies.contains("public var bananaStore: any BananaStoreType ="))
    } else {
      #expect(tests.contains("#expect(try await screensCopy.bananaStore.fetch(id: 1) == entity)"))
      #expect(dependencies.contains("public var bananaStore: any MutableEntityStore<Banana> ="))
    }
  }

  @Test func mvvmDIFactoriesDoNotForceUnwrapAndTheRootVerifiesTheWiring() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)

    // When
    try add("screen", "Profile", to: app)

    // Then
    let assembly = folder.read("Shop/Sources/ShopUI/Profile/ProfileAssembly.swift") ?? ""
    #expect(!assembly.contains(")!"), "a resolve is force-unwrapped")
    #expect(
      assembly.contains(
        "guard let viewModel = resolver.resolve((any ProfileViewModeling).self) else {"))
    #expect(
      assembly.contains("preconditionFailure(\"ProfileAssembly: register any ProfileViewModeling"))
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains("assembler = Assembler(Self.assemblies(), container: container)"))
    #expect(root.contains("let missing = container.verify(Self.rootServices())"))
    #expect(root.contains("assert(missing.isEmpty"))
  }

  @Test func mvvmCSharedAppFilesCommentOnlyIntent() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmC, in: folder)

    // When
    try add("store", "Banana", to: app)
    try add("screen", "Profile", to: app)

    // Then
    let shared = [
      "Shop/Sources/ShopUI/App/CompositionRoot.swift",
      "Shop/Sources/ShopUI/App/AppCoordinator.swift",
      "Shop/Sources/ShopCore/App/AppDependencies.swift",
    ]
    for file in shared {
      let text = try #require(folder.read(file), "\(file) is generated")
      #expect(!text.contains("///"), "\(file) has doc comments")
    }
    // SwiftGen's output is as SwiftGen writes it (its doc comments are the English texts).
    #expect(
      folder.read("Shop/Sources/ShopCore/Generated/Strings.swift")?.contains(
        "// Generated using SwiftGen") == true)
    // What stays says why: a flow's lifetime.
    #expect(
      folder.read("Shop/Sources/ShopUI/App/AppCoordinator.swift")?.contains("until it finishes")
        == true)
  }
}
