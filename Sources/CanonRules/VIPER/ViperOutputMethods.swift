import CanonLint
import SwiftSyntax

/// Outputs report what happened: `did…`.
struct ViperOutputMethods: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-output-methods",
    summary:
      "A `…InteractorOutput`, `…ViewOutput` or `…ModuleOutput` method whose name does not start with `did`",
    rationale: """
      An output tells the layer above that something has happened: the interactor finished a \
      task, the view was touched or appeared, the module completed. Starting these methods with \
      `did` keeps that passive role visible and distinguishes them from the imperative methods \
      of inputs. Cocoa's delegate style, `did` in the first label after the sender \
      (`picker(_:didSelect:)`, `assetSelection(didCompleteWith:)`), says the same. Methods only: a property in an output protocol is left to \
      `viper-method-verbs`. The dialect of Generamba's classic templates is read the same way: \
      `…InteractorOutputProtocol`, `…ModuleOutputProtocol` and `…PresenterProtocol` (the view's \
      output), and so is the dialect that closes each element with an `…Interface` protocol \
      (`…InteractorOutputInterface`, `…PresenterInterface`), when the rest of the name is a module of the project (a folder of layer folders, \
      or a flat folder holding the module's presenter beside another of its elements). A \
      requirement that returns a value (`item(at:) -> Item`, a data source's \
      `numberOfItems() -> Int`) is a question the view asks, not an event, and is left to \
      `viper-method-verbs`, which asks requests to start with a verb (`obtainItem(at:)`).
      """,
    source: "G2 InteractorOutput, ViewOutput and ModuleOutput method patterns",
    triggering: [
      // The dialect of Generamba's classic templates, in a flat module folder (no layer
      // folders): `…InteractorInputProtocol`, `…ViewProtocol`, `…PresenterProtocol` (the view's
      // output), `…WireframeProtocol` (the router's input).
      Example(
        """
        protocol AccountConfirmPresenterProtocol: AnyObject {
          func ↓requestWords()
        }
        protocol AccountConfirmInteractorOutputProtocol: AnyObject {
          func ↓wordsLoaded(_ words: [String])
        }
        """,
        path: "App/Modules/AccountConfirm/AccountConfirmProtocols.swift",
        context: [
          "App/Modules/AccountConfirm/AccountConfirmPresenter.swift": "final class AccountConfirmPresenter {}",
          "App/Modules/AccountConfirm/AccountConfirmWireframe.swift": "final class AccountConfirmWireframe {}",
        ]),
      // The dialect that closes each element with an `…Interface` protocol, in a flat module
      // folder with one `…Contract.swift`.
      Example(
        """
        protocol WeekPresenterInterface: AnyObject {
          var view: WeekViewInterface? { get set }
          func ↓fetchMovies(from startDate: Date)
          func didSelectMovie(_ movie: Movie)
        }
        protocol WeekInteractorOutputInterface: AnyObject {
          func ↓moviesDidFetch(_ movies: [Movie])
        }
        """,
        path: "App/Modules/Week/WeekContract.swift",
        context: [
          "App/Modules/Week/WeekPresenter.swift": "final class WeekPresenter {}",
          "App/Modules/Week/WeekWireframe.swift": "final class WeekWireframe {}",
        ]),
      Example(
        """
        protocol PostListInteractorOutput: AnyObject {
          func ↓postsLoaded(_ posts: [Post])
          func ↓handle(error: Error)
        }
        protocol PostListViewOutput: AnyObject {
          func ↓viewIsReady()
        }
        protocol PostListModuleOutput: AnyObject {
          func ↓didactic()
          func ↓picker(_ picker: AssetPicker, asset: Asset)
        }
        """)
    ],
    nonTriggering: [
      // A helper protocol named like the `…Interface` dialect's outputs, of no module.
      Example(
        "protocol BasePresenterInterface {\n  func viewDidLoad()\n}",
        path: "App/Modules/Shared/BaseContract.swift",
        context: ["App/Modules/Week/WeekPresenter.swift": "final class WeekPresenter {}"]),
      // VIP (Clean Swift): the interactor calls its presenter, which presents.
      Example(
        """
        protocol ListOrdersPresenterProtocol: AnyObject {
          func presentOrders(response: ListOrders.Response)
        }
        protocol ListOrdersInteractorProtocol: AnyObject {
          func doSomething(request: ListOrders.Request)
        }
        """,
        path: "App/Modules/ListOrders/ListOrdersProtocols.swift",
        context: [
          "App/Modules/ListOrders/ListOrdersPresenter.swift": "final class ListOrdersPresenter {}",
          "App/Modules/ListOrders/ListOrdersInteractor.swift": "final class ListOrdersInteractor {}",
        ]),
      // A helper protocol named like the dialect's module protocols, of no module.
      Example(
        "protocol LoadableViewProtocol: AnyObject {\n  func reload()\n}\nprotocol ErrorPresenterProtocol: AnyObject {\n  func present(error: Error)\n}",
        path: "App/Common/LoadableViewProtocol.swift",
        context: ["App/Common/Loadable.swift": "final class LoadablePresenter {}"]),
      Example(
        """
        protocol PostListInteractorOutput: AnyObject {
          func didObtainPosts(_ posts: [Post])
          func didFailToObtainPosts(with error: Error)
        }
        protocol PostListViewOutput: AnyObject {
          func didTriggerViewReadyEvent()
          func did()
        }
        protocol SelectAssetModuleOutput: AnyObject {
          func assetSelection(didCompleteWith asset: Asset?, contextTag: Int?)
          func picker(_ picker: AssetPicker, didSelect asset: Asset)
        }
        protocol PostListRouterInput: AnyObject {
          func openPostModule()
        }
        """),
      // Questions the view asks its presenter: values, not events.
      Example(
        """
        protocol NftListPresenterProtocol: AnyObject {
          func numberOfItems() -> Int
          func nft(at index: Int) -> NftListViewModel
          func didSelect(at index: Int)
        }
        protocol NftListViewOutput: AnyObject {
          func obtainPost(at index: Int) -> Post?
        }
        """,
        path: "App/Modules/NftList/NftListProtocols.swift",
        context: [
          "App/Modules/NftList/NftListPresenter.swift": "final class NftListPresenter {}",
          "App/Modules/NftList/NftListWireframe.swift": "final class NftListWireframe {}",
        ]),
    ])

  /// Cocoa's delegate style says `did` in the first label after the sender:
  /// `assetSelection(didCompleteWith:)`, `picker(_:didSelect:)`.
  static func saysDidInLabel(_ function: FunctionDeclSyntax) -> Bool {
    let parameters = Array(function.signature.parameterClause.parameters.prefix(2))
    guard let first = parameters.first else { return false }
    if first.firstName.text.startsWithWord("did") { return true }
    guard first.firstName.tokenKind == .wildcard, parameters.count == 2 else { return false }
    return parameters[1].firstName.text.startsWithWord("did")
  }

  /// A requirement that returns something (`item(at:) -> Item`, `numberOfItems() -> Int`) asks
  /// the presenter a question, like G2's `obtain…` requests of an interactor: it reports no
  /// event, and `viper-method-verbs` asks it to start with a verb.
  static func returnsValue(_ function: FunctionDeclSyntax) -> Bool {
    guard let result = function.signature.returnClause?.type else { return false }
    if result.as(TupleTypeSyntax.self)?.elements.isEmpty == true { return false }
    return result.as(IdentifierTypeSyntax.self)?.name.text != "Void"
  }

  struct Options: RuleOptions {
    var protocolSuffixes = VIPERProtocols.outputs + VIPERProtocols.interfaceOutputs
    static var fields: [OptionField<Options>] {
      [.option("protocol-suffixes", \.protocolSuffixes, "Name suffixes of output protocols")]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let suffixes = options.protocolSuffixes
    walk.on(ProtocolDeclSyntax.self) { node in
      guard let suffix = VIPERProtocols.suffix(of: node.name.text, among: suffixes) else { return }
      let condition = VIPERProtocols.condition(forProtocol: node.name.text, suffix: suffix)
      let members = file.members(of: node.memberBlock)
      let overloads = FunctionNames.overloads(in: members)
      for decl in members {
        guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
        let name = function.name.text
        guard !name.startsWithWord("did"), !Self.saysDidInLabel(function),
          !Self.returnsValue(function)
        else { continue }
        // Overloads each need their own edit: the message names each with its labels.
        let shown = overloads[function.id] ?? name
        file.report(
          at: function.name,
          "\(condition == nil ? suffix : node.name.text) method '\(shown)' reports what happened: start it with 'did'",
          when: condition)
      }
    }
  }
}
