import CanonLint
import SwiftSyntax

/// Module protocols describe behaviour: every requirement starts with a verb.
struct ViperMethodVerbs: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-method-verbs",
    summary: "A module protocol requirement whose first word is not a verb",
    rationale: """
      The protocols that close a module's elements (`…Input`, `…Output`) describe behaviour, \
      not state: requests are imperative verbs (`obtainPosts`, `processUserInput`, \
      `invalidateCache`) and reports are past forms (`didObtainPosts`). The first camel-case \
      word of each requirement is looked up in WordNet's English verbs, compiled in (modal \
      `will`/`should`/`can` included; regular past forms, `-ize`/`-ify` verbs and prefixed verbs \
      such as `deselect` derived); project verbs can be added with `extra-verbs`. A property requirement is reported too: it exposes state; a closure \
      property whose name is not a verb (`onCloseButtonTap`) is an event callback that belongs \
      in the output protocol as a `did…` method. Operators, \
      initialisers and subscripts are not checked.
      """,
    source: "G2 general module rules: protocol methods start with verbs",
    triggering: [
      Example(
        """
        protocol PostListInteractorInput: AnyObject {
          func ↓posts() -> [Post]
          func ↓newPostCount() -> Int
          var ↓isLoading: Bool { get }
        }
        protocol PostListViewOutput: AnyObject {
          func ↓currentPageChanged()
        }
        protocol ChatViewInput: AnyObject {
          var ↓onSendButtonTouch: (() -> Void)? { get set }
        }
        """)
    ],
    nonTriggering: [
      Example(
        """
        protocol PostListInteractorInput: AnyObject {
          func obtainPosts() -> [Post]
          func processUserInput(_ input: String)
          func invalidateCurrentCache()
          func performLogin(username: String, password: String)
        }
        protocol PostListModuleInput: AnyObject {
          func configure(with postId: String)
          func updateContentInset(_ inset: Double)
        }
        protocol PostListInteractorOutput: AnyObject {
          func didObtainPosts(_ posts: [Post])
          func loadedPosts(_ posts: [Post])
        }
        protocol PostListViewInput: AnyObject {
          func setupInitialState()
          init(title: String)
          var didTouchSend: (() -> Void)? { get set }
        }
        protocol PostsDataSource {
          var posts: [Post] { get }
        }
        """),
      // Verbs of the dictionary, not only of a hand-made list.
      Example(
        """
        protocol EditorInteractorInput: AnyObject {
          func tokenize(_ text: String)
          func unbind()
          func serve(_ request: Request)
          func deselectAll()
        }
        protocol EditorRouterInput: AnyObject {
          func pop()
        }
        protocol EditorViewInput: AnyObject {
          func flash(_ message: String)
          func prettifyJSON()
        }
        """),
      Example(
        "protocol PostListViewInput: AnyObject {\n  func relayout()\n}",
        options: "extra-verbs: [relayout]"),
    ])

  struct Options: RuleOptions {
    var protocolSuffixes = VIPERProtocols.all
    var extraVerbs: [String] = []
    static var fields: [OptionField<Options>] {
      [
        .option("protocol-suffixes", \.protocolSuffixes, "Name suffixes of module protocols"),
        .option("extra-verbs", \.extraVerbs, "Verbs to accept beyond the bundled list"),
      ]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let suffixes = options.protocolSuffixes
    let extra = Set(options.extraVerbs.map { $0.lowercased() })
    walk.on(ProtocolDeclSyntax.self) { node in
      guard VIPERProtocols.suffix(of: node.name.text, among: suffixes) != nil else { return }
      for decl in file.members(of: node.memberBlock) {
        if let function = decl.as(FunctionDeclSyntax.self) {
          guard case .identifier = function.name.tokenKind else { continue }
          let word = function.name.text.firstCamelWord
          guard !VIPERVerbs.isVerb(word, extra: extra) else { continue }
          file.report(
            at: function.name,
            "'\(function.name.text)' should start with a verb: module protocols describe behaviour, and '\(word)' is not an English verb (add the project's own verbs with `extra-verbs`)"
          )
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          let isCallback =
            variable.bindings.first?.typeAnnotation?.type.isClosureOrOptionalClosure == true
          for name in variable.boundNames {
            let word = name.text.firstCamelWord
            if isCallback {
              guard !VIPERVerbs.isVerb(word, extra: extra) else { continue }
              file.report(
                at: name,
                "'\(name.text)' is an event callback in a module protocol: report the event through the output protocol with a method starting with a verb ('did…')"
              )
            } else {
              file.report(
                at: name,
                "'\(name.text)' exposes state in a module protocol: make it a method starting with a verb (e.g. 'obtain…')"
              )
            }
          }
        }
      }
    }
  }
}

extension TypeSyntax {
  /// A closure type, optional or not.
  var isClosureOrOptionalClosure: Bool {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isClosure }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.isClosure
    }
    return isClosure
  }
}
