import CanonLint

/// The rules of the `base` preset, by topic.
enum BaseRules {
  static let all: [any Rule.Type] =
    MemoryRules.all + NamingRules.all + IdiomRules.all + ProjectSettingsRules.all
}
