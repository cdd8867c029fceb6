// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Canon",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "CanonKit", targets: ["CanonKit"]),
        .library(name: "CanonStore", targets: ["CanonStore"]),
        .library(name: "CanonInjection", targets: ["CanonInjection"]),
        .library(name: "CanonTesting", targets: ["CanonTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
    ],
    targets: [
        .target(
            name: "CanonKit",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .target(
            name: "CanonStore",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .target(
            name: "CanonInjection",
            dependencies: [.product(name: "Swinject", package: "Swinject")],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .target(
            name: "CanonTesting",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Quick", package: "Quick"),
                .product(name: "Nimble", package: "Nimble"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "CanonKitTests",
            dependencies: [
                "CanonKit", "CanonTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Quick", package: "Quick"),
                .product(name: "Nimble", package: "Nimble"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "CanonStoreTests",
            dependencies: ["CanonStore", "CanonTesting"],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "CanonInjectionTests",
            dependencies: ["CanonInjection", .product(name: "Swinject", package: "Swinject")],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "CanonTestingTests",
            dependencies: [
                "CanonTesting",
                .product(name: "Quick", package: "Quick"),
                .product(name: "Nimble", package: "Nimble"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ]
)
