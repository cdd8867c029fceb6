// swift-tools-version:6.2
import PackageDescription

/// Canon's own targets treat every warning as an error; dependencies are built as they are.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
/// The lint engine and rules in release builds: no dynamic exclusivity checks (the static
/// ones stay). Every access to a rule's per-file state from its handlers was checked at run time,
/// about 5% of a lint's instructions.
let fastLint: [SwiftSetting] = strict + [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

/// A library of the runtime package (`Runtime/`), for the runtime's tests.
func runtime(_ product: String) -> Target.Dependency {
  .product(name: product, package: "Runtime")
}

let package = Package(
  name: "Canon",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "canon", targets: ["canon"]),
    .library(name: "CanonLint", targets: ["CanonLint"]),
    .library(name: "CanonRules", targets: ["CanonRules"]),
    .library(name: "CanonLanguageServer", targets: ["CanonLanguageServer"]),
    .library(name: "CanonScaffold", targets: ["CanonScaffold"]),
    .plugin(name: "CanonBuildToolPlugin", targets: ["CanonBuildToolPlugin"]),
    .plugin(name: "CanonCommandPlugin", targets: ["CanonCommandPlugin"]),
  ],
  dependencies: [
    // 602 and 603: CI tests on 603 and checks that canon built on 602 finds the same (.ci/run).
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    // The runtime (its own package, so that apps never resolve the tool's) and what its tests
    // use beside it, at the versions Runtime/Package.swift asks for. Only test targets use these:
    // a package that depends on Canon by URL (for the plugins) never resolves them, and a
    // versioned package could not depend on a path. Its default traits are all of them, so that
    // every runtime library (GRDB's, Swinject's, Quick's) builds for the runtime's tests.
    .package(path: "Runtime"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
    .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
  ],
  targets: [
    // Lint: the engine, the rules, the command-line tool.
    .target(
      name: "CanonLint",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
        // The incremental cache's store (`Cache/LintCache.swift`).
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: fastLint
    ),
    .target(
      name: "CanonRules",
      dependencies: [
        "CanonLint",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: fastLint
    ),
    // `canon lsp`: the Language Server Protocol layer (by hand: see Protocol/) and the server.
    .target(
      name: "CanonLanguageServer",
      dependencies: [
        "CanonLint",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    // `canon mcp`: Canon's tools for coding agents, over the Model Context Protocol.
    .target(
      name: "CanonMCP",
      dependencies: [
        "CanonLint",
        "CanonRules",
        "CanonLanguageServer",
        "CanonScaffold",
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "canon",
      dependencies: [
        "CanonLint",
        "CanonRules",
        "CanonLanguageServer",
        "CanonMCP",
        "CanonScaffold",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),

    // SwiftPM integration: lint on every build, or `swift package canon lint`.
    .plugin(
      name: "CanonBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["canon"]
    ),
    .plugin(
      name: "CanonCommandPlugin",
      capability: .command(
        intent: .custom(verb: "canon", description: "Run Canon on the package: canon lint, canon fix, …")),
      dependencies: ["canon"]
    ),

    .executableTarget(
      name: "canon-benchmark",
      dependencies: [
        "CanonLint",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      path: "Benchmarks/CanonBenchmark",
      swiftSettings: strict
    ),

    // Scaffolding: `canon init` and `canon new`, from Stencil templates bundled as resources.
    .target(
      name: "CanonScaffold",
      dependencies: [
        .product(name: "Stencil", package: "Stencil"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ],
      resources: [.copy("Templates")],
      swiftSettings: strict
    ),

    // Tests.
    // The seeded generator the fuzz and equivalence tests share.
    .target(name: "SeededRandom", path: "Tests/SeededRandom", swiftSettings: strict),
    .testTarget(
      name: "CanonLintTests",
      dependencies: [
        "SeededRandom",
        "CanonLint", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        // To check that the first syntax error found is the one the whole file's diagnostics give.
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        // To damage the cache's database the way a crash or a bad disk would.
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonRulesTests",
      dependencies: ["SeededRandom", "CanonLint", "CanonRules"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonCLITests",
      dependencies: ["SeededRandom", "canon", "CanonLint", "CanonRules"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonLanguageServerTests",
      dependencies: ["SeededRandom", "CanonLanguageServer", "CanonLint", "CanonRules"],
      swiftSettings: strict
    ),
    // The runtime's tests (Runtime/Package.swift), run by `swift test` here.
    .testTarget(
      name: "CanonMCPTests",
      dependencies: [
        "CanonMCP", "CanonRules",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonKitTests",
      dependencies: [
        runtime("CanonKit"), runtime("CanonTesting"), runtime("CanonTestingQuick"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Quick", package: "Quick"),
        .product(name: "Nimble", package: "Nimble"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonScaffoldTests",
      dependencies: ["SeededRandom", "CanonScaffold"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonStoreTests",
      dependencies: [runtime("CanonStore"), runtime("CanonStoreSQLite"), runtime("CanonTesting")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonInjectionTests",
      dependencies: [runtime("CanonInjection"), .product(name: "Swinject", package: "Swinject")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonTestingTests",
      dependencies: [
        runtime("CanonTesting"), runtime("CanonTestingQuick"),
        .product(name: "Quick", package: "Quick"),
        .product(name: "Nimble", package: "Nimble"),
      ],
      swiftSettings: strict
    ),
  ]
)
