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
}
