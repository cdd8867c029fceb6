import CanonLint
import SwiftSyntax

/// The code actions for a range of a document, from the findings of its last lint: a quick fix
/// for each correctable finding (the edits `canon fix` applies; an unsafe fix says so and is never
/// preferred), "disable this rule on this line" for each finding (the suppression comment the
/// engine reads), and `source.fixAll.canon` with the safe fixes.
enum CodeActionProvider {
  static func actions(
    for params: CodeActionParams, document: TextDocument,
    found: (bytes: [UInt8], violations: [Violation]), workspace: Workspace
  ) -> [CodeAction] {
    // Findings of another text than the editor's would put edits in the wrong places.
    guard found.bytes == document.bytes else { return [] }
    let index = LineIndex(found.bytes)
    let text = document.text
    let wanted = { (kind: String) in
      params.context.only.map { only in only.contains { kind == $0 || kind.hasPrefix($0 + ".") } }
        ?? true
    }
    var actions: [CodeAction] = []
    let here = found.violations.map { ($0, workspace.diagnostic(for: $0, in: index)) }
      .filter { $0.1.range.overlaps(params.range) }
    if wanted(CodeAction.quickFix) {
      for (violation, diagnostic) in here where violation.isCorrectable {
        let safe = isSafe(violation, workspace.registry)
        actions.append(
          CodeAction(
            title: "Fix: \(violation.message)" + (safe ? "" : " (unsafe: can change behaviour or API)"),
            kind: CodeAction.quickFix,
            diagnostics: [diagnostic],
            // An editor may apply a preferred fix on its own (VS Code's auto-fix): safe ones only.
            isPreferred: safe,
            edit: WorkspaceEdit(changes: [
              document.uri: textEdits(violation.corrections, text: text, index: index)
            ])))
      }
      var disabled: Set<String> = []
      for (violation, diagnostic) in here
      where disabled.insert("\(violation.ruleID):\(violation.location.line)").inserted {
        actions.append(
          CodeAction(
            title: "Disable \(violation.ruleID) on this line", kind: CodeAction.quickFix,
            diagnostics: [diagnostic], isPreferred: false,
            edit: WorkspaceEdit(changes: [document.uri: [disableEdit(violation, index: index)]])))
      }
    }
    if wanted(CodeAction.fixAll) {
      // What `canon fix` applies without --unsafe-fixes: an editor runs fixAll on save.
      let correctable = found.violations.filter { $0.isCorrectable && isSafe($0, workspace.registry) }
      if !correctable.isEmpty {
        // One pass of `canon fix`: the edits that do not overlap, all against this text.
        let outcome = EditApplier.apply(
          correctable.flatMap(\.corrections).map { LineEndings.adapt($0, to: text) }, to: text)
        actions.append(
          CodeAction(
            title: "Fix all Canon findings in this file", kind: CodeAction.fixAll, diagnostics: nil,
            isPreferred: nil,
            edit: WorkspaceEdit(changes: [
              document.uri: outcome.applied.map { textEdit($0, index: index) }
            ])))
      }
    }
    return actions
  }

  /// Whether the finding's fix keeps the program's meaning (`FixSafety`).
  static func isSafe(_ violation: Violation, _ registry: RuleRegistry) -> Bool {
    registry.rule(violation.ruleID)?.description.fixSafety != .unsafe
  }

  static func textEdits(_ edits: [SourceEdit], text: String, index: LineIndex) -> [TextEdit] {
    edits.map { textEdit(LineEndings.adapt($0, to: text), index: index) }
  }

  static func textEdit(_ edit: SourceEdit, index: LineIndex) -> TextEdit {
    TextEdit(
      range: Range(
        start: index.position(ofOffset: edit.range.lowerBound.utf8Offset),
        end: index.position(ofOffset: edit.range.upperBound.utf8Offset)),
      newText: edit.replacement)
  }

  /// `// canon:disable:next <rule>` on a line of its own above the finding, indented as its
  /// line is: a comment at the line's end could land inside a string or change what a trailing
  /// comment says.
  static func disableEdit(_ violation: Violation, index: LineIndex) -> TextEdit {
    let line = max(0, min(violation.location.line - 1, index.starts.count - 1))
    let start = index.starts[line]
    var indentEnd = start
    while indentEnd < index.bytes.count, index.bytes[indentEnd] == 32 || index.bytes[indentEnd] == 9
    {
      indentEnd += 1
    }
    let indent = String(decoding: index.bytes[start..<indentEnd], as: UTF8.self)
    let lineBreak =
      LineEndings.usesCRLF(String(decoding: index.bytes, as: UTF8.self)) ? "\r\n" : "\n"
    let position = Position(line: line, character: 0)
    return TextEdit(
      range: Range(start: position, end: position),
      newText: "\(indent)// canon:disable:next \(violation.ruleID)\(lineBreak)")
  }
}
