import CanonScaffold
import Foundation
import Testing

@Suite("Writing: never overwrite, all or nothing")
struct WriterTests {
  @Test func refusesToOverwriteAndWritesNothing() throws {
    // Given
    let folder = try TemporaryFolder()
    try folder.write("// mine\n", to: "Sources/B.swift")
    var plan = ScaffoldPlan()
    plan.files = [
      .init(path: "Sources/A.swift", contents: "a"), .init(path: "Sources/B.swift", contents: "b"),
    ]

    // When
    let error = #expect(throws: ScaffoldError.self) { try PlanWriter(root: folder.url).write(plan) }

    // Then
    #expect(error == .wouldOverwrite(["Sources/B.swift"]))
    #expect(folder.files() == ["Sources/B.swift"])
    #expect(folder.read("Sources/B.swift") == "// mine\n")
  }

  @Test func overwriteMessageListsTheFilesAndSaysNothingWasWritten() {
    // When
    let message = ScaffoldError.wouldOverwrite(["Sources/B.swift"]).description

    // Then
    #expect(
      message == "refusing to overwrite existing files; nothing was written:\n  Sources/B.swift")
  }

  @Test func generatingTheSameScreenTwiceIsRefusedWithoutChanges() throws {
    // Given
    let folder = try TemporaryFolder()
    let root = try makeApp("Shop", .mvvmDI, in: folder)
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "screen", name: "Profile", architecture: nil, parameters: [:], in: root), to: root)
    let before = folder.files().map { ($0, folder.read($0)) }

    // When
    let plan = try scaffolder.planNew(
      kind: "screen", name: "Profile", architecture: nil, parameters: [:], in: root)
    #expect(throws: ScaffoldError.self) { try scaffolder.write(plan, to: root) }

    // Then
    #expect(folder.files().map { ($0, folder.read($0)) }.elementsEqual(before) { $0 == $1 })
  }

  @Test func aFailedWriteRemovesWhatTheRunWrote() throws {
    // Given: a plain file stands where a folder is needed, so the second file cannot be written
    let folder = try TemporaryFolder()
    try folder.write("not a folder", to: "Blocker")
    try folder.write("root\n", to: "Root.swift")
    var plan = ScaffoldPlan()
    plan.files = [
      .init(path: "New/A.swift", contents: "a"), .init(path: "Blocker/B.swift", contents: "b"),
    ]
    plan.edits = [.init(path: "Root.swift", contents: "edited\n", summary: "+ A")]

    // When
    #expect(throws: ScaffoldError.self) { try PlanWriter(root: folder.url).write(plan) }

    // Then
    #expect(folder.files() == ["Blocker", "Root.swift"])
    #expect(folder.read("Root.swift") == "root\n")
  }

  @Test func writesEveryFileAndLeavesNoTemporaryFile() throws {
    // Given
    let folder = try TemporaryFolder()
    var plan = ScaffoldPlan()
    plan.files = [.init(path: "A/B/C.swift", contents: "c"), .init(path: "D.swift", contents: "d")]

    // When
    try PlanWriter(root: folder.url).write(plan)

    // Then
    #expect(folder.files() == ["A/B/C.swift", "D.swift"])
  }
}

@Suite("Dry run")
struct DryRunTests {
  @Test func planListsFilesAndEditsAndWritesNothing() throws {
    // Given
    let folder = try TemporaryFolder()
    let root = try makeApp("Shop", .mvvmDI, in: folder)
    let before = folder.files()

    // When
    let plan = try scaffolder.planNew(
      kind: "screen", name: "Profile", architecture: nil, parameters: [:], in: root)

    // Then
    #expect(folder.files() == before)
    #expect(plan.lines.contains("create Sources/ShopCore/Profile/ProfileViewModel.swift"))
    #expect(
      plan.lines.contains(
        "edit   Sources/ShopUI/App/CompositionRoot.swift (+ ProfileAssembly(), + AppScreen(name: \"Profile\") { $0.screen(ProfileViewModelFactory.self, ProfileViewControllerFactory.self) }, + (any ProfileViewModeling).self, + ProfileViewModelFactory.self, + ProfileViewControllerFactory.self, + ProfileDestinations.self)"
      ))
  }

  @Test func initPlanWritesNothing() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    let (_, plan) = try scaffolder.planApp(name: "Shop", architecture: .viper, in: folder.url)

    // Then
    #expect(folder.files().isEmpty)
    #expect(plan.lines.contains("create Package.swift"))
  }
}

@Suite("Generated app")
struct GeneratedAppTests {
  @Test func ciScriptIsExecutable() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // Then
    #expect(
      FileManager.default.isExecutableFile(atPath: app.appendingPathComponent("Scripts/ci.sh").path)
    )
  }

  @Test func packageDependsOnCanonByPathForALocalCheckout() throws {
    // Given
    let folder = try TemporaryFolder()
    let local = Scaffolder(canon: .path("/src/canon"))

    // When
    let (_, plan) = try local.planApp(name: "Shop", architecture: .mvvmDI, in: folder.url)

    // Then
    let manifest = plan.files.first { $0.path == "Package.swift" }?.contents ?? ""
    #expect(manifest.contains(".package(path: \"/src/canon/Runtime\"),"))
    #expect(manifest.contains(".product(name: \"CanonKit\", package: \"Runtime\")"))
    #expect(manifest.contains(".package(path: \"/src/canon\")"))
    #expect(manifest.contains(".plugin(name: \"CanonBuildToolPlugin\", package: \"canon\")"))
  }

  @Test func packageDependsOnCanonByURLOtherwise() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    let (_, plan) = try scaffolder.planApp(name: "Shop", architecture: .mvvm, in: folder.url)

    // Then
    let manifest = plan.files.first { $0.path == "Package.swift" }?.contents ?? ""
    #expect(
      manifest.contains(
        ".package(url: \"\(CanonDependency.repositoryURL)\", from: \"\(CanonDependency.version)\")")
    )
    let runtime = CanonDependency.runtimeRepositoryURL
    let version = CanonDependency.version
    #expect(manifest.contains(".package(url: \"\(runtime)\", from: \"\(version)\"),"))
    #expect(manifest.contains(".product(name: \"CanonKit\", package: \"CanonRuntime\")"))
  }
}
