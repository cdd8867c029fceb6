import CanonLint
import SwiftSyntax

/// A module's `State` stores data and has no behaviour.
struct ViperStatePlain: SyntaxRule {
  /// Its findings ask which module holds the file's folder.
  static let indexQuestions: [any IndexQuestion.Type] = [VIPERModuleQuestion.self]
  static let description = RuleDescription(
    id: "viper-state-plain",
    summary: "A module `State` type that declares methods",
    rationale: """
      When a presenter's state is moved into its own `<Module>State` object, that object is a \
      plain store of data with no behaviour: the presenter decides, the state remembers. Each \
      method declared in the state type or in its extensions in the same file is reported; \
      initialisers and properties (stored or computed) are fine. The state type is the one \
      named after the module (`PostListState` in module `PostList`); outside a module folder, \
      a type named `…State` in a presenter-role file is not guessed at.
      """,
    source: "G2 Presenter layer: the State class",
    triggering: [
      Example(
        """
        struct PostListState {
          var feedId: String
          var hasHeader = false
          func ↓isEmpty() -> Bool { feedId.isEmpty }
          mutating func ↓reset() { hasHeader = false }
        }
        extension PostListState {
          static func ↓initial() -> PostListState { PostListState(feedId: "") }
        }
        """, path: "App/PostList/Presenter/PostListState.swift",
        context: ["App/PostList/View/PostListView.swift": "final class PostListView {}"])
    ],
    nonTriggering: [
      Example(
        """
        struct PostListState {
          var feedId: String
          var hasHeader = false
          var isEmpty: Bool { feedId.isEmpty }
          init(feedId: String) { self.feedId = feedId }
        }
        """, path: "App/PostList/Presenter/PostListState.swift",
        context: ["App/PostList/View/PostListView.swift": "final class PostListView {}"]),
      Example(
        "struct LoadingState {\n  func next() -> LoadingState { self }\n}",
        path: "App/PostList/Presenter/LoadingState.swift",
        context: ["App/PostList/View/PostListView.swift": "final class PostListView {}"]),
    ])

  var options = VIPERModuleRuleOptions()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let layout = options.module
    let candidates = file.viperPlaces(layout)
    guard !candidates.isEmpty else { return }

    func check(_ typeName: String, _ block: MemberBlockSyntax, nested: Bool) {
      guard !nested else { return }
      guard typeName.hasSuffix("State"), typeName.count > "State".count else { return }
      for decl in file.members(of: block) {
        guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
        file.report(
          at: function.name,
          "'\(typeName)' is a plain state object: move '\(function.name.text)' to the presenter",
          when: { index in
            layout.place(among: candidates, in: index)?.moduleName == String(typeName.dropLast(5))
          })
      }
    }
    walk.on(StructDeclSyntax.self) {
      check($0.name.text, $0.memberBlock, nested: $0.enclosingTypeDeclaration != nil)
    }
    walk.on(ClassDeclSyntax.self) {
      check($0.name.text, $0.memberBlock, nested: $0.enclosingTypeDeclaration != nil)
    }
    walk.on(EnumDeclSyntax.self) {
      check($0.name.text, $0.memberBlock, nested: $0.enclosingTypeDeclaration != nil)
    }
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let name = node.extendedType.nominalNames.last else { return }
      check(name, node.memberBlock, nested: false)
    }
  }
}
