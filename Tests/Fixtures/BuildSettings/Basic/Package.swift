// swift-tools-version:6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "Wallet",
  targets: [
    .target(name: "Wallet", swiftSettings: strict),
    .target(name: "WalletUI", dependencies: ["Wallet"]),
    .testTarget(name: "WalletTests", dependencies: ["Wallet"], swiftSettings: strict),
  ]
)
