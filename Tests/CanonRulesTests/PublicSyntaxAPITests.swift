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
}
