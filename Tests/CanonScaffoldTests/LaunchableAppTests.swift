import CanonScaffold
import Foundation
import Testing

/// Issue 19 §1–2: the app `canon init` writes can be launched, and travels.
@Suite("Launchable, portable apps")
struct LaunchableAppTests {
  /// SwiftPM refuses a package whose target has no folder: a just-created app whose core test
  /// target had none failed every `swift` command ("Source files for target ShopCoreTests should
  /// be located under 'Tests/ShopCoreTests'").
  @Test(arguments: Architecture.allCases)
  func everyTargetOfAJustCreatedAppHasASwiftFile(architecture: Architecture) throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    let app = try makeApp("Shop", architecture, in: folder)

    // Then
    let manifest = folder.read("Shop/Package.swift") ?? ""
    let targets = manifest.components(separatedBy: "arget(\n").dropFirst().compactMap { block in
      block.split(separator: "\"", maxSplits: 2).dropFirst().first.map(String.init)
    }
    #expect(targets.count == 4)
    for target in targets {
      let kind = target.hasSuffix("Tests") ? "Tests" : "Sources"
      let files = FileManager.default.enumerator(atPath: app.appendingPathComponent("\(kind)/\(target)").path)
      let swiftFiles = (files?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
      #expect(!swiftFiles.isEmpty, "\(architecture): \(kind)/\(target) has no Swift file")
    }
  }

  @Test(arguments: Architecture.allCases)
  func initWritesAnEntryPointAndAnXcodeGenProject(architecture: Architecture) throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", architecture, in: folder)

    // Then
    let delegate = folder.read("Shop/App/AppDelegate.swift") ?? ""
    let scene = folder.read("Shop/App/SceneDelegate.swift") ?? ""
    let project = folder.read("Shop/project.yml") ?? ""
    #expect(delegate.contains("@main") && delegate.contains("UIApplicationDelegate"))
    #expect(
      scene.contains("import ShopUI")
        && scene.contains("window.rootViewController = root.makeRootViewController()"))
    #expect(
      project.contains("type: application") && project.contains("sources: [App]")
        && project.contains("product: ShopUI") && project.contains("product: ShopCore"))
  }

  @Test(arguments: Architecture.allCases)
  func compositionRootIsPublicForTheEntryPoint(architecture: Architecture) throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", architecture, in: folder)

    // Then
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains("public final class CompositionRoot"))
    #expect(root.contains("public init()"))
    #expect(root.contains("public func makeRootViewController() -> UIViewController"))
  }

  /// How each architecture's first screen reaches the window: its own path, not a shortcut.
  static let firstScreenPaths: [(Architecture, String)] = [
    (.mvvm, "AppScreen(name: \"Profile\") { try $0.show(.profile, style: .setRoot, animated: false) }"),
    (.mvvmBindings, "AppScreen(name: \"Profile\") { _ in ProfileViewController() }"),
    (.viper, "AppScreen(name: \"Profile\") { $0.module((any ProfileModuleInput).self) }"),
    (
      .mvvmC,
      "AppScreen(name: \"Profile\") { root in root.start(ProfileCoordinator(navigationController: root.navigationController)) }"
    ),
    (
      .mvvmDI,
      "AppScreen(name: \"Profile\") { $0.screen(ProfileViewModelFactory.self, ProfileViewControllerFactory.self) }"
    ),
  ]

  @Test(arguments: firstScreenPaths)
  func theFirstScreenIsShownThroughTheArchitecturesPath(
    architecture: Architecture, element: String
  ) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", architecture, in: folder)

    // When
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "module", name: "Profile", architecture: nil,
        parameters: architecture == .viper ? ["purpose": "Shows the profile."] : [:], in: app),
      to: app)

    // Then
    let root = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(root.contains(element), "\(architecture) root:\n\(root)")
    #expect(root.contains("Self.screens().first"))
  }

  @Test func theUILibrariesAreLintedByTheBuildToolPlugin() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", .mvvmC, in: folder)

    // Then
    let manifest = folder.read("Shop/Package.swift") ?? ""
    let plugin = "plugins: [.plugin(name: \"CanonBuildToolPlugin\", package: \"Canon\")]"
    #expect(manifest.components(separatedBy: plugin).count - 1 == 2)
    let coreTarget = manifest.components(separatedBy: "name: \"ShopCore\",").last ?? ""
    #expect(coreTarget.components(separatedBy: ".target(").first?.contains(plugin) == true)
  }

  @Test func canonPathIsWrittenRelativeToTheApp() throws {
    // Given
    let folder = try TemporaryFolder()
    try Self.writeCanonCheckout(in: folder, at: "src/Canon")

    // When
    let (root, plan) = try scaffolder.planApp(
      name: "Shop", architecture: .viper, in: folder.url.appendingPathComponent("apps"),
      canonCheckout: folder.url.appendingPathComponent("src/Canon"))
    try scaffolder.write(plan, to: root)

    // Then
    let manifest = folder.read("apps/Shop/Package.swift") ?? ""
    // Canon's own package brings the plugin and enables every trait of the runtime: so does the app.
    #expect(manifest.contains(".package(path: \"../../src/Canon/Runtime\"),"))
    #expect(manifest.contains(".product(name: \"CanonKit\", package: \"Runtime\")"))
    #expect(manifest.contains(".package(path: \"../../src/Canon\")"))
    #expect(manifest.contains(".plugin(name: \"CanonBuildToolPlugin\", package: \"Canon\")"))
    #expect(
      folder.read("apps/Shop/README.md")?.contains("local checkout at `../../src/Canon`") == true)
  }

  @Test func canonPathMustBeACanonCheckout() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planApp(
        name: "Shop", architecture: .mvvm, in: folder.url, canonCheckout: folder.url)
    }

    // Then
    #expect(error == .notACanonCheckout(folder.url.standardizedFileURL.path))
  }

  @Test func anAppNamedLikeItsCanonCheckoutIsRefusedBeforeAnythingIsWritten() throws {
    // Given: a checkout in `check/`, and an app `Check` beside it (what CI's own check did).
    let folder = try TemporaryFolder()
    try Self.writeCanonCheckout(in: folder, at: "check")

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planApp(
        name: "Check", architecture: .mvvm, in: folder.url.appendingPathComponent("apps"),
        canonCheckout: folder.url.appendingPathComponent("check"))
    }

    // Then: SwiftPM would take both for package 'check'.
    #expect(error == .samePackageIdentity(app: "Check", canon: "check"))
    #expect(error?.description.contains("Choose another app name") == true)
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("apps").path))
  }

  /// What `--canon-path` checks a checkout for: a manifest naming "Canon" and the runtime
  /// package with its libraries.
  static func writeCanonCheckout(in folder: TemporaryFolder, at path: String) throws {
    try folder.write("let package = Package(\n  name: \"Canon\"\n)\n", to: path + "/Package.swift")
    try folder.write(
      "let package = Package(\n  name: \"CanonRuntime\"\n)\n", to: path + "/Runtime/Package.swift")
    for library in ["CanonKit", "CanonStore", "CanonInjection", "CanonTesting"] {
      try folder.write("", to: "\(path)/Runtime/Sources/\(library)/File.swift")
    }
  }

  @Test func aCheckoutWithoutItsRuntimePackageIsNotCanon() throws {
    // Given: a checkout of before the runtime had a package of its own.
    let folder = try TemporaryFolder()
    try folder.write("let package = Package(\n  name: \"Canon\"\n)\n", to: "Canon/Package.swift")
    for library in ["CanonKit", "CanonStore", "CanonInjection", "CanonTesting"] {
      try folder.write("", to: "Canon/Sources/\(library)/File.swift")
    }

    // When
    let checkout = folder.url.appendingPathComponent("Canon").path
    let recognised = CanonDependency.isCanonCheckout(checkout)

    // Then: its apps would name products its manifest does not have.
    #expect(!recognised)
  }

  @Test func anAppNamedLikeTheRuntimePackageIsRefused() throws {
    // Given
    let folder = try TemporaryFolder()
    try Self.writeCanonCheckout(in: folder, at: "Canon")

    // When
    let local = #expect(throws: ScaffoldError.self) {
      try scaffolder.planApp(
        name: "Runtime", architecture: .mvvm, in: folder.url.appendingPathComponent("apps"),
        canonCheckout: folder.url.appendingPathComponent("Canon"))
    }
    let released = #expect(throws: ScaffoldError.self) {
      try scaffolder.planApp(name: "CanonRuntime", architecture: .mvvm, in: folder.url)
    }

    // Then
    #expect(local == .samePackageIdentity(app: "Runtime", canon: "Runtime"))
    #expect(released == .samePackageIdentity(app: "CanonRuntime", canon: "CanonRuntime"))
  }

  @Test func anAppNamedCanonIsRefusedWithTheReleasedPackage() throws {
    let folder = try TemporaryFolder()
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planApp(name: "Canon", architecture: .viper, in: folder.url)
    }
    #expect(error == .samePackageIdentity(app: "Canon", canon: "Canon"))
  }

  @Test func theReadmeSaysWhichCanonAndHowToChangeIt() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", .mvvm, in: folder)

    // Then
    let readme = folder.read("Shop/README.md") ?? ""
    let runtime = CanonDependency.runtimeRepositoryURL
    #expect(readme.contains("the libraries from its runtime, \(runtime)"))
    let canon = CanonDependency.repositoryURL
    #expect(readme.contains("the build-tool plugin from Canon's own package, \(canon)"))
    let local = "`.package(path: \"../Canon/Runtime\")` and `.package(path: \"../Canon\")`"
    #expect(readme.contains(local))
    #expect(readme.contains("each `package: \"CanonRuntime\"` with `package: \"Runtime\"`"))
    #expect(readme.contains("xcodegen generate"))
  }

  @Test func theReadmeSaysPlainlyThatTheDefaultURLDoesNotExistYet() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", .mvvmC, in: folder)

    // Then
    let readme = folder.read("Shop/README.md") ?? ""
    #expect(!CanonDependency.isPublished)
    #expect(readme.contains("**That repository does not exist yet**"))
    #expect(readme.contains("`canon init … --canon-path <Canon checkout>`"))
  }

  @Test func nextStepsNameEveryCommand() {
    // When
    let steps = Scaffolder.nextSteps(appName: "Shop", architecture: .viper, folder: "Shop")

    // Then
    #expect(steps.first == "cd Shop")
    for command in [
      "xcodegen generate", "swift test", "canon new module Home --purpose", "canon lint --strict",
    ] {
      #expect(steps.contains { $0.hasPrefix(command) }, "\(command) in \(steps)")
    }
  }

  @Test func theCIScriptFindsCanonOrSaysHowToInstallIt() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", .mvvmDI, in: folder)

    // Then
    let script = folder.read("Shop/Scripts/ci.sh") ?? ""
    #expect(script.contains("canon=\"${CANON:-canon}\""))
    #expect(script.contains("experimental-install --product canon"))
    #expect(script.contains("compiled out"))
  }

  @Test func theCIScriptRunsTheSimulatorTestsOnAMacAndSaysWhatItSkipsElsewhere() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", .mvvmBindings, in: folder)

    // Then
    let script = folder.read("Shop/Scripts/ci.sh") ?? ""
    let mac = try #require(script.range(of: "if [ \"$(uname)\" = Darwin ]; then"))
    let elsewhere = try #require(script.range(of: "\nelse\n", range: mac.upperBound..<script.endIndex))
    let onMac = script[mac.upperBound..<elsewhere.lowerBound]
    #expect(onMac.contains("xcodegen generate"))
    #expect(onMac.contains("xcodebuild test -project \"Shop.xcodeproj\" -scheme \"Shop\""))
    #expect(onMac.contains("platform=iOS Simulator"))
    #expect(script[elsewhere.upperBound...].contains("note: skipped on $(uname): xcodegen generate, xcodebuild test"))
    let project = folder.read("Shop/project.yml") ?? ""
    #expect(project.contains("- package: Shop/ShopCoreTests\n        - package: Shop/ShopUITests"))
  }

  @Test func theCIScriptsSimulatorBranchRunsWithFakeXcodeTools() throws {
    // Given: a Mac as far as the script can tell, with xcodegen, xcrun and xcodebuild recording their calls
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)
    let bin = app.appendingPathComponent("fake-bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let log = app.appendingPathComponent("calls.log").path
    let fakes = [
      "uname": "echo Darwin",
      "swift": "echo \"swift $*\" >> \(log)",
      "canon": "echo \"canon $*\" >> \(log)",
      "xcodegen": "echo \"xcodegen $*\" >> \(log)",
      // `xcrun simctl list devices available` as Xcode prints it: a device name may hold parentheses.
      "xcrun": """
        echo '== Devices =='
        echo '-- iOS 17.5 --'
        echo '    iPhone 15 (0C2B5D7A-1111-4B6E-9C1A-2F3D4E5F6A7B) (Shutdown) '
        echo '-- iOS 18.2 --'
        echo '    iPhone 16 Pro (5A1C2B3D-2222-4E5F-8A9B-0C1D2E3F4A5B) (Shutdown) '
        echo '    iPhone SE (3rd generation) (9F8E7D6C-3333-4B5A-9C8D-7E6F5A4B3C2D) (Booted) '
        echo '    iPad Pro 13-inch (M4) (1A2B3C4D-4444-4E5F-8A9B-0C1D2E3F4A5B) (Shutdown) '
        """,
      "xcodebuild": "echo \"xcodebuild $*\" >> \(log)",
    ]
    for (name, body) in fakes {
      let path = bin.appendingPathComponent(name).path
      try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    // When
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [app.appendingPathComponent("Scripts/ci.sh").path]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":/usr/bin:/bin"
    process.environment = environment
    try process.run()
    process.waitUntilExit()

    // Then
    #expect(process.terminationStatus == 0)
    let calls = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    #expect(
      calls.split(separator: "\n") == [
        "swift build", "swift test", "xcodegen generate",
        "xcodebuild test -project Shop.xcodeproj -scheme Shop -destination platform=iOS Simulator,id=9F8E7D6C-3333-4B5A-9C8D-7E6F5A4B3C2D -skipPackagePluginValidation -quiet",
        "canon lint --strict",
      ])
  }

  @Test func relativePathsClimbAndDescend() {
    // When
    let path = CanonDependency.relativePath(
      from: URL(fileURLWithPath: "/work/apps/Shop"), to: URL(fileURLWithPath: "/work/Canon"))

    // Then
    #expect(path == "../../Canon")
  }
}
