import CanonLint
import Foundation
import SwiftSyntax

/// Reports every struct: a rule for testing the engine itself.
struct EveryStruct: SyntaxRule {
  static let description = RuleDescription(
    id: "every-struct", summary: "Reports every struct", rationale: "Engine tests.",
    source: "tests", triggering: [Example("↓struct A {}")], nonTriggering: [Example("class A {}")])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(StructDeclSyntax.self) { file.report(at: $0.name, "struct \($0.name.text)") }
  }
}

/// Reports view models, which only the project index can tell: tests deferred conditions.
struct EveryViewModel: SyntaxRule {
  static let description = RuleDescription.engineTest(
    "every-view-model", "Reports every view model")

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ClassDeclSyntax.self) { node in
      let name = node.name.text
      file.report(at: node.name, "view model \(name)", when: { $0.hasRole(.viewModel, name) })
    }
  }
}

/// Reports the members of view models in one later check per file: tests `report(later:)`.
struct ViewModelMembers: SyntaxRule {
  static let description = RuleDescription.engineTest(
    "view-model-members", "Reports every member of a view model")

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ClassDeclSyntax.self) { node in
      let name = node.name.text
      let members = file.members(of: node.memberBlock).compactMap { decl in
        decl.as(FunctionDeclSyntax.self).map {
          ($0.name.positionAfterSkippingLeadingTrivia.utf8Offset, $0.name.text)
        }
      }
      file.report(later: { index in
        guard index.hasRole(.viewModel, name) else { return [] }
        return members.map { LaterFinding(offset: $0.0, "\(name).\($0.1)") }
      })
    }
  }
}

/// Reports each class with the number of types the project declares: a condition that reads the
/// index's `files` rather than asking it a question.
struct FilesOfTheIndex: SyntaxRule {
  static let description = RuleDescription.engineTest(
    "files-of-the-index", "Reports classes with the project's type count")

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ClassDeclSyntax.self) { node in
      let name = node.name.text
      let offset = node.name.positionAfterSkippingLeadingTrivia.utf8Offset
      file.report(later: { index in
        let types = index.files.reduce(0) { $0 + $1.types.count }
        return [LaterFinding(offset: offset, "\(name) among \(types) types")]
      })
    }
  }
}

/// Reports each class no file calls a method on by its name (`Login.start()` counts for `Login`):
/// each file records the names it calls methods on, and a class's finding asks `hasFact`, as
/// `private-outlets` asks about member uses.
struct UncalledClass: SyntaxRule {
  static let description = RuleDescription.engineTest(
    "uncalled-class", "Reports classes no file calls a method on")

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(MemberAccessExprSyntax.self) { node in
      if let base = node.base?.as(DeclReferenceExprSyntax.self) {
        file.record(base.baseName.text)
      }
    }
    walk.on(ClassDeclSyntax.self) { node in
      let name = node.name.text
      file.report(
        at: node.name, "\(name) is never called",
        when: { !$0.hasFact(name, of: Self.id) })
    }
  }
}

/// `UncalledClass` with a fact type of its own, a name and how it was called, asked with
/// `hasFact` as `layer-dependencies` records its references.
struct UncalledClassByCall: SyntaxRule {
  static let description = RuleDescription.engineTest(
    "uncalled-class-by-call", "Reports classes no file calls a method on")

  struct Call: Fact {
    var type: String
    var isStatic: Bool

    init(type: String, isStatic: Bool) {
      self.type = type
      self.isStatic = isStatic
    }

    func write(to writer: inout FactWriter) {
      writer.write(type)
      writer.write(isStatic)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      type = try reader.read()
      isStatic = try reader.read()
    }
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(MemberAccessExprSyntax.self) { node in
      if let base = node.base?.as(DeclReferenceExprSyntax.self) {
        file.record(Call(type: base.baseName.text, isStatic: true))
      }
    }
    walk.on(ClassDeclSyntax.self) { node in
      let name = node.name.text
      file.report(
        at: node.name, "\(name) is never called",
        when: { !$0.hasFact(Call(type: name, isStatic: true), of: Self.id) })
    }
  }
}

/// Reports each class while the project has more than three files, counted once per index by a
/// memo that every condition shares, as `VIPERModules.of` does: tests `noteMemoRead`.
struct MemoizedFileCount: SyntaxRule {
  static let description = RuleDescription.engineTest(
    "memoized-file-count", "Reports classes in projects of more than three files")

  final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private weak var index: ProjectIndex?
    private var count = 0

    func fileCount(in index: ProjectIndex) -> Int {
      index.noteMemoRead(fromFactsOf: nil)
      lock.lock()
      defer { lock.unlock() }
      if self.index !== index {
        count = index.files.count
        self.index = index
      }
      return count
    }
  }

  let memo = Memo()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let memo = memo
    walk.on(ClassDeclSyntax.self) { node in
      file.report(
        at: node.name, "\(node.name.text) in a project of more than three files",
        when: { memo.fileCount(in: $0) > 3 })
    }
  }
}

/// Reports the number of files once: tests project rules.
struct FileCount: ProjectRule {
  static let description = RuleDescription.engineTest("file-count", "Reports the file count")

  func check(_ project: LintedProject) {
    guard let first = project.index.files.first else { return }
    project.report(at: .start(of: first.path), "\(project.index.files.count) files")
  }
}

enum Engine {
  static let registry = RuleRegistry(
    rules: [EveryStruct.self, EveryViewModel.self, ViewModelMembers.self, FileCount.self],
    presets: [Preset(name: "base", summary: "test", entries: [.init("every-struct")])])

  /// Lints in-memory files with the given rules.
  static func lint(
    _ files: [String: String], rules: [any Rule.Type] = [EveryStruct.self], generated: [String] = []
  ) -> [Violation] {
    let configured = (RuleRegistry.engineRules + rules).map {
      ConfiguredRule(rule: $0.init(), severity: .warning)
    }
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything, rules: configured,
      rolePatterns: .default, generated: generated)
    let inputs = files.sorted { $0.key < $1.key }.map {
      LintInput(path: $0.key, content: .text($0.value))
    }
    return Linter(setup: setup, knownRuleIDs: Set(registry.ruleIDs)).lint(inputs).violations
  }

  static func places(_ violations: [Violation]) -> [String] {
    violations.map { "\($0.location) \($0.ruleID)" }
  }
}

/// Reports a file that mentions `Timer` as a whole word: for testing `LintedFile.mentions`.
struct MentionsTimer: SyntaxRule {
  static let description = RuleDescription(
    id: "mentions-timer", summary: "Reports files that mention Timer", rationale: "Engine tests.",
    source: "tests", triggering: [Example("↓let timer = Timer()")],
    nonTriggering: [Example("let view = TimerView()")])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if file.mentions("Timer") { file.report(at: file.tree, "mentions Timer") }
  }
}

extension RuleDescription {
  /// The description of a rule that tests the engine: it has no examples of its own.
  static func engineTest(_ id: String, _ summary: String) -> RuleDescription {
    RuleDescription(
      id: id, summary: summary, rationale: "Engine tests.", source: "tests", triggering: [],
      nonTriggering: [])
  }
}

/// Reports each class with how many types its folder declares, which it asks the index as a
/// question of its own (`IndexQuestion`): tests `ProjectIndex.ask` and the cache asking again.
struct FolderTypeCount: SyntaxRule {
  static let description = RuleDescription.engineTest(
    "folder-type-count", "Reports classes with the number of types their folder declares")
  static let indexQuestions: [any IndexQuestion.Type] = [TypesInFolder.self]

  /// How many types the files directly in `folder` declare: made from every file's summary.
  struct TypesInFolder: IndexQuestion {
    static let id = "types-in-folder"
    var folder: String
    var key: String { folder }

    init(folder: String) {
      self.folder = folder
    }

    init?(key: String) {
      folder = key
    }

    func answer(in index: ProjectIndex) -> Int {
      index.files.filter { ($0.path as NSString).deletingLastPathComponent == folder }
        .reduce(0) { $0 + $1.types.count }
    }

    static func combine(_ answer: Int, into hash: inout StableHash) {
      hash.combine(answer)
    }
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let folder = (file.path as NSString).deletingLastPathComponent
    walk.on(ClassDeclSyntax.self) { node in
      let name = node.name.text
      let offset = node.name.positionAfterSkippingLeadingTrivia.utf8Offset
      file.report(later: { index in
        let count = index.ask(TypesInFolder(folder: folder))
        return [LaterFinding(offset: offset, "\(name) among \(count) types of its folder")]
      })
    }
  }
}
