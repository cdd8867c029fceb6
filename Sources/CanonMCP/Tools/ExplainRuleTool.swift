import CanonLint

/// `explain_rule`: what `canon rules ID` and docs/rules.md say of a rule, as fields.
struct ExplainRuleTool {
  let registry: RuleRegistry

  struct Option: Encodable {
    var name: String
    var defaultValue: String
    var summary: String
  }

  struct Output: Encodable {
    var id: String
    var summary: String
    var rationale: String
    /// The guide and section the rule comes from.
    var guideSection: String
    var defaultSeverity: String
    var correctable: Bool
    var presets: [String]
    var options: [Option]
    var triggering: [String]
    var nonTriggering: [String]
    /// The whole section of docs/rules.md, as Markdown.
    var documentation: String
  }

  func run(_ arguments: ToolArguments) throws -> CallTool.Result {
    let id = try arguments.requiredString("rule")
    guard let rule = registry.rule(id) else {
      throw MCPError.invalidParams(
        "unknown rule '\(id)'" + Suggestion.didYouMean(id, among: registry.ruleIDs))
    }
    let description = rule.description
    return try ToolResult.make(
      Output(
        id: description.id, summary: description.summary, rationale: description.rationale,
        guideSection: description.source, defaultSeverity: description.defaultSeverity.rawValue,
        correctable: description.isCorrectable,
        presets: registry.isEngineRule(id) ? ["(always on)"] : registry.presets(containing: id),
        options: RuleDocumentation.optionLines(rule).map {
          Option(name: $0.name, defaultValue: $0.defaultValue, summary: $0.summary)
        },
        triggering: description.triggeringExamples.map(\.code),
        nonTriggering: description.nonTriggeringExamples.map(\.code),
        documentation: RuleDocumentation.section(rule, registry: registry, headingLevel: 1)))
  }
}
