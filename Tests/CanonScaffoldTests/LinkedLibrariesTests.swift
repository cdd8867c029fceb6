import CanonScaffold
import Foundation
import Testing

/// Issue 34 §6: a generated app's targets list the runtime libraries they use, from the runtime
/// package, and the build-tool plugin comes from a line of its own.
@Suite("What a generated app links")
struct LinkedLibrariesTests {
  /// The modules whose library a target must list to import them (system modules aside).
  private static let packagedModules: Set<String> = [
    "CanonKit", "CanonStore", "CanonStoreSQLite", "CanonInjection", "CanonTesting",
    "CanonTestingQuick", "Swinject", "Quick", "Nimble", "GRDB", "Logging",
  ]

  /// One `canon new`: kind, name, parameters.
  private typealias Addition = (kind: String, name: String, parameters: [String: String])

  /// `canon new` runs giving an app of `architecture` one of each kind its guide has, with the
  /// parameters that make templates import more (a store, a service, an opener).
  private static func additions(for architecture: Architecture) -> [Addition] {
    let common: [Addition] = [("store", "Banana", [:]), ("entity", "Receipt", [:])]
    let purpose = ["purpose": "Shows the profile."]
    switch architecture {
    case .mvvm:
      return common + [("screen", "Profile", ["store": "Banana"])]
    case .mvvmBindings:
      return common + [
        ("screen", "Profile", ["store": "Banana"]), ("screen", "Bill", ["model": "Receipt"]),
        ("cell", "Person", [:]), ("coordinator", "Onboarding", [:]),
      ]
    case .viper:
      return common + [
        ("module", "Profile", purpose.merging(["service": "Banana"]) { $1 }),
        ("module", "Settings", purpose.merging(["openedFrom": "Profile"]) { $1 }),
        ("coordinator", "Onboarding", [:]),
      ]
    case .mvvmC:
      return common + [("screen", "Profile", [:]), ("coordinator", "Onboarding", [:])]
    case .mvvmDI:
      return common + [
        ("screen", "Profile", [:]), ("screen", "Settings", ["openedFrom": "Profile"]),
        ("coordinator", "Onboarding", [:]),
      ]
    }
  }

  @Test(arguments: Architecture.allCases)
  func everyModuleAFileImportsIsALibraryOfItsTarget(_ architecture: Architecture) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", architecture, in: folder)

    // When
    for (kind, name, parameters) in Self.additions(for: architecture) {
      try scaffolder.write(
        try scaffolder.planNew(
          kind: kind, name: name, architecture: nil, parameters: parameters, in: app), to: app)
    }

    // Then
    let manifest = try #require(folder.read("Shop/Package.swift"))
    let targets = Self.dependencies(in: manifest)
    #expect(targets.keys.sorted() == ["ShopCore", "ShopCoreTests", "ShopUI", "ShopUITests"])
    let appModules: Set<String> = ["ShopCore", "ShopUI"]
    for (target, listed) in targets {
      let folderName = target.hasSuffix("Tests") ? "Tests" : "Sources"
      let imported = try Self.imports(under: app.appendingPathComponent("\(folderName)/\(target)"))
      let needed = imported.filter { Self.packagedModules.contains($0) || appModules.contains($0) }
      let unlisted = needed.subtracting(listed).sorted()
      #expect(unlisted.isEmpty, "\(architecture) \(target) imports, unlisted: \(unlisted)")
    }
  }

  @Test(arguments: Architecture.allCases)
  func quickNimbleSwinjectAndTheSQLiteCacheAreLinkedOnlyWhereTheGuideUsesThem(
    _ architecture: Architecture
  ) throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", architecture, in: folder)

    // Then
    let targets = Self.dependencies(in: try #require(folder.read("Shop/Package.swift")))
    let linked = targets.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    #expect(!linked.contains("CanonStoreSQLite"))
    let quick: Set<String> = ["CanonTestingQuick", "Quick", "Nimble"]
    if architecture == .mvvmDI {
      #expect(quick.isSubset(of: targets["ShopCoreTests"] ?? []))
      #expect(quick.isSubset(of: targets["ShopUITests"] ?? []))
      #expect(
        quick.isDisjoint(
          with: targets["ShopCore", default: []].union(targets["ShopUI", default: []])))
    } else {
      #expect(quick.isDisjoint(with: linked), "\(architecture) links \(quick.intersection(linked))")
    }
    #expect(linked.contains("Swinject") == (architecture == .viper || architecture == .mvvmDI))
    #expect(linked.contains("CanonInjection") == (architecture == .mvvmDI))
  }

  @Test func theLibrariesComeFromTheRuntimePackageAndThePluginFromCanonsOwn() throws {
    // Given
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", .mvvmDI, in: folder)

    // Then
    let manifest = try #require(folder.read("Shop/Package.swift"))
    let released = CanonDependency.released
    #expect(manifest.contains(released.runtimePackageDeclaration + ","))
    #expect(manifest.contains(released.packageDeclaration + ","))
    let canonProducts = manifest.components(separatedBy: ".product(name: \"Canon").dropFirst()
    #expect(canonProducts.count > 0)
    for product in canonProducts {
      #expect(product.contains("package: \"CanonRuntime\")"), "\(product.prefix(60))")
    }
    let plugins = manifest.components(separatedBy: ".plugin(name: \"CanonBuildToolPlugin\", ")
    #expect(plugins.count - 1 == 2)
    for plugin in plugins.dropFirst() {
      #expect(plugin.hasPrefix("package: \"Canon\")"))
    }
  }

  @Test(arguments: Architecture.allCases)
  func withTheBinaryPluginsTheRuntimeLineEnablesTheTraitsOfTheLibrariesTheAppLinks(
    _ architecture: Architecture
  ) throws {
    // Given: a checkout whose plugins' artifact bundle is made.
    let folder = try TemporaryFolder()
    try LaunchableAppTests.writeCanonCheckout(in: folder, at: "Canon")
    try folder.write("{}", to: "Canon/CanonPlugins/canon.artifactbundle/info.json")

    // When
    let (root, plan) = try scaffolder.planApp(
      name: "Shop", architecture: architecture, in: folder.url,
      canonCheckout: folder.url.appendingPathComponent("Canon"))
    try scaffolder.write(plan, to: root)

    // Then: a library behind a trait the line does not enable would not resolve its package.
    let manifest = try #require(folder.read("Shop/Package.swift"))
    #expect(manifest.contains(".package(path: \"../Canon/CanonPlugins\"),"))
    let line = try #require(
      manifest.split(separator: "\n").first { $0.contains(".package(path: \"../Canon/Runtime\"") })
    let linked = Self.dependencies(in: manifest).values.reduce(into: Set<String>()) {
      $0.formUnion($1)
    }
    let traits = [
      "SQLite": "CanonStoreSQLite", "Injection": "CanonInjection",
      "QuickNimble": "CanonTestingQuick",
    ]
    for (trait, library) in traits {
      #expect(line.contains("\"\(trait)\"") == linked.contains(library), "\(architecture): \(line)")
    }
    #expect(line.contains("traits: ["))
    let readme = try #require(folder.read("Shop/README.md"))
    #expect(readme.contains("`\(line.trimmingCharacters(in: .whitespaces).dropLast())`"))
  }

  @Test(arguments: [Architecture.viper, .mvvmDI])
  func withCanonsOwnPackageForThePluginTheRuntimeLineKeepsEveryTrait(_ architecture: Architecture)
    throws
  {
    // Given: Canon's own package enables every trait of the runtime; SwiftPM 6.3 fails to resolve
    // an app that enables fewer beside it.
    let folder = try TemporaryFolder()

    // When
    _ = try makeApp("Shop", architecture, in: folder)

    // Then
    let manifest = try #require(folder.read("Shop/Package.swift"))
    #expect(manifest.contains(CanonDependency.released.packageDeclaration + ","))
    #expect(manifest.contains(CanonDependency.released.runtimePackageDeclaration + ","))
    #expect(!manifest.contains("traits:"))
    let readme = try #require(folder.read("Shop/README.md"))
    #expect(readme.contains("The runtime's line enables all its traits (its default)"))
  }

  // MARK: - Reading the app

  /// Each target of `manifest` and what its `dependencies:` list: its targets and products.
  static func dependencies(in manifest: String) -> [String: Set<String>] {
    let target = /name: "(\w+)",\s*dependencies: \[([^\]]*)\]/
    let item = /\.product\(name: "(\w+)"|^\s*"(\w+)",/.anchorsMatchLineEndings()
    var result: [String: Set<String>] = [:]
    for match in manifest.matches(of: target) {
      let names = match.output.2.matches(of: item).compactMap {
        ($0.output.1 ?? $0.output.2).map(String.init)
      }
      result[String(match.output.1)] = Set(names)
    }
    return result
  }

  /// The modules the Swift files under `folder` import, `#if` branches included.
  static func imports(under folder: URL) throws -> Set<String> {
    let manager = FileManager.default
    let files = try manager.subpathsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    let line = /^(?:@testable )?import (\w+)/.anchorsMatchLineEndings()
    var modules: Set<String> = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      modules.formUnion(text.matches(of: line).map { String($0.output.1) })
    }
    return modules
  }
}
