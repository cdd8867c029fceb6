import CanonLint
import CanonRules
import Testing

/// Messages that must be true of the code they are about: what a state question is, and what a
/// manifest of its tools version can write.
@Suite struct StatedMessagesTests {
  private func messages(_ id: String, _ example: Example) throws -> [String] {
    let rule = try #require(CanonRules.registry.rule(id))
    return try ExampleVerifier.violations(of: rule, in: example).map(\.message)
  }

  /// `is` is an English verb: the message says what the name is instead.
  @Test func aStateQuestionIsNotCalledANonVerb() throws {
    let found = try messages(
      "viper-method-verbs",
      Example("protocol AccountInteractorInput: AnyObject {\n  func isPremiumUser() -> Bool\n  func hasDraft() -> Bool\n}"))
    #expect(
      found == [
        "'isPremiumUser' asks about state ('is…'): module protocols describe behaviour, so start it with an imperative verb for a request ('obtain…', 'check…') or a past form for a report ('did…')",
        "'hasDraft' asks about state ('has…'): module protocols describe behaviour, so start it with an imperative verb for a request ('obtain…', 'check…') or a past form for a report ('did…')",
      ])
    #expect(!found.contains { $0.contains("not an English verb") })
  }

  /// `.treatAllWarnings(as:)` exists from tools version 6.2: an older manifest is told the flag.
  @Test(arguments: [
    ("// swift-tools-version:5.9", "add `.unsafeFlags([\"-warnings-as-errors\"])` (tools version 5.9 has no `.treatAllWarnings(as:)`, which needs 6.2) to its swiftSettings"),
    ("// swift-tools-version: 6.0", "add `.unsafeFlags([\"-warnings-as-errors\"])` (tools version 6.0 has no `.treatAllWarnings(as:)`, which needs 6.2) to its swiftSettings"),
    ("// swift-tools-version: 6.2", "add `.treatAllWarnings(as: .error)` to its swiftSettings"),
    ("// swift-tools-version:6.3.1", "add `.treatAllWarnings(as: .error)` to its swiftSettings"),
    ("//\n//  Package.swift\n//\n\n// swift-tools-version: 6.3", "add `.treatAllWarnings(as: .error)` to its swiftSettings"),
    ("// A manifest without a version", "add `.treatAllWarnings(as: .error)` (tools version 6.2 and later) or `.unsafeFlags([\"-warnings-as-errors\"])` to its swiftSettings"),
  ])
  func theSuggestionFollowsTheToolsVersion(_ header: String, _ suggestion: String) throws {
    let found = try messages(
      "warnings-as-errors",
      Example(
        header + "\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])",
        path: "Package.swift"))
    #expect(found == ["target 'Kit' does not treat warnings as errors; " + suggestion])
  }

  @Test func aCFamilyTargetOfAnOldManifestIsToldWerror() throws {
    let found = try messages(
      "warnings-as-errors",
      Example(
        "// swift-tools-version:5.7\nlet package = Package(name: \"Kit\", targets: [.target(name: \"CKit\", publicHeadersPath: \"include\")])",
        path: "Package.swift"))
    #expect(
      found == [
        "target 'CKit' does not treat warnings as errors; add `.unsafeFlags([\"-Werror\"])` (tools version 5.7 has no `.treatAllWarnings(as:)`, which needs 6.2) to its cSettings"
      ])
  }
}
