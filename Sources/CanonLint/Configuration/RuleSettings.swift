/// Per-rule settings every rule accepts besides its own options.
enum RuleSettings {
  static let commonKeys = ["severity", "included", "excluded"]
}

/// A rule's severity in configuration: a severity, or `off` to disable the rule.
enum SeveritySetting: String, CaseIterable, OptionValue {
  case warning, error, off

  var severity: Severity? { Severity(rawValue: rawValue) }
}
