import CanonLint
import CanonRules
import Testing

/// What the rules tuned for precision on real apps say, beyond where they say it (which the
/// rules' examples check).
@Suite struct RuleMessagesPrecisionTests {
  private func messages(_ id: String, _ example: Example) throws -> [String] {
    let rule = try #require(CanonRules.registry.rule(id))
    return try ExampleVerifier.violations(of: rule, in: example).map(\.message)
  }

  /// A reviewer found "conforms to no protocol named after it" on a view model that conformed to
  /// `…ViewModelProtocol` under the `Type` suffix: untrue. It is a rename, said as one.
  @Test func aViewModelProtocolWithAnotherSuffixIsARenameNotAMissingProtocol() throws {
    let found = try messages(
      "view-model-protocol",
      Example(
        "final class SearchViewModel: SearchViewModelProtocol {}",
        context: ["Sources/App/SearchViewModelProtocol.swift": "protocol SearchViewModelProtocol {}"]))
    #expect(found == ["'SearchViewModel''s protocol is named with another suffix than the team's 'Type': rename it 'SearchViewModelType'"])
    let missing = try messages("view-model-protocol", Example("final class SearchViewModel {}"))
    #expect(missing == ["'SearchViewModel' conforms to no protocol named after it: declare 'SearchViewModelType' and use it in its view"])
  }

  /// A reviewer read "conforms to no protocol named after it" on `DefaultMoviesListViewModel:
  /// MoviesListViewModel`, whose protocol the view holds: untrue. It is a rename of that protocol.
  @Test func anImplementationsProtocolWithoutTheSuffixIsARename() throws {
    let found = try messages(
      "view-model-protocol",
      Example(
        "final class DefaultMoviesListViewModel: MoviesListViewModel {}",
        context: ["Sources/App/MoviesListViewModel.swift": "protocol MoviesListViewModel {}"]))
    #expect(found == ["'DefaultMoviesListViewModel''s protocol 'MoviesListViewModel' is named without the team's suffix 'Type': rename it 'MoviesListViewModelType'"])
    let named = try messages(
      "view-model-protocol",
      Example(
        "final class DefaultMoviesListViewModel: MoviesListViewModelType {}",
        context: ["Sources/App/MoviesListViewModelType.swift": "protocol MoviesListViewModelType {}"]))
    #expect(named.isEmpty)
  }

  /// A reviewer read "declare 'ViewModelType'" for aidoku's `MangaView.ViewModel`, and
  /// "'DownloadedMangaView' (view) references …" for code in its nested view model: a nested
  /// type is named, and judged, as itself.
  @Test func aNestedTypeIsNamedAndJudgedAsItself() throws {
    let found = try messages(
      "view-model-protocol", Example("extension MangaView {\n  final class ViewModel: ObservableObject {}\n}"))
    #expect(found == ["'MangaView.ViewModel' conforms to no protocol named after it: declare 'MangaViewModelType' and use it in its view"])
    let layers = try messages(
      "layer-dependencies",
      Example(
        "extension ProfileViewModel {\n  struct Badge: View {\n    let user: User\n    var body: some View { EmptyView() }\n  }\n}",
        path: "Sources/App/Profile/ProfileViewModel+Badge.swift",
        context: [
          "Sources/App/Profile/ProfileViewModel.swift": "final class ProfileViewModel {}",
          "Sources/App/Models/User.swift": "struct User {}",
        ],
        options: """
          layers:
            model: { roles: [store, entity] }
            view-model: { roles: [view-model] }
            view: { roles: [view, view-controller, cell] }
          forbidden:
            - { from: view, to: [model] }
          """))
    #expect(layers == ["'ProfileViewModel.Badge' (view) references 'User' (model): the view layer must not depend on the model layer"])
    // A view nested in a view is the same layer's code: one problem, one finding.
    let nested = try messages(
      "layer-dependencies",
      Example(
        "struct ProfileView: View {\n  let user: User\n  var body: some View { EmptyView() }\n  struct Row: View {\n    let user: User\n    var body: some View { EmptyView() }\n  }\n}",
        path: "Sources/App/Profile/ProfileView.swift",
        context: ["Sources/App/Models/User.swift": "struct User {}"],
        options: """
          layers:
            model: { roles: [store, entity] }
            view: { roles: [view, view-controller, cell] }
          forbidden:
            - { from: view, to: [model] }
          """))
    #expect(nested == ["'ProfileView' (view) references 'User' (model): the view layer must not depend on the model layer (2 places: also line 5)"])
  }

  @Test func interfaceBuilderIsReportedOncePerTypeWithItsCounts() throws {
    let found = try messages(
      "no-interface-builder",
      Example(
        """
        final class BananaCell: UITableViewCell {
          @IBOutlet private weak var titleLabel: UILabel!
          @IBOutlet private weak var priceLabel: UILabel!
          @IBAction func touched(_ sender: UIButton) {}
        }
        """))
    #expect(found == ["'BananaCell' is wired to Interface Builder (2 outlets, 1 action): build its view in code"])
  }

  @Test func coordinatorJobsNameTheScreenAndTheProperty() throws {
    let found = try messages(
      "navigation-ownership",
      Example(
        """
        final class BananaViewController: UIViewController {
          var coordinator: BananaCoordinator?
          func open() { delegate?.show(DetailViewModel()) }
        }
        """,
        context: [
          "Sources/App/DetailViewModel.swift": "final class DetailViewModel {}",
          "Sources/App/DetailViewController.swift": "final class DetailViewController: UIViewController {}",
        ],
        options: "roles: [coordinator]"))
    #expect(
      found.sorted() == [
        "'DetailViewModel' is the view model of 'DetailViewController': the coordinator builds the next screen, ask it to",
        "'coordinator' holds 'BananaCoordinator' strongly: the coordinator owns this screen, refer to it weakly",
      ])
  }

  /// Overloads each need their own edit (a rename, a deletion); a reviewer read two findings
  /// with one message in one file as one repeated. Each names its overload by its labels.
  @Test func overloadsAreToldApartByTheirLabels() throws {
    let outputs = try messages(
      "viper-output-methods",
      Example(
        """
        protocol ListPlayersScreenViewOutput: AnyObject {
          func updatePlayer(emoji: String, id: String)
          func updatePlayer(state: Int, id: String)
          func sectionChanged(_ isEnabled: Bool, type: Section)
          func sectionChanged(_ index: Int, type: Section)
          func reload()
        }
        """))
    #expect(
      outputs == [
        "ViewOutput method 'updatePlayer(emoji:id:)' reports what happened: start it with 'did'",
        "ViewOutput method 'updatePlayer(state:id:)' reports what happened: start it with 'did'",
        "ViewOutput method 'sectionChanged(_: Bool, type: Section)' reports what happened: start it with 'did'",
        "ViewOutput method 'sectionChanged(_: Int, type: Section)' reports what happened: start it with 'did'",
        "ViewOutput method 'reload' reports what happened: start it with 'did'",
      ])
    let unused = try messages(
      "unused-protocol-requirement",
      Example(
        """
        protocol Databaseable {
          func rxget(type: Int.Type, predicate: String?) -> Int
          func rxget(type: Int.Type, key: String) -> Int
          func rxdelete(object: Int) -> Int
        }
        """))
    #expect(
      unused == [
        "nothing in the project calls 'rxget(type:predicate:)': delete the requirement (and its implementations)",
        "nothing in the project calls 'rxget(type:key:)': delete the requirement (and its implementations)",
        "nothing in the project calls 'rxdelete': delete the requirement (and its implementations)",
      ])
  }

  /// Extensions one after the other conforming several types to one protocol are one part: one
  /// mark heads them, so one finding at the first names the others.
  @Test func aRunOfConformancesIsOneFindingNamingItsOtherLines() throws {
    let found = try messages(
      "mark-protocol-conformance",
      Example(
        """
        fileprivate protocol SpecificationsConverter {
          func specifications() -> [String]
        }

        extension IssueTransaction: SpecificationsConverter {
          func specifications() -> [String] { [] }
        }

        extension TransferTransaction: SpecificationsConverter {
          func specifications() -> [String] { [] }
        }

        extension LeaseTransaction: SpecificationsConverter {
          func specifications() -> [String] { [] }
        }
        """,
        path: "Sources/TransactionsRepositoryLocal.swift"))
    #expect(
      found == [
        "add '// MARK: - SpecificationsConverter' above the first of the extensions that add the conformance one after another (3 places: also lines 9 and 13)"
      ])
  }

  /// The module's name is its elements' prefix: a folder `Chat/` holding `ChatModulePresenter`
  /// names the module `Chat`, and the message says whose names carry the suffix.
  @Test func aModuleSuffixIsTheElementsNotTheFolders() throws {
    let found = try messages(
      "viper-module-layout",
      Example(
        "final class ChatModuleAssembly {}", path: "App/Chat/Assembly/ChatModuleAssembly.swift",
        context: [
          "App/Chat/Interactor/ChatModuleInteractor.swift": "final class ChatModuleInteractor {}",
          "App/Chat/Presenter/ChatModulePresenter.swift": "final class ChatModulePresenter {}",
          "App/Chat/Router/ChatModuleRouter.swift": "final class ChatModuleRouter {}",
          "App/Chat/View/ChatModuleViewController.swift": "final class ChatModuleViewController {}",
        ]))
    #expect(
      found == [
        "module 'Chat', whose elements are named 'ChatModule…', should be named for its purpose without the 'Module' suffix ('Chat')"
      ])
  }
}
