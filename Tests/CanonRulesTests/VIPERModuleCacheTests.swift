import CanonLint
import CanonRules
import Foundation
import Testing

/// The module-aware `viper` rules' findings ask the index which module holds their file's
/// folder (`VIPERModuleQuestion`), not for the project's whole module map: a cached file is
/// linted again when its module's path, name or layers change, and only then.
@Suite struct VIPERModuleCacheTests {
  /// Two modules: `Feed` (its elements named `News…`, so the module is called `News`) and
  /// `Profile`.
  static let app: [String: String] = [
    "App/Feed/Presenter/NewsPresenter.swift":
      "/// Presents the news.\nfinal class NewsPresenter {}\n",
    "App/Feed/View/NewsViewController.swift":
      "/// Shows the news.\nfinal class NewsViewController {}\n",
    "App/Profile/Presenter/ProfilePresenter.swift":
      "/// Presents the profile.\nfinal class ProfilePresenter {}\n",
    "App/Profile/View/ProfileViewController.swift":
      "/// Shows the profile.\nfinal class ProfileViewController {}\n",
  ]

  @Test func aDeclarationThatChangesNoModuleLintsNoOtherFileAgain() throws {
    let project = try VIPERProject(Self.app)
    try project.lint()
    // A type added in the `Feed` module: neither module's path, name or layers change, so the
    // three other files' findings stand as cached.
    try project.write(
      "App/Feed/View/NewsViewController.swift",
      "/// Shows the news.\nfinal class NewsViewController {}\nstruct NewsRow {}\n")
    let statistics = try project.lint().statistics
    #expect([statistics.hits, statistics.misses, statistics.relinted] == [Int]([3, 1, 0]))
  }

  @Test func aRenamedElementThatRenamesItsModuleLintsThatModuleAgain() throws {
    let project = try VIPERProject(Self.app)
    let before = try project.lint().lines
    #expect(!before.contains { $0.contains("'NewsViewController' is not an element") })
    // `NewsPresenter` becomes `FeedPresenter`: half the elements now agree with the folder, so
    // the module is `Feed`, and the view controller, in a file that did not change, is no
    // element of it. `Profile`'s files asked about `Profile` only.
    try project.write(
      "App/Feed/Presenter/NewsPresenter.swift",
      "/// Presents the feed.\nfinal class FeedPresenter {}\n")
    let after = try project.lint()
    let statistics = after.statistics
    #expect([statistics.hits, statistics.misses, statistics.relinted] == [Int]([2, 1, 1]))
    #expect(
      after.lines.contains {
        $0.hasPrefix("App/Feed/View/NewsViewController.swift")
          && $0.contains("module 'Feed': 'NewsViewController' is not an element")
      })
  }
}

/// A VIPER app on disk, linted with the `viper` preset with a cache, each run checked against a
/// run without one.
final class VIPERProject {
  let root: String
  let cacheFolder: String
  let linter: Linter

  init(_ files: [String: String]) throws {
    let base = NSTemporaryDirectory() + "canon-viper-cache-" + UUID().uuidString
    root = base + "/project"
    cacheFolder = base + "/cache"
    for (path, text) in files { try Self.write(path, text, in: root) }
    let registry = CanonRules.registry
    let setup = try ConfigurationLoader(registry: registry)
      .load(nil, rootDirectory: root, presetOverride: ["viper"])
    linter = Linter(setup: setup, knownRuleIDs: Set(registry.ruleIDs))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
  }

  func write(_ path: String, _ text: String) throws {
    try Self.write(path, text, in: root)
  }

  private static func write(_ path: String, _ text: String, in root: String) throws {
    let file = root + "/" + path
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
  }

  /// Lints with the cache; the findings must be those of a run without it.
  @discardableResult
  func lint(sourceLocation: SourceLocation = #_sourceLocation) throws -> (
    lines: [String], statistics: CacheStatistics
  ) {
    let files = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
    let inputs = files.filter { $0.hasSuffix(".swift") }.sorted().map {
      LintInput(path: $0, content: .file(absolutePath: root + "/" + $0))
    }
    let cached = linter.lint(inputs, cache: try LintCache(directory: cacheFolder, engine: "test"))
    let uncached = linter.lint(inputs)
    let lines = EditedProject.lines(cached)
    #expect(lines == EditedProject.lines(uncached), sourceLocation: sourceLocation)
    return (lines, try #require(cached.cache, sourceLocation: sourceLocation))
  }
}
