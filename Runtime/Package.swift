// swift-tools-version:6.2
import PackageDescription

// Canon's runtime: the libraries apps built the guides' way link, apart from the `canon` tool, so
// that an app never resolves the tool's packages. CanonKit, CanonStore and CanonTesting need
// swift-log alone. GRDB (CanonStoreSQLite), Swinject (CanonInjection), Quick and Nimble
// (CanonTestingQuick) each come with a trait: SwiftPM resolves every dependency of a package
// whatever products its user links, except those behind a trait no user enables. All are enabled
// by default; an app names the ones it uses
// (`.package(path: "../Canon/Runtime", traits: ["Injection"])`, `traits: []` for none).
// Its tests are Canon's (`Tests/Canon*Tests` in the repository's root package, which enables every
// trait), so that `swift test` there runs them.

/// Warnings are errors in the runtime's own targets, as in Canon's.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "CanonRuntime",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CanonKit", targets: ["CanonKit"]),
    .library(name: "CanonStore", targets: ["CanonStore"]),
    .library(name: "CanonStoreSQLite", targets: ["CanonStoreSQLite"]),
    .library(name: "CanonInjection", targets: ["CanonInjection"]),
    .library(name: "CanonTesting", targets: ["CanonTesting"]),
    .library(name: "CanonTestingQuick", targets: ["CanonTestingQuick"]),
  ],
  traits: [
    .trait(name: "SQLite", description: "CanonStoreSQLite, the SQLite cache: brings GRDB."),
    .trait(name: "Injection", description: "CanonInjection: brings Swinject."),
    .trait(name: "QuickNimble", description: "CanonTestingQuick: brings Quick and Nimble."),
    .default(enabledTraits: ["SQLite", "Injection", "QuickNimble"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
    .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
  ],
  targets: [
    // Navigation, coordinators, VIPER modules, bindings, screen state.
    .target(
      name: "CanonKit",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // Entities, stores, the compound store and the cache protocol it uses.
    .target(
      name: "CanonStore",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // The cache that survives relaunches: SQLite, through GRDB.
    .target(
      name: "CanonStoreSQLite",
      dependencies: [
        "CanonStore",
        .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // Swinject: factories, main-actor registration, verification.
    .target(
      name: "CanonInjection",
      dependencies: [
        .product(name: "Swinject", package: "Swinject", condition: .when(traits: ["Injection"]))
      ],
      swiftSettings: strict
    ),
    // Leak checks and spies for XCTest and Swift Testing.
    .target(
      name: "CanonTesting",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // The same for Quick and Nimble, and the runner that makes Quick specs run on Linux.
    .target(
      name: "CanonTestingQuick",
      dependencies: [
        "CanonTesting",
        .product(name: "Quick", package: "Quick", condition: .when(traits: ["QuickNimble"])),
        .product(name: "Nimble", package: "Nimble", condition: .when(traits: ["QuickNimble"])),
      ],
      swiftSettings: strict
    ),
  ]
)
