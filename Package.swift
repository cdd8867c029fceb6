// swift-tools-version:6.2
import PackageDescription

/// Canon's own targets treat every warning as an error; dependencies are built as they are.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "Canon",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "canon", targets: ["canon"]),
    .library(name: "CanonLint", targets: ["CanonLint"]),
    .library(name: "CanonRules", targets: ["CanonRules"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .target(
      name: "CanonLint",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "CanonRules",
      dependencies: [
        "CanonLint",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "canon",
      dependencies: [
        "CanonLint",
        "CanonRules",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonLintTests",
      dependencies: ["CanonLint", .product(name: "SwiftSyntax", package: "swift-syntax")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonRulesTests",
      dependencies: ["CanonLint", "CanonRules"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "CanonCLITests",
      dependencies: ["canon", "CanonLint", "CanonRules"],
      swiftSettings: strict
    ),
  ]
)
