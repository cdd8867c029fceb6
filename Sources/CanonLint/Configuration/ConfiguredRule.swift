/// A rule ready to run: its options applied, its severity and the paths it applies to.
public struct ConfiguredRule: Sendable {
  public let rule: any Rule
  public let severity: Severity
  public let paths: PathFilter
  /// Stored: the rule type's `id` copies its whole description, and the engine asks for every
  /// file.
  public let id: String

  public init(rule: any Rule, severity: Severity, paths: PathFilter = .everything) {
    self.rule = rule
    self.severity = severity
    self.paths = paths
    self.id = type(of: rule).id
  }
}

/// Everything a lint run needs from configuration.
public struct LintSetup: Sendable {
  /// The folder configuration paths are relative to (absolute).
  public var rootDirectory: String
  public var presets: [String]
  public var paths: PathFilter
  public var rules: [ConfiguredRule]
  public var rolePatterns: RolePatterns

  public init(
    rootDirectory: String, presets: [String], paths: PathFilter, rules: [ConfiguredRule],
    rolePatterns: RolePatterns
  ) {
    self.rootDirectory = rootDirectory
    self.presets = presets
    self.paths = paths
    self.rules = rules
    self.rolePatterns = rolePatterns
  }

  public var ruleIDs: Set<String> { Set(rules.map(\.id)) }
}
