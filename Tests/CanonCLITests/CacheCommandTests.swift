import Foundation
import Testing

/// `canon lint` keeps its results between runs: a second run takes unchanged files from the
/// cache and reports the same, `--no-cache` leaves the cache alone, and runs at once share one.
@Suite struct CacheCommandTests {
  static let files = [
    "Sources/A.swift": "protocol A: class {}\n",
    "Sources/B.swift": "struct B {}\n",
    "Sources/LoginViewModel.swift": "final class LoginViewModel {\n  var onChange: (() -> Void)?\n}\n",
  ]

  @Test func aSecondRunReportsTheSameFromTheCache() throws {
    let project = try Project(Self.files)
    let cache = project.path + "/.cache-folder"
    let first = try project.canon("lint", "Sources", "--cache-path", cache)
    let second = try project.canon("lint", "Sources", "--cache-path", cache)
    #expect(first.stdout == second.stdout)
    #expect(first.status == second.status)
    // The cache is closed (on another thread) before the process exits: no log is left behind.
    #expect(!FileManager.default.fileExists(atPath: cache + "/canon-cache.sqlite-wal"))
    #expect(!first.stderr.contains("cached"))
    #expect(second.stderr.hasPrefix("Linted 3 files (3 cached) in "))
    try project.write("Sources/B.swift", "struct B {}\nprotocol C: class {}\n")
    let edited = try project.canon("lint", "Sources", "--cache-path", cache)
    #expect(edited.stderr.hasPrefix("Linted 3 files (2 cached) in "))
    #expect(edited.stdout.contains("Sources/B.swift:2:13"))
    #expect(edited.stdout == (try project.canon("lint", "Sources", "--no-cache").stdout))
  }

  /// The markdown and html reports draw the layers from the files' summaries, which a run
  /// answered whole from the cache does not have: such a run draws the same diagram.
  @Test func aCachedRunDrawsTheSameLayerDiagram() throws {
    let project = try Project([
      ".canon.yml": """
        layers:
          ui: { paths: ["Sources/UI/**"] }
          data: { paths: ["Sources/Data/**"] }
        forbidden:
          - { from: ui, to: [data] }
        """,
      "Sources/UI/Screen.swift": "final class Screen {\n  let store = Store()\n}\n",
      "Sources/Data/Store.swift": "final class Store {}\n",
    ])
    let cache = project.path + "/.cache-folder"
    let first = try project.canon("lint", "Sources", "--cache-path", cache, "--reporter", "markdown")
    let second = try project.canon("lint", "Sources", "--cache-path", cache, "--reporter", "markdown")
    #expect(first.stdout.contains("```mermaid"))
    #expect(first.stdout.contains("-->"), "\(first.stdout)")
    #expect(second.stdout == first.stdout)
  }

  @Test func everyReportOfARunAnsweredWholeFromTheCacheIsTheSame() throws {
    let project = try Project(Self.files)
    let cache = project.path + "/.cache-folder"
    for reporter in ["junit", "json", "sarif", "markdown", "codeclimate"] {
      let first = try project.canon("lint", "Sources", "--cache-path", cache, "--reporter", reporter)
      let second = try project.canon("lint", "Sources", "--cache-path", cache, "--reporter", reporter)
      #expect(second.stderr.contains("(3 cached)"), "\(reporter)")
      // JUnit lists the clean files too: a run answered whole listed none of them.
      #expect(first.stdout == second.stdout, "\(reporter)")
    }
  }

  @Test func theGraphIsDrawnFromTheCacheAsFromTheFiles() throws {
    let project = try Project([
      "Sources/Login/LoginViewModel.swift":
        "final class LoginViewModel {\n  let user: User\n  init(user: User) { self.user = user }\n}\n",
      "Sources/Model/User.swift": "struct User {}\n",
    ])
    let cache = project.path + "/.cache-folder"
    let uncached = try project.canon("graph", "Sources", "--format", "json", "--level", "types", "--no-cache")
    let first = try project.canon("graph", "Sources", "--format", "json", "--level", "types", "--cache-path", cache)
    let second = try project.canon("graph", "Sources", "--format", "json", "--level", "types", "--cache-path", cache)
    #expect(FileManager.default.fileExists(atPath: cache + "/canon-cache.sqlite"))
    #expect(uncached.stdout.contains("\"from\" : \"LoginViewModel\""))
    #expect(first.stdout == uncached.stdout)
    #expect(second.stdout == uncached.stdout)
  }

  @Test func noCacheLeavesNoCache() throws {
    let project = try Project(Self.files)
    let home = project.path + "/home"
    _ = try project.canon(environment: ["XDG_CACHE_HOME": home], "lint", "Sources", "--no-cache")
    #expect(!FileManager.default.fileExists(atPath: home))
    _ = try project.canon(environment: ["XDG_CACHE_HOME": home], "lint", "Sources")
    #expect(FileManager.default.fileExists(atPath: home + "/canon/canon-cache.sqlite"))
  }

  @Test func withoutXDGTheCacheIsInTheHomeFolder() throws {
    let project = try Project(Self.files)
    let home = project.path + "/home"
    _ = try project.canon(environment: ["XDG_CACHE_HOME": "", "HOME": home], "lint", "Sources")
    #expect(FileManager.default.fileExists(atPath: home + "/.cache/canon/canon-cache.sqlite"))
  }

  @Test func aCacheThatCannotBeOpenedIsSaidAndTheRunGoesOn() throws {
    let project = try Project(Self.files)
    // A file where the cache folder should be.
    try project.write("not-a-folder", "")
    let lint = try project.canon("lint", "Sources", "--cache-path", "not-a-folder/cache")
    #expect(lint.stderr.contains("warning: no cache: cannot open"))
    #expect(lint.stdout == (try project.canon("lint", "Sources", "--no-cache").stdout))
  }

  @Test func runsAtOnceShareOneCache() throws {
    let project = try Project(Self.files)
    let cache = project.path + "/.cache-folder"
    let expected = try project.canon("lint", "Sources", "--no-cache").stdout
    let path = project.path
    let outputs = ParallelProcesses.run(count: 4) {
      (try? CanonProcess.run(["lint", "Sources", "--cache-path", cache], in: path).stdout) ?? ""
    }
    for output in outputs { #expect(output == expected) }
    let after = try project.canon("lint", "Sources", "--cache-path", cache)
    #expect(after.stderr.hasPrefix("Linted 3 files (3 cached) in "))
  }
}

/// Runs `body` on several threads at once.
enum ParallelProcesses {
  static func run(count: Int, _ body: @escaping @Sendable () -> String) -> [String] {
    let results = Results()
    let group = DispatchGroup()
    for _ in 0..<count {
      group.enter()
      Thread.detachNewThread {
        results.append(body())
        group.leave()
      }
    }
    group.wait()
    return results.values
  }

  private final class Results: @unchecked Sendable {
    private var stored: [String] = []
    private let lock = NSLock()
    func append(_ value: String) { lock.withLock { stored.append(value) } }
    var values: [String] { lock.withLock { stored } }
  }
}
