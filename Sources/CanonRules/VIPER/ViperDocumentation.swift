import CanonLint
import SwiftSyntax

/// Module protocols' requirements and module types carry documentation comments.
struct ViperDocumentation: SyntaxRule {
  /// Its findings ask which module holds the file's folder.
  static let indexQuestions: [any IndexQuestion.Type] = [VIPERModuleQuestion.self]
  static let description = RuleDescription(
    id: "viper-documentation",
    summary:
      "A module protocol requirement, or a module type, without a `///` documentation comment",
    rationale: """
      Every requirement of a module protocol is documented (what it does, its parameters and \
      result), and so is every type of a module: unique components (cells, helpers) say what \
      they are, and the standard ones (interactor, presenter, view, assembly and their \
      protocols) carry one shared comment that says what the whole module is for. `///` and \
      `/** */` comments count. Module types are the top-level types declared in a module's \
      layer folders (`private` ones are details of their file). Objective-C's separate header and implementation have no Swift \
      counterpart: the comment goes on the declaration.
      """,
    source: "G2 comments: javadoc comments on protocol methods and module components",
    triggering: [
      // The dialect of Generamba's classic templates, in a flat module folder (no layer
      // folders): `…InteractorInputProtocol`, `…ViewProtocol`, `…PresenterProtocol` (the view's
      // output), `…WireframeProtocol` (the router's input).
      Example(
        """
        /// What the account confirmation asks of its interactor.
        protocol AccountConfirmInteractorInputProtocol: AnyObject {
          func ↓requestWords()
        }
        """,
        path: "App/Modules/AccountConfirm/AccountConfirmProtocols.swift",
        context: [
          "App/Modules/AccountConfirm/AccountConfirmPresenter.swift": "final class AccountConfirmPresenter {}",
          "App/Modules/AccountConfirm/AccountConfirmWireframe.swift": "final class AccountConfirmWireframe {}",
        ]),
      Example(
        """
        /// The list of posts of any feed.
        protocol PostListInteractorInput: AnyObject {
          func ↓obtainPosts() -> [Post]
          /// The number of posts in the current feed.
          func obtainPostCount() -> Int
        }
        """),
      Example(
        "final class ↓PostListInteractor {}",
        path: "App/PostList/Interactor/PostListInteractor.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift":
            "/// Shows the posts of any feed.\nfinal class PostListPresenter {}"
        ]),
    ],
    nonTriggering: [
      // A helper protocol named like the dialect's module protocols, of no module.
      Example(
        "protocol LoadableViewProtocol: AnyObject {\n  func reload()\n}\nprotocol ErrorPresenterProtocol: AnyObject {\n  func present(error: Error)\n}",
        path: "App/Common/LoadableViewProtocol.swift",
        context: ["App/Common/Loadable.swift": "final class LoadablePresenter {}"]),
      Example(
        """
        /// The list of posts of any feed.
        protocol PostListInteractorInput: AnyObject {
          /// The posts of the current feed.
          ///
          /// - Returns: the posts, newest first.
          func obtainPosts() -> [Post]
          /**
           The number of posts in the current feed.
           */
          @discardableResult
          func obtainPostCount() -> Int
        }
        protocol PostFormatter {
          func string(for post: Post) -> String
        }
        """),
      Example(
        """
        /// Shows the posts of any feed; used as an embedded module.
        final class PostListInteractor {
          final class Page {}
        }
        extension PostListInteractor {}
        private enum Layout {}
        """,
        path: "App/PostList/Interactor/PostListInteractor.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift":
            "/// Shows the posts of any feed.\nfinal class PostListPresenter {}"
        ]),
      Example("final class Badge {}", path: "App/Common/View/Badge.swift"),
    ])

  struct Options: VIPERModuleConfigurable {
    var module = VIPERModuleOptions()
    var protocolSuffixes = VIPERProtocols.all
    var checkTypes = true
    static var fields: [OptionField<Options>] {
      moduleFields + [
        .option("protocol-suffixes", \.protocolSuffixes, "Name suffixes of module protocols"),
        .option("check-types", \.checkTypes, "Also require a comment on every module type"),
      ]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let suffixes = options.protocolSuffixes
    let layout = options.module
    let candidates = options.checkTypes ? file.viperPlaces(layout) : []

    func checkType(_ name: TokenSyntax, _ decl: some DeclGroupSyntax) {
      let modifiers = decl.modifiers.names
      guard !candidates.isEmpty, decl.enclosingTypeDeclaration == nil,
        !decl.hasDocumentationComment, !modifiers.contains("private"),
        !modifiers.contains("fileprivate")
      else { return }
      file.report(
        at: name, "document '\(name.text)': say what the module (or this component) is for",
        when: { layout.place(among: candidates, in: $0) != nil })
    }

    walk.on(ClassDeclSyntax.self) { checkType($0.name, $0) }
    walk.on(StructDeclSyntax.self) { checkType($0.name, $0) }
    walk.on(EnumDeclSyntax.self) { checkType($0.name, $0) }
    walk.on(ActorDeclSyntax.self) { checkType($0.name, $0) }
    walk.on(ProtocolDeclSyntax.self) { node in
      checkType(node.name, node)
      guard let suffix = VIPERProtocols.suffix(of: node.name.text, among: suffixes) else { return }
      let condition = VIPERProtocols.condition(forProtocol: node.name.text, suffix: suffix)
      for decl in file.members(of: node.memberBlock) where !decl.hasDocumentationComment {
        let name: TokenSyntax
        if let function = decl.as(FunctionDeclSyntax.self) {
          name = function.name
        } else if let variable = decl.as(VariableDeclSyntax.self),
          let first = variable.boundNames.first
        {
          name = first
        } else {
          continue
        }
        file.report(at: name, "document '\(name.text)' of \(node.name.text)", when: condition)
      }
    }
  }
}
