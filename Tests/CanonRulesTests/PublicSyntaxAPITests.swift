import Foundation
import Testing

/// Rules read swift-syntax through its public API and CanonLint's helpers: the raw-syntax SPI
/// may change with any swift-syntax release, and only CanonLint/Support (TokenText.swift,
/// RawSyntaxReads.swift) may depend on it.
@Suite struct PublicSyntaxAPITests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift files under `folder` (relative to the package) whose text contains `needle`.
  static func files(under folder: String, containing needle: String) throws -> [String] {
    let root = packageRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { throw CocoaError(.fileReadNoSuchFile) }
    var found: [String] = []
    var swiftFiles = 0
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      swiftFiles += 1
      if try String(contentsOf: url, encoding: .utf8).contains(needle) {
        found.append(String(url.path.dropFirst(packageRoot.path.count + 1)))
      }
    }
    // A wrong root would find nothing and pass.
    #expect(swiftFiles > 20, "no Swift files found under \(root.path)")
    return found.sorted()
  }

  @Test func rulesDoNotImportTheRawSyntaxSPI() throws {
    let offenders = try Self.files(under: "Sources/CanonRules", containing: "_spi(RawSyntax)")
    #expect(offenders.isEmpty, "rules use public API or CanonLint/RuleAPI.s helpers: \(offenders)")
  }

  @Test func onlyTheTwoRuleAPIReadersImportTheRawSyntaxSPI() throws {
    let importers = try Self.files(under: "Sources/CanonLint", containing: "@_spi(RawSyntax) import")
    let allowed = Set([
      "Sources/CanonLint/RuleAPI/TokenText.swift", "Sources/CanonLint/RuleAPI/RawSyntaxReads.swift",
    ])
    #expect(importers.allSatisfy(allowed.contains), "\(importers)")
  }

  /// The rule files that read memory unsafely, with the first line that does, in code (string
  /// literals and comments are left out: a rule may name `UnsafeMutablePointer` it looks for).
  static func unsafeRuleFiles() throws -> [String] {
    let root = packageRoot.appendingPathComponent("Sources/CanonRules")
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { throw CocoaError(.fileReadNoSuchFile) }
    var offenders: [String] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let path = String(url.path.dropFirst(packageRoot.path.count + 1))
      if let line = Self.firstUnsafeLine(in: try String(contentsOf: url, encoding: .utf8)) {
        offenders.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return offenders.sorted()
  }

  /// The first line of `source` whose code reads unsafely; the text of multi-line string
  /// literals (a rule's rationale, its examples) is not code.
  static func firstUnsafeLine(in source: String) -> String? {
    var inMultilineString = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let delimiters = line.ranges(of: "\"\"\"")
      if inMultilineString {
        if delimiters.count % 2 == 1 { inMultilineString = false }
        continue
      }
      var code = String(line)
      if delimiters.count % 2 == 1, let opening = delimiters.first {
        code = String(line[..<opening.lowerBound])
        inMultilineString = true
      }
      if codeReadsUnsafely(code) { return String(line) }
    }
    return nil
  }

  /// Names that read memory without bounds or lifetime checks: raw pointers and buffers, the
  /// scopes that hand them out, and the casts and C calls around them.
  static let unsafeNames: Set<String> = [
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
    "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
    "UnsafeMutableRawBufferPointer", "withUTF8", "baseAddress", "unsafeBitCast",
    "unsafelyUnwrapped", "unsafeUninitializedCapacity", "Unmanaged", "OpaquePointer", "memcmp",
    "memchr", "memcpy",
  ]
  static let unsafePrefixes = ["withUnsafe", "withContiguous"]

  /// Whether a line of code names one of `unsafeNames` or `unsafePrefixes`, outside its string
  /// literals and its comment.
  static func codeReadsUnsafely(_ line: String) -> Bool {
    var words: [String] = []
    var word = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      defer { previous = character }
      if inString {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
        continue
      }
      if character == "/" && previous == "/" { break }
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if !word.isEmpty { words.append(word) }
      word = ""
      if character == "\"" { inString = true }
    }
    if !word.isEmpty { words.append(word) }
    return words.contains { word in
      unsafeNames.contains(word) || unsafePrefixes.contains { word.hasPrefix($0) }
    }
  }

  @Test func theCheckSeesPointersInCodeOnly() {
    #expect(Self.codeReadsUnsafely("    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)"))
    #expect(Self.codeReadsUnsafely("    list.withUTF8 { bytes in"))
    #expect(Self.codeReadsUnsafely("    return source.withUnsafeBytes { $0.baseAddress }"))
    #expect(!Self.codeReadsUnsafely(#"      identifier.name.textBytes == "UnsafeMutablePointer""#))
    #expect(!Self.codeReadsUnsafely("  /// An `UnsafeMutablePointer<NSError?>` parameter"))
    #expect(!Self.codeReadsUnsafely("    let unsafeName = name // withUTF8 is the engine's"))
    let rationale = "  rationale: \"\"\"\n    An `UnsafeMutablePointer<NSError?>` parameter\n    \"\"\",\n"
    #expect(Self.firstUnsafeLine(in: rationale + "  let name = \"x\"\n") == nil)
    #expect(Self.firstUnsafeLine(in: rationale + "  var p: UnsafePointer<UInt8>\n") == "  var p: UnsafePointer<UInt8>")
  }

  /// Rules read names, tokens and nodes through CanonLint's safe types (`TokenText`, `NameSet`,
  /// `TextSet`, the byte searches on `String`); raw reads stay in the engine.
  @Test func ruleFilesUseNoUnsafePointers() throws {
    let offenders = try Self.unsafeRuleFiles()
    #expect(offenders.isEmpty, "rules read through CanonLint's safe helpers: \(offenders)")
    // A wrong root would find nothing and pass.
    #expect(try Self.files(under: "Sources/CanonRules", containing: "SyntaxWalk").count > 20)
  }
}

