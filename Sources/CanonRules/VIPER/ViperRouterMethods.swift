import CanonLint
import SwiftSyntax

/// A router's methods open, close or embed modules, and say so.
struct ViperRouterMethods: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-router-methods",
    summary:
      "A `…RouterInput` requirement whose name does not start with `open`, `close` or `embed`",
    rationale: """
      A router only moves between modules: it opens one, closes the current one or embeds a \
      child module in a container. Starting every router method with one of these verbs keeps \
      routers consistent and keeps anything else out of them. The dialect of Generamba's classic \
      templates is read the same way: `…WireframeProtocol` and `…RouterProtocol`, when the rest \
      of the name is a module of the project (a folder of layer folders, or a flat folder \
      holding the module's presenter beside another of its elements).
      """,
    source: "G2 Router layer: RouterInput method patterns",
    triggering: [
      // The dialect of Generamba's classic templates, in a flat module folder (no layer
      // folders): `…InteractorInputProtocol`, `…ViewProtocol`, `…PresenterProtocol` (the view's
      // output), `…WireframeProtocol` (the router's input).
      Example(
        """
        protocol AccountConfirmWireframeProtocol: AnyObject {
          func ↓proceed(from view: AccountConfirmViewProtocol?)
        }
        """,
        path: "App/Modules/AccountConfirm/AccountConfirmProtocols.swift",
        context: [
          "App/Modules/AccountConfirm/AccountConfirmPresenter.swift": "final class AccountConfirmPresenter {}",
          "App/Modules/AccountConfirm/AccountConfirmWireframe.swift": "final class AccountConfirmWireframe {}",
        ]),
      Example(
        """
        protocol PostListRouterInput: AnyObject {
          func ↓showPostDetails(postId: String)
          func ↓dismiss()
          func ↓openingAnimationDuration() -> Double
        }
        """)
    ],
    nonTriggering: [
      // A helper protocol named like the dialect's module protocols, of no module.
      Example(
        "protocol LoadableViewProtocol: AnyObject {\n  func show()\n}\nprotocol ErrorPresenterProtocol: AnyObject {\n  func present(error: Error)\n}",
        path: "App/Common/LoadableViewProtocol.swift",
        context: ["App/Common/Loadable.swift": "final class LoadablePresenter {}"]),
      Example(
        """
        protocol PostListRouterInput: AnyObject {
          func openPostDetailsModule(postId: String)
          func closeCurrentModule()
          func embedCommentsModule(in container: UIView)
          func open()
        }
        protocol PostListViewInput: AnyObject {
          func showPosts(_ posts: [String])
        }
        """)
    ])

  struct Options: RuleOptions {
    var prefixes = ["open", "close", "embed"]
    var protocolSuffixes = VIPERProtocols.routerInputs
    static var fields: [OptionField<Options>] {
      [
        .option("prefixes", \.prefixes, "The words a router method may start with"),
        .option(
          "protocol-suffixes", \.protocolSuffixes,
          "Name suffixes of router protocols (`Router` for dialects without `Input`)"),
      ]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let prefixes = options.prefixes
    let suffixes = options.protocolSuffixes
    walk.on(ProtocolDeclSyntax.self) { node in
      guard let suffix = VIPERProtocols.suffix(of: node.name.text, among: suffixes) else { return }
      let condition = VIPERProtocols.condition(forProtocol: node.name.text, suffix: suffix)
      for decl in file.members(of: node.memberBlock) {
        guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
        let name = function.name.text
        guard !prefixes.contains(where: { name.startsWithWord($0) }) else { continue }
        file.report(
          at: function.name,
          "router method '\(name)' should start with \(prefixes.map { "'\($0)'" }.joined(separator: ", "))",
          when: condition)
      }
    }
  }
}
