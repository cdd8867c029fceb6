import CanonLint
import SwiftSyntax

/// References that cross a forbidden layer boundary of the `layers:` configuration.
///
/// Each file records the type names it references (with the types it references them from) as
/// facts during the shared walk; once every file is indexed the project check resolves each name
/// to its layers, by role and by the path of its declaration, and reports the forbidden ones.
struct LayerDependencies: SyntaxRule, ProjectRule {
  struct Options: RuleOptions {
    var layers = LayerList(LayerDependencies.baseLayers)
    var forbidden = ForbiddenList([
      LayerBoundary(from: "model", to: ["view-model", "view", "navigation"])
    ])
    var swiftUIViewsMayReference = ["view-model"]
    var viperDialect = VIPERDialect.viper
    static var fields: [OptionField<Options>] {
      [
        .option(VIPERDialect.optionName, \.viperDialect, VIPERDialect.optionSummary),
        .option(
          "swiftui-views-may-reference", \.swiftUIViewsMayReference,
          "Layers a SwiftUI view (a value type with the view role) may reference whatever `forbidden:` says of its layer: SwiftUI binds a view to its view model through `@StateObject`/`@ObservedObject`/`@State`/`@Environment`, with no view controller; `[]` applies the boundaries to SwiftUI views too"
        ),
        .option(
          "layers", \.layers,
          "The layers: each a name with `roles`, `paths` (globs) and/or `modules` (imports); the top-level `layers:` section of `.canon.yml` sets it"
        ),
        .option(
          "forbidden", \.forbidden,
          "Which layers must not reference which: a list of `{ from: layer, to: [layers] }`; the top-level `forbidden:` section sets it"
        ),
      ]
    }
  }

  var options = Options()

  static let baseLayers: [Layer] = [
    Layer(name: "model", roles: [.store, .entity]),
    Layer(name: "view-model", roles: [.viewModel]),
    Layer(name: "view", roles: [.view, .viewController, .cell]),
    Layer(name: "navigation", roles: [.navigationService, .coordinator, .router]),
  ]

  /// The `mvvm` preset (G0): Model and View know nothing of each other; Model knows nothing of
  /// the upper layers.
  static let mvvmDefaults = """
    layers:
      model: { roles: [store, entity] }
      view-model: { roles: [view-model] }
      view: { roles: [view, view-controller, cell] }
      navigation: { roles: [navigation-service] }
    forbidden:
      - { from: model, to: [view-model, view, navigation] }
      - { from: view, to: [model] }
    """

  /// The `mvvm-c` preset (G3): coordinators may know everything, views know no view model.
  static let mvvmCDefaults = """
    layers:
      model: { roles: [store, entity] }
      view-model: { roles: [view-model] }
      view: { roles: [view, cell] }
      controller: { roles: [view-controller] }
      coordinator: { roles: [coordinator] }
    forbidden:
      - { from: model, to: [view-model, view, controller, coordinator] }
      - { from: view, to: [view-model, coordinator] }
    """

  /// The `viper` preset (G2): entities know no module part; views talk only to their output,
  /// interactors only to their output.
  static let viperDefaults = """
    layers:
      entity: { roles: [entity, store] }
      interactor: { roles: [interactor] }
      presenter: { roles: [presenter] }
      view: { roles: [view, view-controller, cell] }
      router: { roles: [router] }
      assembly: { roles: [assembly] }
    forbidden:
      - { from: entity, to: [interactor, presenter, view, router, assembly] }
      - { from: view, to: [interactor, router, assembly] }
      - { from: interactor, to: [presenter, view, router, assembly] }
    """

  static let description = RuleDescription(
    id: "layer-dependencies",
    summary: "A reference that crosses a forbidden layer boundary of the `layers:` configuration",
    rationale: """
      Layers are what keeps an app changeable: the model can serve another app only if it \
      knows nothing of screens, and a view can be restyled only if it knows nothing of where \
      data comes from. `.canon.yml` names the layers (by role, path glob or module) and the \
      boundaries (`forbidden:`); each architecture preset ships its guide's defaults and a \
      project overrides them. The rule reports references from a type of one layer to a \
      type of a layer it must not know: a type in a declaration or signature, a call or other \
      expression naming the type, a conformance, and an import of a module assigned to a layer. \
      A type that names one forbidden type at several places has one dependency to remove: it \
      is reported once, at the first place, with the count and the other lines. \
      A type belongs to a layer through its roles and the path of the file that declares it; \
      code in a type's extensions and in its nested types belongs to that type (but an \
      extension written outside the model's folders is not model code: a UI module's \
      data-source extension of a model enum), and so does a `private` type declared in its file \
      (a coordinator's own SwiftUI view). A nested type with a role of its own speaks for \
      itself: a view model nested in its view (`MangaView.ViewModel`, declared there or \
      extended as `extension MangaView.ViewModel`) is a view model, while a view model's nested \
      `State` is the view model's code. A qualified name (`Profile.State`) belongs to its first part, \
      so `UIControl.State` is never the project's own `State`; an unqualified name refers to a \
      top-level project type only (a `Data` nested in a view does not make Foundation's `Data` \
      a view), and in a file that imports SwiftUI a SwiftUI type name (`List`, `Text`, `Label`, \
      …) is SwiftUI's unless the project declares it in that file's own target. Types outside the \
      project belong to no layer unless their module is imported from a forbidden one. A \
      SwiftUI view owns its view model (`@StateObject`, `@ObservedObject`, `@State`, \
      `@Bindable`, `@Environment`): that is how SwiftUI binds, there is no view controller to \
      do it. So the references of a SwiftUI view (a struct or enum with the view role; UIKit \
      views are classes) to the layers of option `swiftui-views-may-reference` (`view-model` \
      by default) are not reported; "the view must not know its view model" holds for UIKit \
      views.
      """,
    source: "G0 Architecture: Model, ViewModel, View; G2 module parts; G3 coordinators and views",
    triggering: [
      // A view of its own file, which any other code may use, is kept from the coordinator.
      Example(
        "struct SettingsScreen: View {\n  @Bindable var coordinator: ↓SettingsCoordinator\n  var body: some View { EmptyView() }\n}",
        path: "Sources/App/Settings/SettingsScreen.swift",
        context: ["Sources/App/Settings/SettingsCoordinator.swift": "@Observable final class SettingsCoordinator {}"],
        options: LayerDependencies.mvvmCDefaults),
      Example(
        "struct User {\n  func cell() -> ↓UserCell { UserCell() }\n}",
        path: "Sources/App/Models/User.swift",
        context: ["Sources/App/UserCell.swift": "final class UserCell: UITableViewCell {}"]),
      Example(
        "extension UserStore {\n  func make() -> ↓ProfileViewModelType { ↓ProfileViewModel() }\n}",
        context: [
          "Sources/App/UserStore.swift": "final class UserStore {}",
          "Sources/App/ProfileViewModel.swift":
            "protocol ProfileViewModelType {}\nfinal class ProfileViewModel: ProfileViewModelType {}",
        ]),
      Example(
        "final class ProfileViewController: UIViewController {\n  var user: ↓User?\n}",
        context: [
          "Sources/App/Models/User.swift": "struct User {}",
          "Sources/App/Networking/ProfileQuery.swift": "struct ProfileQuery {\n  struct User {}\n}",
        ],
        options: LayerDependencies.mvvmDefaults),
      Example(
        "↓import ProfileUI\n\nstruct User {}",
        path: "Sources/App/Models/User.swift",
        options: """
          layers:
            model: { roles: [entity] }
            ui: { modules: [ProfileUI] }
          forbidden: [{ from: model, to: ui }]
          """),
      // mvvm-c: a UIKit view renders state and knows no view model.
      Example(
        "final class ProfileView: UIView {\n  var viewModel: ↓ProfileViewModel?\n}",
        context: ["Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {}"],
        options: LayerDependencies.mvvmCDefaults),
      Example(
        "struct ProfileView: View {\n  @StateObject var viewModel = ↓ProfileViewModel()\n  var body: some View { EmptyView() }\n}",
        context: ["Sources/App/ProfileViewModel.swift": "final class ProfileViewModel: ObservableObject {}"],
        options: LayerDependencies.mvvmCDefaults + "\nswiftui-views-may-reference: []"),
      // The app's own `List` model, declared in the view's target, shadows SwiftUI's there.
      Example(
        "import SwiftUI\n\nstruct ListRow: View {\n  let list: ↓List\n  var body: some View { EmptyView() }\n}",
        path: "Sources/App/Lists/ListRow.swift",
        context: ["Sources/App/Models/List.swift": "struct List {}"],
        options: LayerDependencies.mvvmDefaults),
      // Other boundaries of a SwiftUI view hold: mvvm's view knows no model.
      Example(
        "struct ProfileView: View {\n  let store: ↓UserStore\n  var body: some View { EmptyView() }\n}",
        context: ["Sources/App/UserStore.swift": "final class UserStore {}"],
        options: LayerDependencies.mvvmDefaults),
      Example(
        "final class Formatter {\n  let cache: ↓ProfileView\n}",
        path: "Sources/Core/Formatter.swift",
        context: ["Sources/UI/ProfileView.swift": "final class ProfileView: UIView {}"],
        options: """
          layers:
            core: { paths: ["Sources/Core/**"] }
            ui: { paths: ["Sources/UI/**"] }
          forbidden: [{ from: core, to: [ui] }]
          """),
      // G2's view knows no interactor nor router: it talks to its output.
      Example(
        "final class ListOrdersViewController: UIViewController {\n  var interactor: ↓ListOrdersInteractor?\n  var router: ↓ListOrdersRouter?\n}",
        context: [
          "Sources/App/ListOrders/ListOrdersInteractor.swift": "final class ListOrdersInteractor {}",
          "Sources/App/ListOrders/ListOrdersRouter.swift": "final class ListOrdersRouter {}",
        ],
        options: LayerDependencies.viperDefaults),
      // A view nested in a view model is a view: the view model's code around it does not
      // speak for it.
      Example(
        "extension ProfileViewModel {\n  struct Badge: View {\n    let user: ↓User\n    var body: some View { EmptyView() }\n  }\n}",
        path: "Sources/App/Profile/ProfileViewModel+Badge.swift",
        context: [
          "Sources/App/Profile/ProfileViewModel.swift": "final class ProfileViewModel {}",
          "Sources/App/Models/User.swift": "struct User {}",
        ],
        options: LayerDependencies.mvvmDefaults),
      // `exhaustive: true`: a file in no layer (a new folder nobody assigned) is reported.
      Example(
        "↓struct Formatter {}",
        path: "Sources/Helpers/Formatter.swift",
        options: """
          layers:
            exhaustive: true
            core: { paths: ["Sources/Core/**"] }
            ui: { roles: [view, view-controller] }
          forbidden: [{ from: core, to: [ui] }]
          """),
    ],
    nonTriggering: [
      // A view model nested in its view (`MangaView.ViewModel`), declared there or extended
      // as `extension MangaView.ViewModel`, is a view model: its references are its own.
      Example(
        "import SwiftUI\n\nextension MangaView {\n  final class ViewModel: ObservableObject {\n    @Published var manga: Manga?\n  }\n}\n\nextension MangaView.ViewModel {\n  func reload(_ manga: Manga) {}\n}",
        path: "Sources/App/Views/MangaView+ViewModel.swift",
        context: [
          "Sources/App/Views/MangaView.swift":
            "import SwiftUI\n\nstruct MangaView: View {\n  @StateObject var viewModel = ViewModel()\n  var body: some View { EmptyView() }\n}",
          "Sources/App/Models/Manga.swift": "struct Manga {}",
        ],
        options: LayerDependencies.mvvmDefaults),
      // Alamofire's request enum is named `…Router` but routes requests, not screens.
      Example(
        "final class ContactListInteractor {\n  func load() { APIClient.request(with: APIRouter.listContact) }\n}",
        path: "Sources/App/ContactList/Interactor/ContactListInteractor.swift",
        context: [
          "Sources/App/API/APIRouter.swift":
            "import Alamofire\n\nenum APIRouter: URLRequestConvertible {\n  case listContact\n  var path: String { \"contacts.json\" }\n}"
        ],
        options: LayerDependencies.viperDefaults),
      // An observable `…Store` of screen state that views hold is no store of the model.
      Example(
        "import SwiftUI\n\nstruct ChatView: View {\n  @State private var appStore: AppStore\n  var body: some View { EmptyView() }\n}",
        path: "Sources/App/UI/ChatView.swift",
        context: [
          "Sources/App/Stores/AppStore.swift":
            "enum AppState {\n  case chat, voice\n}\n\n@Observable\nfinal class AppStore {\n  var appState: AppState = .chat\n  var isReachable = true\n}"
        ],
        options: LayerDependencies.mvvmDefaults),
      // VIP (Clean Swift): a view controller talks to its interactor and routes through its
      // router, which builds the child scene through its configurator.
      Example(
        "final class ListOrdersViewController: UIViewController {\n  var interactor: ListOrdersInteractor?\n  var router: ListOrdersRouter?\n  func showDetail() { ShowOrderConfigurator.configure(ShowOrderViewController()) }\n}",
        context: [
          "Sources/App/ListOrders/ListOrdersInteractor.swift": "final class ListOrdersInteractor {}",
          "Sources/App/ListOrders/ListOrdersRouter.swift": "final class ListOrdersRouter {}",
          "Sources/App/ShowOrder/ShowOrderConfigurator.swift": "final class ShowOrderConfigurator {}",
          "Sources/App/ShowOrder/ShowOrderViewController.swift": "final class ShowOrderViewController: UIViewController {}",
        ],
        options: LayerDependencies.viperDefaults + "\nviper-dialect: vip"),
      // A view-model factory's interface kept in a module's `Model/` folder is presentation
      // code, as the factory is, not an entity.
      Example(
        "protocol StakingViewModelFactoryProtocol {\n  func model(locale: Locale) -> ParagraphView.Model\n}",
        path: "Sources/App/Staking/Model/StakingViewModelFactory.swift",
        context: ["Sources/App/Views/ParagraphView.swift": "final class ParagraphView: UIView {\n  struct Model {}\n}"],
        options: LayerDependencies.viperDefaults),
      // A private view beside the coordinator it renders is the coordinator's code.
      Example(
        "@Observable final class NavigationRootCoordinator: CoordinatorProtocol {\n  var toPresentable: AnyView { AnyView(NavigationRootCoordinatorView(rootCoordinator: self)) }\n}\n\nprivate struct NavigationRootCoordinatorView: View {\n  @Bindable var rootCoordinator: NavigationRootCoordinator\n  var body: some View { EmptyView() }\n}",
        path: "Sources/App/Navigation/NavigationRootCoordinator.swift",
        options: LayerDependencies.mvvmCDefaults),
      // A preview and the private wrapper view only it uses build sample data for the canvas:
      // they never ship, so they are no dependency of the app's views on its model.
      Example(
        "struct ProfileView: View {\n  let name: String\n  var body: some View { Text(name) }\n}\n\n#Preview {\n  PreviewWrapper()\n}\n\nprivate struct PreviewWrapper: View {\n  let channel = Channel(name: \"Apple\")\n  var body: some View { ProfileView(name: channel.name) }\n}\n\nstruct ProfileView_Previews: PreviewProvider {\n  static var previews: some View { ProfileView(name: Channel(name: \"A\").name) }\n}",
        path: "Sources/App/Views/ProfileView.swift",
        context: ["Sources/App/Models/Channel.swift": "struct Channel {\n  var name: String\n}"],
        options: LayerDependencies.mvvmDefaults),
      // What SwiftUI observes is a screen's state, not the app's data, even kept in a `Model/`
      // folder: neither a SwiftUI view nor a view controller is kept from it.
      Example(
        "struct SearchHistoryCell: View {\n  @EnvironmentObject var searchResults: SearchResultsModel\n  var body: some View { Text(\"\") }\n}\nfinal class SearchViewController: UIViewController {\n  let searchResults = SearchResultsModel()\n}",
        path: "Sources/App/Search/SearchHistoryCell.swift",
        context: [
          "Sources/App/Search/Model/SearchResultsModel.swift": "class SearchResultsModel: ObservableObject {}"
        ],
        options: LayerDependencies.mvvmDefaults),
      Example(
        "struct Formatter {}",
        path: "Sources/Core/Formatter.swift",
        context: ["Sources/UI/ProfileView.swift": "final class ProfileView: UIView {}"],
        options: """
          layers:
            exhaustive: true
            core: { paths: ["Sources/Core/**"] }
            ui: { roles: [view, view-controller] }
          forbidden: [{ from: core, to: [ui] }]
          """),
      // `List` is SwiftUI's here: this module neither is nor imports the `Models` package.
      Example(
        "import SwiftUI\n\nstruct AboutView: View {\n  var body: some View {\n    List { Text(\"About\") }\n  }\n}",
        path: "Packages/Settings/Sources/Settings/AboutView.swift",
        context: [
          "Packages/Models/Package.swift": "// swift-tools-version:6.0",
          "Packages/Settings/Package.swift": "// swift-tools-version:6.0",
          "Packages/Models/Sources/Models/List.swift": "public struct List: Codable {}",
        ],
        options: LayerDependencies.mvvmDefaults),
      Example(
        "final class ProfileViewModel {\n  let user: User\n  let store: UserStore\n}",
        context: [
          "Sources/App/Models/User.swift": "struct User {}",
          "Sources/App/UserStore.swift": "final class UserStore {}",
        ],
        options: LayerDependencies.mvvmDefaults),
      Example(
        "final class ProfileViewController: UIViewController {\n  var user: User?\n}",
        context: ["Sources/App/Models/User.swift": "struct User {}"]),
      Example(
        "struct User {\n  let name: String\n  let avatar: UIImage?\n  static func make() -> User { User(name: \"\", avatar: nil) }\n}",
        path: "Sources/App/Models/User.swift"),
      Example(
        "final class ProfileView: UIView {\n  func render(_ state: ProfileViewModel.State) {}\n}",
        context: ["Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {\n  enum State {}\n}"],
        options: LayerDependencies.mvvmDefaults),
      Example(
        "final class AppCoordinator {\n  let view: ProfileView\n  let viewModel: ProfileViewModel\n  let store: UserStore\n}",
        context: [
          "Sources/App/ProfileView.swift": "final class ProfileView: UIView {}",
          "Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {}",
          "Sources/App/UserStore.swift": "final class UserStore {}",
        ],
        options: LayerDependencies.mvvmCDefaults),
      Example(
        "final class ProfileView: UIView {\n  func update(for state: UIControl.State) {}\n}",
        context: ["Sources/App/Models/State.swift": "enum State {}"],
        options: LayerDependencies.mvvmDefaults),
      Example(
        "extension AutoCompleteSection {\n  func cell() -> AutoCompleteCell { AutoCompleteCell() }\n}",
        path: "Sources/UI/DataSource/AutoCompleteSection+Cells.swift",
        context: [
          "Sources/Core/Model/AutoCompleteSection.swift": "enum AutoCompleteSection {}",
          "Sources/UI/AutoCompleteCell.swift": "final class AutoCompleteCell: UITableViewCell {}",
        ]),
      Example(
        "extension ProfileViewModel {\n  final class State {\n    weak var viewModel: ProfileViewModel?\n  }\n}",
        context: [
          "Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {}",
          "Sources/App/Models/Status.swift": "extension Status {\n  enum State {}\n}\nstruct Status {}",
        ]),
      // SwiftUI binds a view to its view model: no view controller stands between them.
      Example(
        "import SwiftUI\n\nstruct ProfileView: View {\n  @StateObject private var viewModel = ProfileViewModel()\n  @Environment(SettingsViewModel.self) private var settings\n  var body: some View { Text(viewModel.name) }\n}\n\nextension ProfileView {\n  init(store: UserStore) {\n    _viewModel = StateObject(wrappedValue: ProfileViewModel(store: store))\n  }\n}",
        context: [
          "Sources/App/ProfileViewModel.swift": "final class ProfileViewModel: ObservableObject {}",
          "Sources/App/SettingsViewModel.swift": "@Observable final class SettingsViewModel {}",
          "Sources/App/UserStore.swift": "final class UserStore {}",
        ],
        options: LayerDependencies.mvvmCDefaults),
      // SwiftUI's `List` in a view, not the app's `List` model of another package.
      Example(
        "import SwiftUI\nimport Models\n\nstruct AboutView: View {\n  var body: some View {\n    List {\n      Text(\"About\")\n    }\n  }\n}",
        path: "App/Tabs/AboutView.swift",
        context: [
          "Packages/Models/Package.swift": "// swift-tools-version:6.0",
          "Packages/Models/Sources/Models/List.swift": "public struct List {}",
        ],
        options: LayerDependencies.mvvmDefaults),
      // A representable's own nested `Coordinator` is not the app's coordinator.
      Example(
        "struct TextView: UIViewRepresentable {\n  func makeCoordinator() -> Coordinator { Coordinator() }\n  final class Coordinator: NSObject {}\n}",
        context: ["Sources/App/Coordinator.swift": "protocol Coordinator: AnyObject {}"],
        options: LayerDependencies.mvvmCDefaults),
      Example(
        "struct User {\n  let avatar: Data?\n}",
        path: "Sources/App/Models/User.swift",
        context: ["Sources/App/HeaderView.swift": "final class HeaderView: UIView {\n  struct Data {}\n}"]),
      Example(
        "struct Cart {\n  let items: [Item]\n  let view: CartView\n}",
        path: "Sources/App/Cart.swift",
        context: [
          "Sources/App/Models/Order.swift": "struct Order {\n  struct Item {}\n}",
          "Sources/App/Item.swift": "struct Item {}",
          "Sources/App/CartView.swift": "final class CartView: UIView {}",
        ]),
      Example(
        "final class UserStore {\n  func save(_ user: User) {}\n}",
        context: ["Sources/App/Models/User.swift": "struct User {}"],
        options: LayerDependencies.mvvmDefaults),
    ],
    reads: .everything)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    TypeReferenceRecorder.observe(file, with: &walk)
  }

  func check(_ project: LintedProject) {
    if options.layers.exhaustive {
      LayerCoverage.reportFilesOutsideLayers(project, layers: options.layers.layers)
    }
    guard !options.forbidden.boundaries.isEmpty else { return }
    Self.forEachReference(
      in: project.index, options: options, all: false, files: project.reportedFiles,
      facts: project.reportedFacts(of: Self.id, as: TypeReference.self)
    ) { reference in
      guard let boundary = reference.forbidden else { return }
      let source = reference.isImport || reference.owner.isEmpty ? "this file" : "'\(reference.speaker)'"
      let what = reference.isImport ? "module '\(reference.target)'" : "'\(reference.target)'"
      let message = "\(source) (\(boundary.from)) references \(what) (\(boundary.to)): the \(boundary.from) layer must not depend on the \(boundary.to) layer"
      // One problem per type and forbidden type (or module), at however many places.
      let subject = "\(reference.speaker) \(reference.isImport ? "import " : "")\(reference.target)"
      for place in reference.places() {
        project.report(
          at: Location(path: reference.path, line: place.line, column: place.column), message,
          subject: subject)
      }
    }
  }

  /// Calls `body` with the references every file recorded, resolved against the layers. With
  /// `all: false` (the rule's check), only references to a layer are resolved, and only
  /// forbidden ones are told apart from the project's nested and SwiftUI names; with `all: true`
  /// (`canon graph`), every reference to a top-level project type and every import is given,
  /// each known to be the project's. `files` and their `facts` (default: the whole index's) are
  /// those whose references are resolved.
  static func forEachReference(
    in index: ProjectIndex, options: Options, all: Bool, factsOf ruleID: String = Self.id,
    files: [FileSummary]? = nil, facts: [(path: String, value: TypeReference)]? = nil,
    _ body: (ResolvedReference) -> Void
  ) {
    let judgement = LayerJudgement(
      index: index, options: options, all: all, files: files ?? index.files)
    for (path, reference) in facts ?? index.facts(of: ruleID, as: TypeReference.self) {
      if let resolved = judgement.resolve(reference, inFile: path) { body(resolved) }
    }
  }
}
