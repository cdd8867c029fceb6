import CanonLint
import Foundation
import Testing

@Suite struct EngineTests {
  @Test func deferredFindingsUseTheWholeProject() {
    // The view model role comes from a protocol declared in another file.
    let violations = Engine.lint(
      [
        "Sources/Login.swift": "final class LoginModel: LoginViewModelType {}\nclass Other {}\n",
        "Sources/Protocols.swift": "protocol LoginViewModelType: AnyObject {}\n",
      ], rules: [EveryViewModel.self])
    #expect(Engine.places(violations) == ["Sources/Login.swift:1:13 every-view-model"])
  }

  @Test func laterChecksReportWhatHoldsInTheWholeProject() {
    let violations = Engine.lint(
      [
        "Sources/Login.swift": "final class LoginModel: LoginViewModelType {\n  func load() {}\n  func save() {}\n}\nclass Other {\n  func load() {}\n}\n",
        "Sources/Protocols.swift": "protocol LoginViewModelType: AnyObject {}\n",
      ], rules: [ViewModelMembers.self])
    #expect(Engine.places(violations) == [
      "Sources/Login.swift:2:8 view-model-members", "Sources/Login.swift:3:8 view-model-members",
    ])
    #expect(violations.map(\.message) == ["LoginModel.load", "LoginModel.save"])
  }

  @Test func projectRulesSeeEveryFile() {
    let violations = Engine.lint(["a.swift": "", "b.swift": "", "c.swift": ""], rules: [FileCount.self])
    #expect(violations.map(\.message) == ["3 files"])
  }

  @Test func malformedSwiftIsStillLinted() {
    let violations = Engine.lint(["bad.swift": "struct A {\n  func f( {\n}\nstruct B {}\n"])
    let rules = Set(violations.map(\.ruleID))
    #expect(rules.contains("syntax-error"))
    #expect(violations.filter { $0.ruleID == "every-struct" }.count >= 1)
  }

  @Test(arguments: [
    ("let timer = Timer()", true),
    ("// Timer", true),
    ("Timer", true),
    ("x.Timer.y", true),
    ("let view = TimerView()", false),
    ("let myTimer = 1", false),
    ("let éTimer = 1", false),
    ("let Timer_ = 1", false),
    ("", false),
  ])
  func mentionsFindsWholeWordsOnly(source: String, mentions: Bool) {
    let violations = Engine.lint(["a.swift": source], rules: [MentionsTimer.self])
    #expect(violations.isEmpty == !mentions)
  }

  @Test func emptyFileGivesNothing() {
    #expect(Engine.lint(["empty.swift": ""]).isEmpty)
  }

  @Test func binaryAndNonUTF8FilesAreReportedNotFatal() throws {
    let folder = try TemporaryFolder()
    try folder.write("binary.swift", bytes: [0x00, 0x01, 0x02, 0xFF])
    try folder.write("latin1.swift", bytes: Array("let café = 1".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }))
    try folder.write("good.swift", bytes: Array("struct Good {}\n".utf8))
    let setup = LintSetup(
      rootDirectory: folder.path, presets: [], paths: .everything,
      rules: (RuleRegistry.engineRules + [EveryStruct.self]).map {
        ConfiguredRule(rule: $0.init(), severity: .warning)
      }, rolePatterns: .default)
    let files = try FileDiscovery(rootDirectory: folder.path, filter: .everything, useGit: false)
      .files(in: [folder.path])
    let inputs = files.map {
      LintInput(path: PathUtilities.relative($0, to: folder.path), content: .file(absolutePath: $0))
    }
    let result = Linter(setup: setup, knownRuleIDs: []).lint(inputs)
    #expect(Engine.places(result.violations) == [
      "binary.swift:1:1 unreadable-file", "good.swift:1:8 every-struct",
      "latin1.swift:1:1 unreadable-file",
    ])
    #expect(result.violations[0].message.contains("binary"))
    #expect(result.violations[2].message.contains("UTF-8"))
  }

  @Test func resultsDoNotDependOnScheduling() {
    var files: [String: String] = [:]
    for index in 0..<200 { files["f\(index).swift"] = "struct S\(index) {}\nstruct T\(index) {}\n" }
    let first = Engine.places(Engine.lint(files))
    #expect(first.count == 400)
    #expect(Engine.places(Engine.lint(files)) == first)
  }

  @Test func editsThatOverlapWaitForTheNextPass() {
    let text = "let a = 1"
    let edits = [
      SourceEditFactory.replace(4..<5, "b"),
      SourceEditFactory.replace(4..<9, "c = 2"),
      SourceEditFactory.replace(8..<9, "3"),
    ]
    let outcome = EditApplier.apply(edits, to: text)
    #expect(outcome.text == "let b = 3")
    #expect(outcome.deferred.count == 1)
  }
}
