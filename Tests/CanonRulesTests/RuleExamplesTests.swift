import CanonLint
import CanonRules
import Testing

/// Every rule's examples are its tests: triggering, non-triggering and corrections.
@Suite struct RuleExamplesTests {
  static let ruleIDs = CanonRules.registry.rules.map { $0.id }

  @Test(arguments: ruleIDs)
  func examplesHold(_ id: String) throws {
    let rule = try #require(CanonRules.registry.rule(id))
    let failures = ExampleVerifier.verify(rule)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n\n"))")
  }

  /// The engine's `unreadable-file` cannot be shown as source text, nor can a file hundreds of
  /// levels deep (`too-complex-file`) or megabytes long (`too-large-file`) be shown usefully; the
  /// engine and hostile-input tests cover them.
  static let rulesWithoutCodeExamples: Set<String> = [
    "unreadable-file", "too-complex-file", "too-large-file",
  ]

  @Test(arguments: ruleIDs)
  func hasExamplesOfBothKinds(_ id: String) throws {
    let description = try #require(CanonRules.registry.rule(id)).description
    #expect(!description.nonTriggeringExamples.isEmpty)
    if !Self.rulesWithoutCodeExamples.contains(id) {
      #expect(!(description.triggeringExamples + description.corrections.map(\.before)).isEmpty)
    }
  }
}
