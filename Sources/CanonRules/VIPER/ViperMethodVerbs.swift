import CanonLint
import SwiftSyntax

/// Module protocols describe behaviour: every requirement starts with a verb.
struct ViperMethodVerbs: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-method-verbs",
    summary: "A module protocol requirement whose first word is not a verb",
    rationale: """
      The protocols that close a module's elements (`…Input`, `…Output`, and in the dialect of \
      Generamba's classic templates `…InteractorInputProtocol`, `…ViewProtocol`, \
      `…PresenterProtocol`, `…WireframeProtocol` of a module of the project) describe behaviour, \
      not state: requests are imperative verbs (`obtainPosts`, `processUserInput`, \
      `invalidateCache`) and reports are past forms (`didObtainPosts`). The first camel-case \
      word of each requirement is looked up in WordNet's English verbs, compiled in (modal \
      `will`/`should`/`can` included; regular past forms, `-ize`/`-ify` verbs and prefixed verbs \
      such as `deselect` derived); project verbs can be added with `extra-verbs`. A name whose \
      verb comes later (`backButtonDidTap`: the back button did tap) does not start with its \
      verb, whatever its first word; UIKit's lifecycle names (`viewDidLoad`) are left alone. A property requirement is reported too: it exposes state; a closure \
      property whose name is not a verb (`onCloseButtonTap`) is an event callback that belongs \
      in the output protocol as a `did…` method. A state question (`isPremiumUser()`, \
      `hasDraft()`) starts with a verb, but one of state, not behaviour: it is reported as a \
      question to turn into a request (`checkPremiumUser`) or a report. Operators, \
      initialisers and subscripts are not checked. Where `viper-output-methods` or \
      `viper-router-methods` reports a method, this rule leaves it to them: one problem, one \
      finding.
      """,
    source: "G2 general module rules: protocol methods start with verbs",
    triggering: [
      // The dialect of Generamba's classic templates, in a flat module folder (no layer
      // folders): `…InteractorInputProtocol`, `…ViewProtocol`, `…PresenterProtocol` (the view's
      // output), `…WireframeProtocol` (the router's input).
      Example(
        """
        protocol AccountConfirmInteractorInputProtocol: AnyObject {
          func ↓words() -> [String]
        }
        protocol AccountConfirmViewProtocol: AnyObject {
          var ↓isLoading: Bool { get }
        }
        """,
        path: "App/Modules/AccountConfirm/AccountConfirmProtocols.swift",
        context: [
          "App/Modules/AccountConfirm/AccountConfirmPresenter.swift": "final class AccountConfirmPresenter {}",
          "App/Modules/AccountConfirm/AccountConfirmWireframe.swift": "final class AccountConfirmWireframe {}",
        ]),
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
        """),
      // The first word may be a verb (`back`, `network`), but the verb of the name comes later.
      Example(
        """
        protocol HomeInteractorOutput: AnyObject {
          func ↓unReadNotifications(_ count: Int)
        }
        protocol GalleryViewInput: AnyObject {
          func ↓numberOfItemsAvailableForAdding() -> Int
        }
        protocol WalletViewOutput: AnyObject {
          func ↓isPremiumUser() -> Bool
          func ↓hasUnsavedDraft() -> Bool
          func ↓backButtonDidTap()
          func ↓networkInfoViewDidChangeExpansion()
          func ↓rootWillAppear()
          func ↓backButtonClicked()
          func ↓nameTextFieldValueChanged()
        }
        """),
    ],
    nonTriggering: [
      // A helper protocol named like the dialect's module protocols, of no module.
      Example(
        "protocol LoadableViewProtocol: AnyObject {\n  var isLoading: Bool { get }\n}\nprotocol ErrorPresenterProtocol: AnyObject {\n  func errorAlert()\n}",
        path: "App/Common/LoadableViewProtocol.swift",
        context: ["App/Common/Loadable.swift": "final class LoadablePresenter {}"]),
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
      // Past and future forms first, and UIKit's lifecycle names, which view outputs mirror.
      Example(
        """
        protocol WalletViewOutput: AnyObject {
          func didTapBackButton()
          func willDisplayCell(at index: Int)
          func viewDidLoad()
          func viewWillAppear()
          func processDidacticMaterial()
          func scrollOffsetToTop()
          func reloadChanged()
          func didTapBackButtonClicked()
          func handleWalletChanged()
          func handleViewDidLoad()
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
          func unBind()
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
    ],
    // An output method that must start with `did`, or a router method with `open`/`close`/
    // `embed`, is told so by those rules: starting it so starts it with a verb too.
    defersTo: ["viper-output-methods", "viper-router-methods"])

  /// The first word of a name as a reader reads it, in lower case and as written: a prefix
  /// written as its own camel-case word is part of the next (`unBind` → `unbind`, `unRead` →
  /// `unread`), so that the message never calls `un` the word.
  static func firstWord(of name: String) -> (word: String, written: String) {
    let first = name.firstCamelWord
    let trimmed = name.drop { $0 == "_" }
    guard VIPERVerbs.prefixes.contains(first) else {
      return (first, String(trimmed.prefix(first.count)))
    }
    let second = String(trimmed.dropFirst(first.count)).firstCamelWord
    return (first + second, String(trimmed.prefix(first.count + second.count)))
  }

  /// The words before a closing UI event (`backButtonClicked` → `backButton`), for names of
  /// three words or more, or `nil`.
  static func subjectBeforeEvent(_ name: String) -> String? {
    guard let event = eventWords.first(where: { name.hasSuffix($0) }) else { return nil }
    let subject = name.dropLast(event.count)
    guard subject.dropFirst().contains(where: \.isUppercase) else { return nil }
    return String(subject)
  }

  /// First words after which a later event is the verb's object, not the name's verb
  /// (`handleWalletChanged`, `didTapBackButtonClicked`).
  static let eventHandlingVerbs = [
    "did", "will", "should", "handle", "process", "notify", "report", "track", "log", "send",
    "emit", "trigger", "fire", "observe",
  ]

  /// Present forms of `be`, `have` and `do` that open a question about state (`isLoggedIn`,
  /// `hasDraft`): verbs, but neither the imperative of a request nor the past form of a report
  /// that the guide asks for, so the message says so rather than calling them no verb.
  static let stateQueryWords: Set<String> = ["is", "are", "has", "have", "does"]

  /// Past forms of UI events that close a name whose subject comes first.
  static let eventWords = ["Clicked", "Tapped", "Pressed", "Touched", "Changed", "Toggled"]

  /// The words before a later `Did`/`Will` (`backButtonDidTap` → `backButton`), or `nil`.
  /// UIKit's own lifecycle names (`viewDidLoad`, `viewWillAppear`), which view outputs mirror,
  /// are left alone.
  static func subjectBeforeDidOrWill(_ name: String) -> String? {
    var index = name.startIndex
    var sawLower = false
    while index < name.endIndex {
      let character = name[index]
      if sawLower, character.isUppercase {
        let rest = name[index...]
        if rest.hasPrefix("Did") || rest.hasPrefix("Will") {
          let after = rest.dropFirst(rest.hasPrefix("Did") ? 3 : 4).first
          if after.map({ $0.isUppercase }) ?? true {
            let subject = String(name[..<index])
            return subject == "view" ? nil : subject
          }
        }
      }
      if character.isLowercase { sawLower = true }
      index = name.index(after: index)
    }
    return nil
  }

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
      guard let suffix = VIPERProtocols.suffix(of: node.name.text, among: suffixes) else { return }
      let condition = VIPERProtocols.condition(forProtocol: node.name.text, suffix: suffix)
      for decl in file.members(of: node.memberBlock) {
        if let function = decl.as(FunctionDeclSyntax.self) {
          guard case .identifier = function.name.tokenKind else { continue }
          let (word, written) = Self.firstWord(of: function.name.text)
          // `numberOfItems`, `sizeOfImage`: a noun phrase, whatever else its first word can be.
          let rest = function.name.text.drop { $0 == "_" }.dropFirst(written.count)
          let nounPhrase =
            rest.hasPrefix("Of") && (rest.dropFirst(2).first.map(\.isUppercase) ?? true)
          if VIPERVerbs.isVerb(word, extra: extra), !nounPhrase {
            // `backButtonDidTap` starts with a word that may be a verb, but its verb is `Did`:
            // the name is a sentence about a subject, not an action.
            // `handleViewDidLoad`: the verb takes the event as its object.
            let name = function.name.text
            guard !Self.eventHandlingVerbs.contains(where: name.startsWithWord),
              let subject = Self.subjectBeforeDidOrWill(name) ?? Self.subjectBeforeEvent(name)
            else { continue }
            file.report(
              at: function.name,
              "'\(function.name.text)' reads as an event of '\(subject)', not an action: start it with the verb ('did…', 'will…') so that it describes behaviour",
              when: condition)
            continue
          }
          if nounPhrase {
            // `number` is a verb too: the message must not say it is none.
            file.report(
              at: function.name,
              "'\(function.name.text)' is a noun phrase ('\(written) of …'): module protocols describe behaviour, so start it with a verb (e.g. 'obtain…')",
              when: condition)
            continue
          }
          if Self.stateQueryWords.contains(word) {
            file.report(
              at: function.name,
              "'\(function.name.text)' asks about state ('\(written)…'): module protocols describe behaviour, so start it with an imperative verb for a request ('obtain…', 'check…') or a past form for a report ('did…')",
              when: condition)
            continue
          }
          file.report(
            at: function.name,
            "'\(function.name.text)' should start with a verb: module protocols describe behaviour, and '\(written)' is not an English verb (add the project's own verbs with `extra-verbs`)",
            when: condition)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          let isCallback =
            variable.bindings.first?.typeAnnotation?.type.isClosureOrOptionalClosure == true
          for name in variable.boundNames {
            let word = name.text.firstCamelWord
            if isCallback {
              guard !VIPERVerbs.isVerb(word, extra: extra) else { continue }
              file.report(
                at: name,
                "'\(name.text)' is an event callback in a module protocol: report the event through the output protocol with a method starting with a verb ('did…')",
                when: condition)
            } else {
              file.report(
                at: name,
                "'\(name.text)' exposes state in a module protocol: make it a method starting with a verb (e.g. 'obtain…')",
                when: condition)
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
