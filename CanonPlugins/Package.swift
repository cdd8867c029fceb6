// swift-tools-version:6.2
import PackageDescription

// Canon's plugins, binary flavour: the same build-tool and command plugins as Canon's own
// package (their sources are the links in Plugins/), running a prebuilt `canon` from an artifact
// bundle. A package that uses them resolves nothing else and compiles no swift-syntax; the source
// flavour (`.package(path: "<Canon checkout>")`) builds `canon` from source in every app's build.
//
// `canon.artifactbundle` is made by `Scripts/make-artifactbundle.sh CanonPlugins` (it is not
// committed). A release replaces the `path:` below with the published zip's `url:` and
// `checksum:`, which the script prints.
let package = Package(
  name: "CanonPlugins",
  products: [
    .plugin(name: "CanonBuildToolPlugin", targets: ["CanonBuildToolPlugin"]),
    .plugin(name: "CanonCommandPlugin", targets: ["CanonCommandPlugin"]),
  ],
  targets: [
    .binaryTarget(name: "CanonBinary", path: "canon.artifactbundle"),
    .plugin(
      name: "CanonBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["CanonBinary"]
    ),
    .plugin(
      name: "CanonCommandPlugin",
      capability: .command(
        intent: .custom(verb: "canon", description: "Run Canon on the package: canon lint, canon fix, …")),
      dependencies: ["CanonBinary"]
    ),
  ]
)
