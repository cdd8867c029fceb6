import CanonLint
import SwiftSyntax

/// Layers talk through synchronous calls; results come back through the output protocol.
struct ViperSynchronousInterfaces: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-synchronous-interfaces",
    summary:
      "A module protocol requirement that is `async`, takes an escaping completion closure or returns a future",
    rationale: """
      The methods through which a module's layers talk are synchronous: the presenter asks the \
      interactor to `obtain…`, and the interactor answers later through its output \
      (`didObtain…`). A completion handler or an `async` requirement hides that second half of \
      the conversation from the protocols, and so does a returned future or stream (`Future`, \
      `AnyPublisher`, RxSwift's `Single`/`Observable`, a `Task`, …). Escaping closures \
      (`@escaping`, or optional closures, which always escape) are flagged; a non-escaping \
      closure runs during the call and is fine.
      """,
    source: "G2 general module rules: all methods between layers are synchronous",
    triggering: [
      // The dialect of Generamba's classic templates, in a flat module folder (no layer
      // folders): `…InteractorInputProtocol`, `…ViewProtocol`, `…PresenterProtocol` (the view's
      // output), `…WireframeProtocol` (the router's input).
      Example(
        """
        protocol AccountConfirmInteractorInputProtocol: AnyObject {
          func ↓requestWords() async -> [String]
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
          func ↓obtainPosts(completion: @escaping ([Post]) -> Void)
          func ↓obtainAvatar() async throws -> Data
          func ↓performLogin(name: String, then: ((Bool) -> Void)?)
          func ↓obtainFeed() -> AnyPublisher<[Post], Error>
          func ↓obtainProfile() -> Single<Profile>
          func ↓obtainBadges() -> Observable<[Badge]>?
          func ↓refreshToken() -> Future<Token, Never>
          func ↓startUpload() -> Task<Void, Error>
          func ↓obtainDrafts() -> RxSwift.Observable<[Draft]>
          func ↓watchLikes() -> some Publisher
        }
        """)
    ],
    nonTriggering: [
      // A helper protocol named like the dialect's module protocols, of no module.
      Example(
        "protocol LoadableViewProtocol: AnyObject {\n  func reload() async\n}\nprotocol ErrorPresenterProtocol: AnyObject {\n  func present(error: Error) async\n}",
        path: "App/Common/LoadableViewProtocol.swift",
        context: ["App/Common/Loadable.swift": "final class LoadablePresenter {}"]),
      Example(
        """
        protocol PostListInteractorInput: AnyObject {
          func obtainPosts()
          func sortPosts(by areInOrder: (Post, Post) -> Bool)
        }
        protocol PostListInteractorOutput: AnyObject {
          func didObtainPosts(_ posts: [Post])
        }
        protocol PostListViewInput: AnyObject {
          func obtainVisibleRange() -> Range<Int>
          func obtainTitle() -> String?
        }
        protocol PostService {
          func posts(completion: @escaping ([Post]) -> Void)
        }
        """)
    ])

  struct Options: RuleOptions {
    var protocolSuffixes = VIPERProtocols.all
    static var fields: [OptionField<Options>] {
      [.option("protocol-suffixes", \.protocolSuffixes, "Name suffixes of module protocols")]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let suffixes = options.protocolSuffixes
    walk.on(ProtocolDeclSyntax.self) { node in
      guard let suffix = VIPERProtocols.suffix(of: node.name.text, among: suffixes) else { return }
      let condition = VIPERProtocols.condition(forProtocol: node.name.text, suffix: suffix)
      for decl in file.members(of: node.memberBlock) {
        guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
        let signature = function.signature
        if signature.effectSpecifiers?.asyncSpecifier != nil {
          file.report(
            at: function.name,
            "'\(function.name.text)' is async: module interfaces are synchronous, report results through the output protocol",
            when: condition)
        } else if signature.parameterClause.parameters.contains(where: { $0.type.isEscapingClosure }
        ) {
          file.report(
            at: function.name,
            "'\(function.name.text)' takes an escaping completion closure: report the result through the output protocol instead",
            when: condition)
        } else if let returned = signature.returnClause?.type.futureName {
          file.report(
            at: function.name,
            "'\(function.name.text)' returns a future or stream (\(returned)): module interfaces are synchronous, report the result through the output protocol instead",
            when: condition)
        }
      }
    }
  }
}

extension TypeSyntax {
  /// Types whose value arrives later: futures, promises, publishers, reactive streams, tasks.
  static let futureNames: Set<String> = [
    "AnyPublisher", "Completable", "Future", "Maybe", "Observable", "Promise", "Publisher",
    "Single", "SignalProducer", "Task",
  ]

  /// The name of the future or stream this type is (`AnyPublisher<[Post], Error>` → `AnyPublisher`,
  /// through optionals, `some`/`any` and a module qualifier), or `nil`.
  var futureName: String? {
    guard let name = unwrappedNominalName, Self.futureNames.contains(name) else { return nil }
    return name
  }

  /// A closure type that escapes: marked `@escaping`, or optional.
  var isEscapingClosure: Bool {
    if let attributed = self.as(AttributedTypeSyntax.self) {
      let escaping = attributed.attributes.names.contains("escaping")
      return escaping && attributed.baseType.isClosure
    }
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isClosure }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.isClosure
    }
    return false
  }

  var isClosure: Bool {
    if self.is(FunctionTypeSyntax.self) { return true }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return only.type.isClosure
    }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.isClosure }
    return false
  }
}
