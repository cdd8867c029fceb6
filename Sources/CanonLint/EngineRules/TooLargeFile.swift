/// Reported by the engine for a file larger than `.canon.yml`'s `max-file-size`; the file is
/// skipped and the run goes on with the others.
public struct TooLargeFile: EngineRule {
  public init() {}

  public static let description = RuleDescription(
    id: "too-large-file",
    summary: "A file larger than `max-file-size` (default 8 MB), skipped rather than linted",
    rationale: """
      The syntax tree of a Swift file takes about a hundred times its size in memory: a 20 MB \
      file took 2 GB to lint. No hand-written source file comes near the limit; a generated one \
      can be excluded, or the limit raised with `max-file-size` in `.canon.yml`.
      """,
    source: "Canon engine",
    triggering: [],
    nonTriggering: [Example("let small = 1\n")],
    judges: .everything)
}
