import CanonLint
import CanonRules
import Testing

/// Every correctable rule says whether its fix is safe, and the classes hold what a reviewer
/// expects: a fix that adds `weak`, `final` or `private` can change behaviour or API.
@Suite struct FixSafetyTests {
  @Test func everyCorrectableRuleDeclaresItsFixSafety() {
    for rule in CanonRules.registry.rules {
      let description = rule.description
      #expect(
        description.isCorrectable == (description.fixSafety != nil),
        "\(description.id): a rule with corrections declares `fix: .safe` or `.unsafe`, and only such a rule")
    }
  }

  @Test func fixesThatChangeOwnershipOrAPIAreUnsafe() {
    let descriptions = CanonRules.registry.rules.map { $0.description }
    let unsafe = Set(descriptions.filter { $0.fixSafety == .unsafe }.map { $0.id })
    #expect(unsafe.isSuperset(of: ["weak-delegate", "final-class", "private-outlets", "viper-ownership"]))
    let safe = Set(descriptions.filter { $0.fixSafety == .safe }.map { $0.id })
    #expect(safe.isSuperset(of: ["class-protocol-anyobject", "mark-protocol-conformance"]))
  }
}
