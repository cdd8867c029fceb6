/// The configured rules sorted by kind once, rather than cast for every file.
struct RulesByKind: Sendable {
  var syntax: [ActiveRule<any SyntaxRule>] = []
  var resource: [ActiveRule<any ResourceRule>] = []
  var project: [ActiveRule<any ProjectRule>] = []

  init(_ rules: [ConfiguredRule]) {
    for configured in rules {
      if let rule = configured.rule.asSyntaxRule { syntax.append(ActiveRule(configured, rule)) }
      if let rule = configured.rule.asResourceRule { resource.append(ActiveRule(configured, rule)) }
      if let rule = configured.rule.asProjectRule { project.append(ActiveRule(configured, rule)) }
    }
  }
}

/// A configured rule as the protocol of its kind, held by reference: the engine goes through
/// every syntax rule for every file, and copying a rule with its options and path filters each
/// time was measurable.
final class ActiveRule<Kind: Sendable>: Sendable {
  let configured: ConfiguredRule
  let rule: Kind
  /// Whether the rule applies to every file, so the path filter need not be asked.
  let appliesEverywhere: Bool

  init(_ configured: ConfiguredRule, _ rule: Kind) {
    self.configured = configured
    self.rule = rule
    appliesEverywhere = configured.paths == .everything
  }

  func applies(to relativePath: String) -> Bool {
    appliesEverywhere || configured.paths.contains(relativePath)
  }
}
