import CanonLint

/// `fix`: the fixes of a file or snippet as a unified diff, made as the language server's "fix
/// all" makes them (the correctable findings' edits, linted within the project's index), pass
/// after pass until nothing more is fixed; the file is written only with `apply`.
struct FixTool {
  let tools: CanonTools
  /// Enough for fixes that make room for others; as `canon fix`'s own limit.
  static let maximumPasses = 10

  struct Output: Encodable {
    var path: String
    var diff: String
    /// How many fewer findings the fixed text has.
    var fixed: Int
    /// The findings left after the fixes.
    var remaining: Findings
    /// The fixed snippet (for `code`).
    var fixedCode: String?
    var applied: Bool
  }

  func run(_ arguments: ToolArguments) throws -> CallTool.Result {
    let argument = try arguments.requiredString("path")
    let code = try arguments.string("code")
    let apply = try arguments.bool("apply")
    let unsafe = try arguments.bool("unsafe")
    if apply && code != nil {
      throw MCPError.invalidParams(
        "'apply' writes a file of the project; for 'code' the fixed code is in the result")
    }
    let path = try ProjectPath.resolve(argument, root: tools.root)
    let original = try code ?? tools.read(path, argument: argument)
    let snapshot = try tools.snapshot()
    guard snapshot.lints(path) else {
      throw MCPError.invalidParams("\(argument) is not linted by the project's configuration")
    }
    var text = original
    var left = snapshot.lint([(path, text)])[0]
    let found = left.count
    for _ in 0..<Self.maximumPasses {
      // As `canon fix`: the safe fixes, and the unsafe ones only when asked (`--unsafe-fixes`).
      let correctable = left.filter {
        $0.isCorrectable && (unsafe || tools.registry.rule($0.ruleID)?.description.fixSafety == .safe)
      }
      guard !correctable.isEmpty else { break }
      let outcome = EditApplier.apply(
        correctable.flatMap(\.corrections).map { LineEndings.adapt($0, to: text) }, to: text)
      guard !outcome.applied.isEmpty, outcome.text != text else { break }
      text = outcome.text
      left = snapshot.lint([(path, text)])[0]
    }
    let relative = tools.relative(path)
    var applied = false
    if apply && text != original {
      do {
        try AtomicFile.replace(
          path, expecting: original, with: text, policy: AtomicFile.Policy(root: tools.root))
        applied = true
      } catch let failure as AtomicFile.Failure {
        throw MCPError.invalidParams("\(argument): not fixed: \(failure.description)")
      }
    }
    return try ToolResult.make(
      Output(
        path: relative, diff: UnifiedDiff.make(from: original, to: text, path: relative),
        fixed: max(0, found - left.count), remaining: Findings(left, root: tools.root, registry: tools.registry),
        fixedCode: code == nil ? nil : text, applied: applied))
  }
}
