/// Reported by the engine for a file it cannot lint; the run goes on with the other files.
public struct UnreadableFile: EngineRule {
  public init() {}

  public static let description = RuleDescription(
    id: "unreadable-file",
    summary: "A file Canon cannot read as UTF-8 Swift source (binary, another encoding, no access)",
    rationale: """
      A file that is skipped silently hides its violations. Canon reports it instead of crashing \
      or failing the whole run, so CI shows which file to convert or exclude.
      """,
    source: "Canon engine",
    triggering: [],
    nonTriggering: [Example("let plain = \"UTF-8 text\"\n")],
    judges: .everything)
}
