/// Reported by the engine for a Swift file nested too deeply to parse and walk safely; the file
/// is skipped and the run goes on with the others.
public struct TooComplexFile: EngineRule {
  public init() {}

  public static let description = RuleDescription(
    id: "too-complex-file",
    summary: "A Swift file nested too deeply (hundreds of brackets, `try`s or `else if`s) or too long (800,000 tokens) to lint",
    rationale: """
      The parser and the walk recurse into nested code, and some shapes cost time that doubles \
      with each level (nested `[`); the tree takes memory with each token (a megabyte of `;` \
      took a gigabyte). Rather than crash, hang or exhaust the memory of the whole run on one \
      file, Canon reports it and lints the others; no hand-written code comes near the limits, so the file \
      is generated or hostile: exclude it, or split its nesting.
      """,
    source: "Canon engine",
    triggering: [],
    nonTriggering: [Example("let nested = [[1, 2], [3]]\n")],
    judges: .everything)
}
