import CanonLint
import Foundation
import SwiftSyntax
import Testing

/// Adds `: Sendable` to structs without an inheritance clause, replacing the whole declaration
/// head (so its edit overlaps `ShoutStructNames`' edit of the name).
private struct SendableStructs: SyntaxRule {
  static let description = RuleDescription(
    id: "sendable-structs", summary: "", rationale: "", source: "tests", triggering: [],
    nonTriggering: [])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(StructDeclSyntax.self) { node in
      guard node.inheritanceClause == nil else { return }
      let start = node.structKeyword.positionAfterSkippingLeadingTrivia
      let end = node.name.endPositionBeforeTrailingTrivia
      file.report(
        at: node.name, "not Sendable",
        corrections: [SourceEdit(range: start..<end, replacement: "struct \(node.name.text): Sendable")])
    }
  }
}

/// Upper-cases struct names.
private struct ShoutStructNames: SyntaxRule {
  static let description = RuleDescription(
    id: "shout-struct-names", summary: "", rationale: "", source: "tests", triggering: [],
    nonTriggering: [])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(StructDeclSyntax.self) { node in
      let name = node.name.text
      guard name != name.uppercased() else { return }
      file.report(
        at: node.name, "not loud",
        corrections: [
          SourceEdit(
            range: node.name.positionAfterSkippingLeadingTrivia..<node.name.endPositionBeforeTrailingTrivia,
            replacement: name.uppercased())
        ])
    }
  }
}

/// Inserts a MARK line before every extension (a multi-line insertion, for line endings).
private struct MarkExtensions: SyntaxRule {
  static let description = RuleDescription(
    id: "mark-extensions", summary: "", rationale: "", source: "tests", triggering: [],
    nonTriggering: [])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ExtensionDeclSyntax.self) { node in
      let comments = node.leadingTrivia.compactMap { piece -> String? in
        if case .lineComment(let text) = piece { return text }
        return nil
      }
      guard !comments.contains(where: { $0.hasPrefix("// MARK:") }) else { return }
      let start = node.positionAfterSkippingLeadingTrivia
      file.report(
        at: node.extensionKeyword, "no mark",
        corrections: [SourceEdit(range: start..<start, replacement: "// MARK: - Extension\n")])
    }
  }
}

/// A broken fix: opens a parenthesis after every `let`, which does not parse.
private struct DoubleLet: SyntaxRule {
  static let description = RuleDescription(
    id: "double-let", summary: "", rationale: "", source: "tests", triggering: [],
    nonTriggering: [])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(VariableDeclSyntax.self) { node in
      let keyword = node.bindingSpecifier
      guard keyword.tokenKind == .keyword(.let) else { return }
      file.report(
        at: keyword, "let",
        corrections: [
          SourceEdit(
            range: keyword.positionAfterSkippingLeadingTrivia..<keyword.endPositionBeforeTrailingTrivia,
            replacement: "let (")
        ])
    }
  }
}

@Suite struct CorrectorTests {
  func corrector(_ rules: [any Rule.Type]) -> Corrector {
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything,
      rules: rules.map { ConfiguredRule(rule: $0.init(), severity: .warning) }, rolePatterns: .default)
    return Corrector(linter: Linter(setup: setup, knownRuleIDs: []))
  }

  func fix(_ text: String, _ rules: [any Rule.Type]) -> Corrector.Outcome {
    corrector(rules).correct([LintInput(path: "a.swift", content: .text(text))])
  }

  @Test func overlappingEditsWaitForTheNextPass() throws {
    let outcome = fix("struct Point {}\n", [SendableStructs.self, ShoutStructNames.self])
    let file = try #require(outcome.files.first)
    #expect(file.fixed == "struct POINT: Sendable {}\n")
    #expect(file.fixedViolations == 2)
    #expect(outcome.result.violations.isEmpty)
  }

  @Test func fixingIsIdempotent() throws {
    let once = try #require(fix("struct A {}\nstruct B {}\n", [SendableStructs.self]).files.first)
    #expect(fix(once.fixed, [SendableStructs.self]).files.isEmpty)
  }

  @Test func aFixThatBreaksTheSyntaxIsRefused() {
    let outcome = fix("let a = 1\n", [DoubleLet.self])
    #expect(outcome.files.isEmpty)
    #expect(outcome.refusals.map(\.path) == ["a.swift"])
    #expect(outcome.refusals.first?.reason.contains("syntax errors") == true)
    #expect(outcome.result.violations.map(\.ruleID) == ["double-let"])
  }

  @Test func commentsAndFormattingAroundAnEditArePreserved() throws {
    let text = "/// A point.\nstruct Point /* plain */ { // fields\n  var x = 0\n}\n"
    let file = try #require(fix(text, [ShoutStructNames.self]).files.first)
    #expect(file.fixed == "/// A point.\nstruct POINT /* plain */ { // fields\n  var x = 0\n}\n")
  }

  @Test func crlfLineEndingsAreKept() throws {
    let text = "struct A {}\r\n\r\nextension A {}\r\n"
    let file = try #require(fix(text, [MarkExtensions.self]).files.first)
    #expect(file.fixed == "struct A {}\r\n\r\n// MARK: - Extension\r\nextension A {}\r\n")
  }

  @Test func writesAtomicallyKeepingPermissionsAndMissingTrailingNewline() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/A.swift"
    try folder.write("A.swift", "struct a {}")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let corrector = corrector([ShoutStructNames.self])
    let outcome = corrector.correct([LintInput(path: "A.swift", content: .file(absolutePath: path))])
    #expect(corrector.write(outcome.files).isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "struct A {}")
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(permissions == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
  }

  @Test func aFileChangedOnDiskMeanwhileIsNotOverwritten() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/A.swift"
    try folder.write("A.swift", "struct a {}\n")
    let corrector = corrector([ShoutStructNames.self])
    let outcome = corrector.correct([LintInput(path: "A.swift", content: .file(absolutePath: path))])
    try folder.write("A.swift", "struct a {}\nstruct b {}\n")
    let refusals = corrector.write(outcome.files)
    #expect(refusals.map(\.path) == ["A.swift"])
    #expect(refusals.first?.reason.contains("changed during fix") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "struct a {}\nstruct b {}\n")
  }

  @Test func writingToADeviceDoesNotReplaceIt() throws {
    try AtomicFile.write("ignored", to: "/dev/null")
    let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
    #expect(type == .typeCharacterSpecial)
  }

  @Test func unifiedDiffOfAFix() {
    let diff = UnifiedDiff.make(
      from: "a\nb\nc\nd\ne\nf\ng\nh\n", to: "a\nb\nc\nD\ne\nf\ng\nh\n", path: "x.swift")
    #expect(diff == "--- a/x.swift\n+++ b/x.swift\n@@ -1,7 +1,7 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n")
  }
}

/// A fix that never converges: inserts a comment that does not satisfy the rule.
private struct NeverSatisfied: SyntaxRule {
  static let description = RuleDescription(
    id: "never-satisfied", summary: "", rationale: "", source: "tests", triggering: [],
    nonTriggering: [])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ExtensionDeclSyntax.self) { node in
      let start = node.positionAfterSkippingLeadingTrivia
      file.report(
        at: node.extensionKeyword, "always",
        corrections: [SourceEdit(range: start..<start, replacement: "// again\n")])
    }
  }
}

@Suite struct NonConvergingFixTests {
  @Test func aFixThatKeepsAskingIsRefusedAndTheFileLeftAsItWas() {
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything,
      rules: [ConfiguredRule(rule: NeverSatisfied(), severity: .warning)], rolePatterns: .default)
    let outcome = Corrector(linter: Linter(setup: setup, knownRuleIDs: []))
      .correct([LintInput(path: "a.swift", content: .text("struct A {}\nextension A {}\n"))])
    #expect(outcome.files.isEmpty)
    #expect(outcome.refusals.map(\.path) == ["a.swift"])
    #expect(outcome.refusals.first?.reason.contains("do not converge") == true)
    #expect(outcome.result.violations.map(\.ruleID) == ["never-satisfied"])
  }
}
