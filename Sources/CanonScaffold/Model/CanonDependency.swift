import Foundation

/// How a generated app depends on Canon: by path on the checkout the running `canon` was built
/// from, or by URL and version when that checkout is gone (an installed binary).
public enum CanonDependency: Sendable, Equatable {
  /// A local checkout of Canon's package.
  case path(String)
  /// The released package.
  case url(String, version: String)

  /// Canon's version, the one generated apps ask for when depending by URL.
  public static let version = "0.1.0"
  /// Where Canon's package is published.
  public static let repositoryURL = "https://github.com/canon-ios/Canon.git"

  /// The source root `canon` was compiled from (baked in at build time through `#filePath`).
  static let compiledSourceRoot: String = {
    // …/Sources/CanonScaffold/Model/CanonDependency.swift → the package root, four levels up.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The dependency for this build of `canon`: its source root if it is still a Canon checkout.
  public static func current(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> CanonDependency
  {
    if let override = environment["CANON_SOURCE_ROOT"], !override.isEmpty {
      return isCanonCheckout(override) ? .path(override) : .url(repositoryURL, version: version)
    }
    return isCanonCheckout(compiledSourceRoot)
      ? .path(compiledSourceRoot) : .url(repositoryURL, version: version)
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
    case .path(let path): ".package(path: \"\(path)\")"
    case .url(let url, let version): ".package(url: \"\(url)\", from: \"\(version)\")"
    }
  }

  /// The package identity `.product(name:package:)` refers to.
  public var identity: String {
    switch self {
    case .path(let path): URL(fileURLWithPath: path).lastPathComponent
    case .url(let url, _):
      String(
        URL(string: url)?.lastPathComponent.replacingOccurrences(of: ".git", with: "") ?? "Canon")
    }
  }
}
