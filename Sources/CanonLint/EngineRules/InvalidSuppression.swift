/// Reported by the engine for a suppression comment that names no known rule.
public struct InvalidSuppression: EngineRule {
  public init() {}

  public static let description = RuleDescription(
    id: "invalid-suppression",
    summary: "A `canon:disable`/`canon:enable` comment naming a rule id that does not exist",
    rationale: """
      A misspelt id in a suppression comment suppresses nothing, so the comment lies about the \
      code it sits on. Naming the unknown id (and the closest real one) keeps suppressions honest.
      """,
    source: "Canon engine",
    triggering: [
      Example("↓// canon:disable:next weak-delegat\nweak var delegate: AnyObject?\n"),
      Example("let a = 1 ↓// canon:disable:this no-such-rule\n"),
    ],
    nonTriggering: [
      Example("// canon:disable:next all\nlet a = 1\n"),
      Example("// canon:disable invalid-suppression - names a real rule\nlet a = 1\n"),
    ],
    judges: .everything)
}
