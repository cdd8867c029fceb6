import Foundation
@testable import CanonLint
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct NameSetTests {
  @Test func holdsExactlyItsNames() {
    // Enough names that slots collide and probing runs on.
    let names = (0..<200).map { "name\($0)" } + ["", "é", "init", "Timer"]
    let set = NameSet(names)
    for name in names { #expect(set.contains(name), "\(name)") }
    for absent in ["name200", "nam", "name1 ", "tim", "Timers", "e"] {
      #expect(!set.contains(absent), "\(absent)")
    }
    #expect(!NameSet([]).contains(""))
    #expect(NameSet([]).isEmpty)
  }

  @Test func asksWithTheTreesBytes() {
    let tree = Parser.parse(source: "Timer.scheduledTimer(withTimeInterval: 1)")
    let set: NameSet = ["scheduledTimer", "Timer"]
    let names = tree.tokens(viewMode: .sourceAccurate).map(\.textBytes)
    #expect(names.filter { set.contains($0) }.count == 2)
  }
}

@Suite struct TextSetTests {
  @Test func keepsEachNameOnceAndGrows() {
    let source = (0..<500).map { "let a\($0 % 300) = b\($0 % 7)" }.joined(separator: "\n")
    let tree = Parser.parse(source: source)
    var set = TextSet(capacity: 4)
    var inserted = 0
    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .keyword(.let) {
      if set.insert(token.textBytes) { inserted += 1 }
    }
    // `a0`…`a299`, `b0`…`b6`, `=` and the end of the file's empty text.
    #expect(inserted == 309)
    #expect(set.count == 309)
    #expect(Set(set.map { $0.string }).count == 309)
    #expect(set.contains("a299"))
    #expect(!set.contains("a300"))
  }
}

@Suite struct PathComponentTests {
  @Test func splitsOnSlashesAsSplitDoes() {
    for path in ["/a/b/c.swift", "a//b/", "/", "", "relative/é/ß.swift", "//x"] {
      #expect(
        PathUtilities.components(path) == path.split(separator: "/"), "\(path)")
      #expect(
        PathUtilities.components(path, keepingEmpty: true)
          == path.split(separator: "/", omittingEmptySubsequences: false), "\(path)")
    }
  }

  @Test func theParentIsWhatComesBeforeTheLastSlash() {
    let paths = [
      "Sources/Feature/Login/LoginView.swift", "LoginView.swift", "/a", "a/", "",
      "Fonctionnalités/Écran/Vue.swift", "Sources/VeryLongFolderNameThatIsNotSmall/A.swift",
    ]
    for path in paths {
      let expected = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
      #expect(PathUtilities.parent(of: path) == expected, "\(path)")
    }
  }
}

@Suite struct SyntaxFactTests {
  func variable(_ source: String) -> VariableDeclSyntax {
    Parser.parse(source: source).statements.first!.item.cast(VariableDeclSyntax.self)
  }

  @Test func storedPropertiesAllowObserversOnly() {
    #expect(variable("var a = 1").isStored)
    #expect(variable("var a = 1, b = 2").isStored)
    #expect(variable("var a = 1 { didSet {} willSet {} }").isStored)
    #expect(!variable("var a: Int { 1 }").isStored)
    #expect(!variable("var a: Int { get { 1 } set {} }").isStored)
    #expect(!variable("var a = 1, b: Int { 2 }").isStored)
  }

  @Test func modifierNamesKeepTheirDetail() {
    #expect(variable("public private(set) static var a = 1").modifiers.names
      == ["public", "private(set)", "static"])
    #expect(variable("var a = 1").modifiers.names.isEmpty)
  }

  @Test func modifiersContainKeywordsWithoutADetail() {
    let modifiers = variable("public private(set) static weak var a = 1").modifiers
    #expect(modifiers.contains(.static))
    #expect(!modifiers.contains(.private))
    #expect(modifiers.contains(.class, or: .static))
    #expect(modifiers.contains(.private, or: .fileprivate, or: .weak))
    #expect(!modifiers.contains(.private, or: .fileprivate, or: .final))
    #expect(!variable("var a = 1").modifiers.contains(.static, or: .class))
  }
}

@Suite struct StableHashTests {
  /// The keys the cache stores are these digits: 32 of them, lower case, leading zeros kept,
  /// the two lanes in order.
  @Test func hexIsThirtyTwoDigitsOfBothLanes() {
    for text in ["", "a", "LoginViewController.swift", String(repeating: "x", count: 100)] {
      var hash = StableHash()
      hash.combine(text)
      let (high, low) = hash.finalized
      let expected = [high, low].map { lane in
        let digits = String(lane, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
      }.joined()
      #expect(hash.hex == expected)
    }
  }

  /// The keys of caches already on disk, those restored on CI from another machine, and GitLab's
  /// fingerprints, which merge requests compare across versions: the same input must hash the
  /// same in every version. Values from an independent implementation of the algorithm (two
  /// lanes, little-endian words, the length mixed in last).
  @Test(arguments: [
    ("", "1120f7fab26519ea0061effbb019ccc0"),
    ("a", "89c0abfbeb61f83fcf723565245858a1"),
    ("LoginViewController.swift", "c981125b4a79c40e338f5cc830abc602"),
    ("Ünïcødé names", "21fe729a8457838ba51331b74bac5ac5"),
    (String(repeating: "y", count: 32), "f05850a3270ba7b43aa09a27de4cb992"),
    (String(repeating: "z", count: 71), "dbc689ae7bd4315d64a6d0483a603d21"),
    (String(repeating: "x", count: 100), "e19b0b122bffbfce4926162dadd2a2c5"),
  ])
  func textsHashAsTheyAlwaysDid(text: String, expected: String) {
    var hash = StableHash()
    hash.combine(text)
    #expect(hash.hex == expected)
  }

  @Test func bytesHashAsTheyAlwaysDid() {
    var hash = StableHash()
    hash.combine((0..<13).map(UInt8.init))
    #expect(hash.hex == "c60be639ff34bb8fb31ce26b809fb77d")
  }

  /// The bulk path (files' bytes, entries' checksums) from the same reference: four lanes of
  /// 32-byte rounds first, then as above. Below 32 bytes it is the plain hash.
  @Test func bulkBytesHashAsTheReferenceDoes() {
    let bytes = (0..<200).map(UInt8.init)
    var long = StableHash()
    bytes.withUnsafeBytes { long.combine(bulk: $0) }
    #expect(long.hex == "f3f75caf0cba8a00299922d19d062e84")
    var short = StableHash()
    bytes[..<13].withUnsafeBytes { short.combine(bulk: $0) }
    #expect(short.hex == "c60be639ff34bb8fb31ce26b809fb77d")
  }

  @Test func hexKeepsLeadingZeros() {
    // A lane below 2^60 needs a leading zero: found by trying texts until one has it.
    let hashes = (0..<200).map { number -> StableHash in
      var hash = StableHash()
      hash.combine(number)
      return hash
    }
    let withZero = hashes.first { $0.finalized.0 < 1 << 60 }
    #expect(withZero?.hex.first == "0")
    #expect(hashes.allSatisfy { $0.hex.count == 32 && $0.hex.allSatisfy(\.isHexDigit) })
  }
}
