import Foundation
import Testing

@testable import CanonLint

/// Issue 14: `**/**/…/b` in a 21-deep tree took minutes (the matcher backtracked exponentially),
/// and 1,000 globs × 50,000 files took 38 s (every pattern was split again for every path).
@Suite struct PathologicalGlobTests {
  static let deepPath = (1...21).map { "d\($0)" }.joined(separator: "/") + "/F.swift"

  @Test func repeatedDoubleStarsCostLinearWork() {
    let globs = GlobSet([Array(repeating: "**", count: 10).joined(separator: "/") + "/b"])
    #expect(!globs.matches(Self.deepPath))
    // Consecutive `**` collapse into one state that loops: about two node visits a segment.
    // The recursive matcher made C(31, 10) ≈ 44 million calls for the same question.
    #expect(globs.work(toMatch: Self.deepPath) <= 2 * 23)
    #expect(globs.matches("d1/d2/b/F.swift"))
    #expect(globs.matches("b"))
  }

  @Test func alternatingDoubleStarsStayPolynomial() {
    // `**/a/**/a/…` cannot collapse; the set of states is bounded by the pattern's length.
    let pattern = Array(repeating: "**/a", count: 12).joined(separator: "/") + "/b"
    let path = Array(repeating: "a", count: 40).joined(separator: "/")
    let globs = GlobSet([pattern])
    #expect(!globs.matches(path))
    #expect(globs.work(toMatch: path) <= 40 * 26 + 2)
    #expect(globs.matches(Array(repeating: "a", count: 12).joined(separator: "/") + "/b"))
  }

  @Test func aFilterOfAThousandGlobsIsCompiledOnce() {
    let excluded = (0..<1000).map { "Legacy\($0)/**/*Old\($0)?.swift" }
    let filter = PathFilter(excluded: excluded)
    let start = Date()
    var kept = 0
    for module in 0..<50 {
      for file in 0..<100 where filter.contains("Sources/M\(module)/Sub/F\(file).swift") {
        kept += 1
      }
    }
    #expect(kept == 5000)
    #expect(!filter.contains("Legacy7/a/b/c/ViewOld7X.swift"))
    #expect(filter.contains("Legacy7/a/b/c/ViewOld8X.swift"))
    // The trie's root has one literal child per glob: a path not under any of them is one
    // dictionary look-up. Generous: with the old matcher, `canon lint` (debug) spent about 48 s
    // in these globs for 10,000 such files, about 5 ms a path; this loop now takes 0.07 s.
    #expect(Date().timeIntervalSince(start) < 2)
    #expect(GlobSet(excluded).work(toMatch: "Sources/M1/Sub/F1.swift") == 1)
  }

  @Test(arguments: [
    ("**/**/Generated", "X/Y/Generated/Z.swift", true),
    ("**/**", "A.swift", true),
    ("**", "A/B.swift", true),
    ("A/**/**/B", "A/B", true),
    ("A/**/B", "A/x/y/B/C.swift", true),
    ("A/**/B", "A/x/y/C.swift", false),
    ("*View?.swift", "LoginView1.swift", true),
    ("*View?.swift", "LoginView.swift", false),
    ("*a*b*c", "xaybzc", true),
    ("*a*b*c", "xaybzcd", false),
    ("a*a*a*a*a*a*a*a*a*b", String(repeating: "a", count: 200), false),
    ("Sources/[AB]*", "Sources/Alpha.swift", true),
    ("Sources/[AB]*", "Sources/Gamma.swift", false),
    ("Sources/?", "Sources/é/x.swift", true),
    ("", "A.swift", true),
  ])
  func globsKeepTheirMeaning(_ pattern: String, _ path: String, _ matches: Bool) {
    #expect(GlobSet([pattern]).matches(path) == matches)
  }

  @Test func layersMatchTheEndOfAPath() {
    let layer = Layer(name: "model", paths: ["Sources/Model/**"])
    #expect(layer.contains(path: "/abs/App/Sources/Model/User.swift"))
    #expect(!layer.contains(path: "/abs/App/Sources/View/User.swift"))
    #expect(!Layer(name: "none").contains(path: "/abs/App/Sources/Model/User.swift"))
  }
}
