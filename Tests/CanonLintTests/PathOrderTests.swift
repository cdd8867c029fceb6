import Testing

@testable import CanonLint

/// Paths are sorted by their bytes when they are all ASCII: the order must be `String`'s.
@Suite struct PathOrderTests {
  static let ascii = [
    "/r/a", "/r/a/b.swift", "/r/a-b.swift", "/r/A.swift", "/r/a.swift", "/r/a b.swift", "/r/a/b",
    "/r/Z", "/r/_x.swift", "/r/a~", "/r/\u{7F}", "/r/a/b.swiftx", "/r/a/b.swif", "", "/", "/r/a",
    "/r/0", "/r/9.swift", "/r/averyveryverylongname/that/goes/on/and/on.swift",
    "/r/averyveryverylongname/that/goes/on/and/on.swifu",
  ]

  @Test func asciiPathsAreInStringOrder() {
    var state: UInt64 = 7
    for _ in 0..<20 {
      var paths = Self.ascii
      // A different starting order each round.
      for index in paths.indices.reversed() {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        paths.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
      }
      var sorted = paths
      PathOrder.sort(&sorted)
      #expect(sorted == paths.sorted())
    }
  }

  /// A path outside ASCII sorts the whole list as strings: a decomposed `é` sorts where the
  /// composed one does (after `Caff`), not where its bytes would put it (`e` before `f`).
  @Test func anyOtherPathIsSortedAsAString() {
    var paths =
      Self.ascii + [
        "/r/Cafe\u{301}.swift", "/r/Caf\u{E9}s.swift", "/r/Cafez.swift", "/r/Caff.swift",
        "/r/日本.swift",
      ]
    paths.reverse()
    var sorted = paths
    PathOrder.sort(&sorted)
    #expect(sorted == paths.sorted())
  }

  @Test func asciiIsToldFromEveryPlace() {
    for length in [0, 1, 7, 8, 9, 16, 17] {
      #expect(PathOrder.isASCII(String(repeating: "a", count: length)))
      for place in 0..<length {
        var scalars = Array(repeating: Unicode.Scalar(UInt8(ascii: "a")), count: length)
        scalars[place] = "\u{E9}"
        #expect(!PathOrder.isASCII(String(String.UnicodeScalarView(scalars))))
      }
    }
  }
}
