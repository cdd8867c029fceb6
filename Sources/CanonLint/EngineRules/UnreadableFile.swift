/// Reported by the engine for a file it cannot lint, or a folder it cannot list; the run goes on
/// with the other files.
public struct UnreadableFile: EngineRule {
  public init() {}

  public static let description = RuleDescription(
    id: "unreadable-file",
    summary:
      "A file Canon cannot read as UTF-8 Swift source (binary, another encoding, no access), or a folder it cannot list",
    rationale: """
      A file that is skipped silently hides its violations, and a folder that cannot be listed \
      hides all of its files. Canon reports it instead of crashing or failing the whole run, so \
      CI shows which file to convert or exclude, or which folder to give access to.
      """,
    source: "Canon engine",
    triggering: [],
    nonTriggering: [Example("let plain = \"UTF-8 text\"\n")],
    judges: .everything)
}
