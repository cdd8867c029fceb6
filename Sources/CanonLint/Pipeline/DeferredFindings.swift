/// One problem, one rule: where a rule's finding says all another's at the same place would
/// (`viper-output-methods` asks an output method to start with `did`, which is a verb, so
/// `viper-method-verbs` has nothing to add there), the other rule names it in
/// `RuleDescription.defersTo` and its finding at that place is dropped.
enum DeferredFindings {
  /// `violations` without those whose rule defers to a rule that reports at the same place.
  /// `deferrals` maps a rule id to the ids it defers to.
  static func drop(from violations: [Violation], deferrals: [String: Set<String>]) -> [Violation] {
    guard !deferrals.isEmpty else { return violations }
    let deferred = Set(deferrals.values.joined())
    var places: [Location: Set<String>] = [:]
    for violation in violations where deferred.contains(violation.ruleID) {
      places[violation.location, default: []].insert(violation.ruleID)
    }
    guard !places.isEmpty else { return violations }
    return violations.filter { violation in
      guard let others = deferrals[violation.ruleID], let there = places[violation.location]
      else { return true }
      return others.isDisjoint(with: there)
    }
  }

  /// Which rule defers to which, among the configured rules.
  static func deferrals(of rules: [ConfiguredRule]) -> [String: Set<String>] {
    var deferrals: [String: Set<String>] = [:]
    for configured in rules {
      let others = type(of: configured.rule).description.defersTo
      if !others.isEmpty { deferrals[configured.id, default: []].formUnion(others) }
    }
    return deferrals
  }
}
