import CanonLint
import CanonRules

/// The architecture graph of a session's files, from the references `layer-dependencies`
/// records: one code path for `canon graph` and for the reports that draw the layers.
enum ProjectGraph {
  /// The configured `layer-dependencies`, when the session runs it.
  static func layerRule(of session: LintSession) -> ConfiguredRule? {
    session.setup.rules.first { $0.id == ArchitectureGraph.ruleID }
  }

  /// The graph of a lint result whose run included `layer-dependencies`.
  static func graph(
    of result: LintResult, session: LintSession, request: ArchitectureGraph.Request
  ) -> DependencyGraph {
    let index = ProjectIndex(files: result.summaries, rolePatterns: session.setup.rolePatterns)
    // A forbidden reference under a `canon:disable` comment is no finding: it is not drawn red.
    return ArchitectureGraph.build(
      index, rule: layerRule(of: session)?.rule, request: request,
      isSuppressed: { result.isSuppressed(ArchitectureGraph.ruleID, at: $0) })
  }
}
