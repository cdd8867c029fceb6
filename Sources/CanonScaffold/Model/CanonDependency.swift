import Foundation

/// How a generated app depends on Canon: by URL and version (the default: it works on every
/// machine and in CI), or by a path relative to the app for work on a local checkout of Canon.
///
/// An app depends on two of Canon's packages. Its targets link libraries of the runtime package
/// (`Runtime/` in a checkout: CanonKit, CanonStore, CanonStoreSQLite, CanonInjection,
/// CanonTesting, CanonTestingQuick), which never brings the tool's packages. Its
/// build-tool plugin comes from Canon's own package, the one line that brings the `canon` tool and
/// what it is built from (swift-syntax, Stencil, GRDB, Yams).
public enum CanonDependency: Sendable, Equatable {
  /// A local checkout of Canon's package, relative to the app's root (`../Canon`), so that the
  /// app keeps building when both folders move together or are cloned side by side.
  /// `identity` is the package's identity (the checkout folder's name) when the path itself
  /// does not end in it (`../..`). The runtime is its `Runtime/` folder.
  case path(String, identity: String? = nil)
  /// The released packages: Canon's at the URL, the runtime at `runtime`, both at `version`.
  case url(String, version: String, runtime: String = CanonDependency.runtimeRepositoryURL)

  /// Canon's version, the one generated apps ask for when depending by URL.
  public static let version = "0.1.0"
  /// Where Canon's package is to be published.
  public static let repositoryURL = "https://github.com/canon-ios/Canon.git"
  /// Where the runtime package is to be published: a repository of its own, made of the
  /// `Runtime/` folder of each Canon release and tagged with the same version. SwiftPM takes a
  /// package only from the root of a repository, never from a folder of one.
  public static let runtimeRepositoryURL = "https://github.com/canon-ios/CanonRuntime.git"
  /// The runtime package's folder in a Canon checkout.
  public static let runtimeFolder = "Runtime"
  /// Whether ``repositoryURL`` and ``runtimeRepositoryURL`` serve the packages yet. They do not:
  /// an app depending on them cannot resolve, so `canon init` says so and the README points to
  /// `--canon-path`. Set to `true` on the release that publishes them.
  public static let isPublished = false

  /// The released packages at this version: what `canon init` writes unless told otherwise.
  public static let released = CanonDependency.url(repositoryURL, version: version)

  /// A dependency on the checkout at `checkout`, written relative to `appRoot`.
  ///
  /// - Throws: ``ScaffoldError/notACanonCheckout(_:)`` when `checkout` does not hold Canon's
  ///   package: a wrong path would otherwise surface only when the app is first built.
  public static func local(checkout: URL, appRoot: URL) throws -> CanonDependency {
    let checkout = checkout.standardizedFileURL
    guard isCanonCheckout(checkout.path) else {
      throw ScaffoldError.notACanonCheckout(checkout.path)
    }
    return .path(
      relativePath(from: appRoot.standardizedFileURL, to: checkout),
      identity: checkout.lastPathComponent)
  }

  /// `to` as seen from the folder `from`, both absolute: `../../Canon`.
  public static func relativePath(from base: URL, to target: URL) -> String {
    let baseParts = base.pathComponents
    let targetParts = target.pathComponents
    var common = 0
    while common < baseParts.count, common < targetParts.count,
      baseParts[common] == targetParts[common]
    {
      common += 1
    }
    let ups = Array(repeating: "..", count: baseParts.count - common)
    let downs = targetParts[common...]
    let parts = ups + downs
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// Whether `directory` holds Canon's package: its manifest names the package "Canon" and it
  /// has the runtime package with the libraries generated apps link.
  public static func isCanonCheckout(_ directory: String) -> Bool {
    let manager = FileManager.default
    guard let data = manager.contents(atPath: directory + "/Package.swift"),
      let manifest = String(data: data, encoding: .utf8),
      manifest.contains("name: \"Canon\"")
    else { return false }
    let runtime = directory + "/" + runtimeFolder
    return manager.fileExists(atPath: runtime + "/Package.swift")
      && ["CanonKit", "CanonStore", "CanonInjection", "CanonTesting"].allSatisfy {
        manager.fileExists(atPath: runtime + "/Sources/" + $0)
      }
  }

  /// The `.package(…)` line of Canon's own package in the app's manifest: where the build-tool
  /// plugin comes from.
  public var packageDeclaration: String {
    switch self {
    case .path(let path, _): ".package(path: \"\(path)\")"
    case .url(let url, let version, _): ".package(url: \"\(url)\", from: \"\(version)\")"
    }
  }

  /// The plugins' binary flavour in a checkout (`CanonPlugins/`): the same plugins running a
  /// prebuilt `canon` from the artifact bundle `Scripts/make-artifactbundle.sh CanonPlugins`
  /// makes, so that an app's build compiles no swift-syntax.
  public static let binaryPluginsFolder = "CanonPlugins"

  /// Whether the checkout at `checkout` has the binary plugins ready (their bundle made).
  public static func hasBinaryPlugins(checkout: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: checkout.appendingPathComponent(binaryPluginsFolder)
        .appendingPathComponent("canon.artifactbundle/info.json").path)
  }

  /// The `.package(…)` line of the binary plugins in a checkout; nil for the released packages,
  /// whose plugins come from Canon's own package.
  public var binaryPluginsDeclaration: String? {
    guard case .path(let path, _) = self else { return nil }
    return ".package(path: \"\(path == "." ? Self.binaryPluginsFolder : path + "/" + Self.binaryPluginsFolder)\")"
  }

  /// The `.package(…)` line of the runtime package in the app's manifest: where the libraries
  /// come from, with every trait enabled.
  public var runtimePackageDeclaration: String { runtimePackageDeclaration(traits: nil) }

  /// The runtime's `.package(…)` line enabling only `traits` (`nil`: the default, all). The
  /// traits keep out of the app's resolution the packages of the libraries it does not link
  /// (`SQLite`: GRDB, `Injection`: Swinject, `QuickNimble`: Quick and Nimble).
  public func runtimePackageDeclaration(traits: [String]?) -> String {
    let traits = traits.map { ", traits: [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
    switch self {
    case .path(let path, _):
      let folder = path == "." ? Self.runtimeFolder : path + "/" + Self.runtimeFolder
      return ".package(path: \"\(folder)\"\(traits ?? ""))"
    case .url(_, let version, let runtime):
      return ".package(url: \"\(runtime)\", from: \"\(version)\"\(traits ?? ""))"
    }
  }

  /// One paragraph for the generated README: which dependencies the app has and how to change
  /// them.
  public var readmeNote: String { readmeNote(runtimeTraits: nil) }

  /// ``readmeNote`` for an app whose runtime line enables `runtimeTraits` (`nil`: all). The lines
  /// it offers instead enable every trait: they come with Canon's own package for the plugin,
  /// which depends on the runtime with all of them, and SwiftPM 6.3 cannot resolve a graph where
  /// the app enables fewer.
  public func readmeNote(runtimeTraits: [String]?) -> String {
    let released = CanonDependency.released
    let local = CanonDependency.path("../Canon")
    let runtimeLine = runtimePackageDeclaration(traits: runtimeTraits)
    switch self {
    case .path(let path, _):
      return "Canon comes from the local checkout at `\(path)` (relative to this folder; "
        + "`canon init --canon-path`): the libraries from its runtime package, "
        + "`\(runtimeLine)`, the build-tool plugin from Canon's own package, "
        + "`\(packageDeclaration)`. To use the released packages, replace those two lines of "
        + "`Package.swift` with `\(released.runtimePackageDeclaration)` and "
        + "`\(released.packageDeclaration)`, each `package: \"\(runtimeIdentity)\"` with "
        + "`package: \"\(released.runtimeIdentity)\"` and each `package: \"\(identity)\"` with "
        + "`package: \"\(released.identity)\"`."
    case .url(let url, let version, let runtime):
      let origin =
        "Canon comes from two packages, version \(version) or later: the libraries from its "
        + "runtime, \(runtime) (published from the `\(Self.runtimeFolder)` folder of Canon's "
        + "repository: SwiftPM takes a package only from the root of a repository), and the "
        + "build-tool plugin from Canon's own package, \(url)."
      let toLocal =
        "replace those two lines of `Package.swift` with `\(local.runtimePackageDeclaration)` and "
        + "`\(local.packageDeclaration)` (paths relative to this folder), each "
        + "`package: \"\(runtimeIdentity)\"` with `package: \"\(local.runtimeIdentity)\"` and each "
        + "`package: \"\(identity)\"` with the checkout folder's name."
      if !CanonDependency.isPublished, url == CanonDependency.repositoryURL {
        return origin + " **That repository does not exist yet**, nor does the runtime's: Canon "
          + "is not published, so `swift build` cannot resolve this app's dependencies until it "
          + "is. Until then, depend on a local checkout of Canon: create the app with "
          + "`canon init … --canon-path <Canon checkout>`, or " + toLocal
      }
      return origin + " To work against a local checkout, " + toLocal
    }
  }

  /// Canon's own package's identity, which `.plugin(name:package:)` refers to.
  public var identity: String {
    switch self {
    case .path(let path, let identity):
      identity ?? URL(fileURLWithPath: path).lastPathComponent
    case .url(let url, _, _): Self.identity(ofRepository: url, else: "Canon")
    }
  }

  /// The runtime package's identity, which `.product(name:package:)` of its libraries refers to:
  /// its folder's name (`Runtime`) or its repository's (`CanonRuntime`).
  public var runtimeIdentity: String {
    switch self {
    case .path: Self.runtimeFolder
    case .url(_, _, let runtime): Self.identity(ofRepository: runtime, else: "CanonRuntime")
    }
  }

  private static func identity(ofRepository url: String, else fallback: String) -> String {
    URL(string: url)?.lastPathComponent.replacingOccurrences(of: ".git", with: "") ?? fallback
  }
}
