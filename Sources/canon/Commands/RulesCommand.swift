import ArgumentParser
import Foundation
import CanonLint
import CanonRules

/// `canon rules`: what each rule checks, its presets and options.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the rules, or describe one.")

  @Argument(help: "A rule id to describe with its options and examples.")
  var id: String?

  @Flag(help: "Print the whole rule documentation as Markdown (docs/rules.md).")
  var markdown = false

  @Flag(help: "Print the preset names, one per line.")
  var presets = false

  func run() throws {
    let registry = CanonRules.registry
    if presets {
      print(registry.presets.map(\.name).joined(separator: "\n"))
      return
    }
    if markdown {
      print(RuleDocumentation.markdown(registry), terminator: "")
      return
    }
    guard let id else {
      print(table(registry), terminator: "")
      return
    }
    guard let rule = registry.rule(id) else {
      throw CanonFailure.usage(
        "unknown rule '\(id)'" + Suggestion.didYouMean(id, among: registry.ruleIDs))
    }
    print(RuleDocumentation.section(rule, registry: registry, headingLevel: 1), terminator: "")
  }

  private func table(_ registry: RuleRegistry) -> String {
    let rows = registry.rules.map { rule -> [String] in
      let description = rule.description
      let presets = registry.isEngineRule(description.id)
        ? "(always on)" : registry.presets(containing: description.id).joined(separator: ",")
      return [
        description.id, presets.isEmpty ? "-" : presets, description.defaultSeverity.rawValue,
        description.correctability,
      ]
    }
    let header = ["RULE", "PRESETS", "SEVERITY", "CORRECTABLE"]
    let widths = (0..<header.count).map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}
