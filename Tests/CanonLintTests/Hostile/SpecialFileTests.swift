import CanonLint
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 14: a FIFO named like a Swift file blocked `canon lint .` forever in `open`.
@Suite struct SpecialFileTests {
  /// Runs `body` on another thread and says whether it finished in time: a regression fails
  /// the test instead of hanging the suite.
  static func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      body()
      done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
  }

  @Test func aFIFOIsNeitherListedNorWaitedFor() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.swift", "struct A {}\n")
    let fifo = folder.path + "/x.swift"
    try #require(mkfifo(fifo, 0o644) == 0)
    let path = folder.path
    let finished = Self.finishes(within: 20) {
      let files = (try? FileDiscovery(rootDirectory: path, filter: PathFilter(), useGit: false)
        .files(in: [path])) ?? []
      #expect(files.map { PathUtilities.relative($0, to: path) } == ["A.swift"])
      // Named explicitly, it is an unreadable file, not a wait for a writer.
      let setup = LintSetup(
        rootDirectory: "/", presets: [], paths: .everything,
        rules: RuleRegistry.engineRules.map { ConfiguredRule(rule: $0.init(), severity: .warning) },
        rolePatterns: .default)
      let result = Linter(setup: setup, knownRuleIDs: [])
        .lint([LintInput(path: "x.swift", content: .file(absolutePath: fifo))])
      #expect(result.violations.map(\.ruleID) == ["unreadable-file"])
    }
    #expect(finished)
  }
}
