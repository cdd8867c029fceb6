import Yams

/// Reads the `roles:` section: for each role, extra `suffixes`, `bases` and `folders`.
///
/// ```yaml
/// roles:
///   coordinator: { bases: [FlowController] }
///   view-model: { suffixes: [VM] }
/// ```
enum RolePatternsReader {
  static func read(_ node: Node, in source: YAMLSource) throws -> RolePatterns
  {
    var patterns = RolePatterns(nameSuffixes: [:], baseTypes: [:], folders: [:])
    for entry in try node.orderedEntries(in: source, what: "'roles'") {
      guard let role = Role(rawValue: entry.key) else {
        throw source.error(
          "unknown role '\(entry.key)'"
            + Suggestion.didYouMean(entry.key, among: Role.allCases.map(\.rawValue)),
          at: entry.keyNode)
      }
      for field in try entry.value.orderedEntries(in: source, what: "role '\(entry.key)'") {
        let values = try [String](node: field.value, option: field.key, in: source)
        switch field.key {
        case "suffixes": patterns.nameSuffixes[role, default: []] += values
        case "bases": patterns.baseTypes[role, default: []] += values
        case "folders": patterns.folders[role, default: []] += values
        default:
          throw source.error(
            "unknown key '\(field.key)' for role '\(entry.key)'"
              + Suggestion.didYouMean(field.key, among: ["suffixes", "bases", "folders"]),
            at: field.keyNode)
        }
      }
    }
    return patterns
  }
}
