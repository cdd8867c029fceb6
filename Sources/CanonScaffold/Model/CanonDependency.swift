import Foundation

/// How a generated app depends on Canon: by URL and version (the default: it works on every
/// machine and in CI), or by a path relative to the app for work on a local checkout of Canon.
public enum CanonDependency: Sendable, Equatable {
  /// A local checkout of Canon's package, relative to the app's root (`../Canon`), so that the
  /// app keeps building when both folders move together or are cloned side by side.
  /// `identity` is the package's identity (the checkout folder's name) when the path itself
  /// does not end in it (`../..`).
  case path(String, identity: String? = nil)
  /// The released package.
  case url(String, version: String)

  /// Canon's version, the one generated apps ask for when depending by URL.
  public static let version = "0.1.0"
  /// Where Canon's package is to be published.
  public static let repositoryURL = "https://github.com/canon-ios/Canon.git"
  /// Whether ``repositoryURL`` serves the package yet. It does not: an app depending on it cannot
  /// resolve, so `canon init` says so and the README points to `--canon-path`. Set to `true` on
  /// the release that publishes it.
  public static let isPublished = false

  /// The released package at this version: what `canon init` writes unless told otherwise.
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
  /// has the runtime libraries generated apps link.
  public static func isCanonCheckout(_ directory: String) -> Bool {
    let manager = FileManager.default
    guard let data = manager.contents(atPath: directory + "/Package.swift"),
      let manifest = String(data: data, encoding: .utf8),
      manifest.contains("name: \"Canon\"")
    else { return false }
    return ["CanonKit", "CanonStore", "CanonInjection", "CanonTesting"].allSatisfy {
      manager.fileExists(atPath: directory + "/Sources/" + $0)
    }
  }

  /// The `.package(…)` line of the app's manifest.
  public var packageDeclaration: String {
    switch self {
    case .path(let path, _): ".package(path: \"\(path)\")"
    case .url(let url, let version): ".package(url: \"\(url)\", from: \"\(version)\")"
    }
  }

  /// One sentence for the generated README: which dependency the app has and how to change it.
  public var readmeNote: String {
    switch self {
    case .path(let path, _):
      "Canon comes from the local checkout at `\(path)` (relative to this folder; `canon init --canon-path`). "
        + "To use the released package, replace that line of `Package.swift` with "
        + "`\(CanonDependency.released.packageDeclaration)` and each `package: \"\(identity)\"` with "
        + "`package: \"\(CanonDependency.released.identity)\"`."
    case .url(let url, let version)
    where !CanonDependency.isPublished && url == CanonDependency.repositoryURL:
      "Canon comes from \(url), version \(version) or later. **That repository does not exist "
        + "yet**: Canon is not published, so `swift build` cannot resolve this app's dependencies "
        + "until it is. Until then, depend on a local checkout of Canon: create the app with "
        + "`canon init … --canon-path <Canon checkout>`, or replace that line of `Package.swift` "
        + "with `.package(path: \"../Canon\")` (a path relative to this folder) and each "
        + "`package: \"\(identity)\"` with the checkout folder's name."
    case .url(let url, let version):
      "Canon comes from \(url), version \(version) or later. To work against a local checkout, "
        + "replace that line of `Package.swift` with `.package(path: \"../Canon\")` (a path relative "
        + "to this folder) and each `package: \"\(identity)\"` with the checkout folder's name."
    }
  }

  /// The package identity `.product(name:package:)` refers to.
  public var identity: String {
    switch self {
    case .path(let path, let identity):
      identity ?? URL(fileURLWithPath: path).lastPathComponent
    case .url(let url, _):
      String(
        URL(string: url)?.lastPathComponent.replacingOccurrences(of: ".git", with: "") ?? "Canon")
    }
  }
}
