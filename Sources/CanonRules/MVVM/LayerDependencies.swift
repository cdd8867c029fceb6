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
      code in a type's nested types and extensions belongs to that type (but an extension \
      written outside the model's folders is not model code: a UI module's data-source extension \
      of a model enum), and so does a `private` type declared in its file (a coordinator's own \
      SwiftUI view). A qualified name (`Profile.State`) belongs to its first part, \
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
      // code, as the factory is, not an entity (nova-wallet).
      Example(
        "protocol StakingViewModelFactoryProtocol {\n  func model(locale: Locale) -> ParagraphView.Model\n}",
        path: "Sources/App/Staking/Model/StakingViewModelFactory.swift",
        context: ["Sources/App/Views/ParagraphView.swift": "final class ParagraphView: UIView {\n  struct Model {}\n}"],
        options: LayerDependencies.viperDefaults),
      // A private view beside the coordinator it renders is the coordinator's code (element-x-ios).
      Example(
        "@Observable final class NavigationRootCoordinator: CoordinatorProtocol {\n  var toPresentable: AnyView { AnyView(NavigationRootCoordinatorView(rootCoordinator: self)) }\n}\n\nprivate struct NavigationRootCoordinatorView: View {\n  @Bindable var rootCoordinator: NavigationRootCoordinator\n  var body: some View { EmptyView() }\n}",
        path: "Sources/App/Navigation/NavigationRootCoordinator.swift",
        options: LayerDependencies.mvvmCDefaults),
      // What SwiftUI observes is a screen's state, not the app's data, even kept in a `Model/`
      // folder (pocket-casts-ios): neither a SwiftUI view nor a view controller is kept from it.
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

  /// Standard-library names no project declares: not worth a fact.
  static let ignoredNames: NameSet = [
    "String", "Int", "Bool", "Double", "Float", "Void", "Any", "AnyObject", "Self", "Never",
    "Array", "Dictionary", "Set", "Optional", "Error", "Character", "Substring", "UInt", "Int64",
    "Int32", "CGFloat",
  ]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Recorded even with no `forbidden:` boundary: `canon graph` draws these references.
    // The outermost type around the current node owns the references in it. An extension
    // stands for the first part of what it extends (`extension ProfileViewModel.State` is
    // ProfileViewModel's code) and is marked as one. Owners are numbered so that grouping
    // references hashes an Int, not the owner's name.
    let references = References()
    // Room for the distinct names of a typical file of this size: growing rehashes them all.
    references.simple.reserveCapacity(file.source.utf8.count / 128)
    var depth = 0
    var owner = -1
    func push(_ decl: some DeclSyntaxProtocol) {
      defer { depth += 1 }
      guard depth == 0 else { return }
      if let ext = decl.as(ExtensionDeclSyntax.self) {
        let dotted = Self.dottedName(ext.extendedType) ?? "_"
        let name = dotted.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(dotted[..<$0]) } ?? dotted
        references.isExtension.append(true)
        references.ownerNames.append(Array(name.utf8))
      } else {
        let name = DeclSyntax(decl).declaredTypeName ?? "_"
        references.isExtension.append(false)
        references.ownerNames.append(Array(name.utf8))
      }
      owner = references.ownerNames.count - 1
    }
    func pop() {
      depth -= 1
      if depth == 0 { owner = -1 }
    }
    walk.on(ClassDeclSyntax.self, push)
    walk.after(ClassDeclSyntax.self) { _ in pop() }
    walk.on(StructDeclSyntax.self, push)
    walk.after(StructDeclSyntax.self) { _ in pop() }
    walk.on(EnumDeclSyntax.self, push)
    walk.after(EnumDeclSyntax.self) { _ in pop() }
    walk.on(ActorDeclSyntax.self, push)
    walk.after(ActorDeclSyntax.self) { _ in pop() }
    walk.on(ProtocolDeclSyntax.self, push)
    walk.after(ProtocolDeclSyntax.self) { _ in pop() }
    walk.on(ExtensionDeclSyntax.self, push)
    walk.after(ExtensionDeclSyntax.self) { _ in pop() }

    // References are grouped by owner and name while walking, with the name's bytes as the key
    // (no String per reference): a file names the same types over and over, and the project
    // check then resolves each group once.
    /// Whether `name` (the first part of a type reference) is worth a fact from the owner.
    func isCandidate(_ name: TokenText) -> Bool {
      guard let first = name.first else { return false }
      if first >= 0x80 {
        guard name.string.first?.isUppercase == true else { return false }
      } else if !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
        return false
      }
      // A type's references to itself (and its nested types) stay inside its layer.
      guard owner >= 0 else { return true }
      let ownerName = references.ownerNames[owner]
      return ownerName.count != name.count || !ownerName.elementsEqual(name)
    }
    func recordSimple(_ node: some SyntaxProtocol, _ name: TokenText) {
      guard isCandidate(name), !Self.ignoredNames.contains(name) else { return }
      references.place(OwnedName(owner: owner, name: name), at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Type names start with a capital; most references (variables, calls) do not, and are
    /// dropped before anything else is looked at.
    func mayBeType(_ name: TokenText) -> Bool {
      guard let first = name.first else { return false }
      return first >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    }

    // Names are read from the raw tree first: no token node for the many that are no type.
    walk.on(IdentifierTypeSyntax.self) { node in
      let name = node.nameBytes
      guard mayBeType(name),
        !(node.parent?.is(MemberTypeSyntax.self) ?? false)
      else { return }
      recordSimple(node, name)
    }
    walk.on(MemberTypeSyntax.self) { node in
      guard !(node.parent?.is(MemberTypeSyntax.self) ?? false),
        let dotted = Self.dottedName(TypeSyntax(node)),
        let first = Self.firstPart(of: node), isCandidate(first.textBytes)
      else { return }
      references.place(OwnedDottedName(owner: owner, name: dotted), at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    walk.onReference { node, name in
      guard mayBeType(name) else { return }
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return
      }
      recordSimple(node, name)
    }
    walk.on(ImportDeclSyntax.self) { node in
      guard let module = node.path.first?.name.text else { return }
      references.place(
        OwnedDottedName(owner: References.importOwner, name: module),
        at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    // One fact per file, a line per owner and name: `kind owner TAB name TAB places`, the kind
    // a byte (`T` type, `E` extension, `I` import, `-` no type) and the places
    // `line:column,line:column…`. Built as bytes, and read back as bytes by `check`: a fact per
    // reference was a String to make, index and split for every type name a project writes.
    walk.atEnd {
      guard !references.groups.isEmpty else { return }
      var fact: [UInt8] = []
      fact.reserveCapacity(32 * references.groups.count + 8 * references.places.count)
      func record(_ owner: Int, _ name: some Sequence<UInt8>, _ offsets: ArraySlice<Int32>) {
        switch owner {
        case References.importOwner:
          fact.append(UInt8(ascii: "I"))
        case 0...:
          fact.append(references.isExtension[owner] ? UInt8(ascii: "E") : UInt8(ascii: "T"))
          fact += references.ownerNames[owner]
        default:
          fact.append(UInt8(ascii: "-"))
        }
        fact.append(UInt8(ascii: "\t"))
        fact += name
        fact.append(UInt8(ascii: "\t"))
        for index in offsets.indices {
          let location = file.location(of: AbsolutePosition(utf8Offset: Int(offsets[index])))
          if index > offsets.startIndex { fact.append(UInt8(ascii: ",")) }
          Self.appendDecimal(location.line, to: &fact)
          fact.append(UInt8(ascii: ":"))
          Self.appendDecimal(location.column, to: &fact)
        }
        fact.append(UInt8(ascii: "\n"))
      }
      let offsets = references.offsetsByGroup()
      for (group, key) in references.groups.enumerated() {
        let places = offsets.offsets[offsets.starts[group]..<offsets.starts[group + 1]]
        switch key.name {
        case .simple(let name): record(key.owner, name, places)
        case .dotted(let name): record(key.owner, name.utf8, places)
        }
      }
      file.record(String(decoding: fact, as: UTF8.self))
    }
  }

  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// The first name of a member type (`Profile` in `Profile.State`), when it is a plain name.
  static func firstPart(of type: MemberTypeSyntax) -> TokenSyntax? {
    var base = type.baseType
    while let member = base.as(MemberTypeSyntax.self) { base = member.baseType }
    return base.as(IdentifierTypeSyntax.self)?.name
  }

  /// `A.B.C` for a member type made of plain names.
  static func dottedName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self), let base = dottedName(member.baseType) {
      return base + "." + member.name.text
    }
    return nil
  }

  func check(_ project: LintedProject) {
    if options.layers.exhaustive {
      LayerCoverage.reportFilesOutsideLayers(project, layers: options.layers.layers)
    }
    guard !options.forbidden.boundaries.isEmpty else { return }
    Self.forEachReference(
      in: project.index, options: options, all: false, files: project.reportedFiles,
      facts: project.reportedFacts(of: Self.id)
    ) { reference in
      guard let boundary = reference.forbidden else { return }
      let source = reference.isImport || reference.owner.isEmpty ? "this file" : "'\(reference.owner)'"
      let what = reference.isImport ? "module '\(reference.target)'" : "'\(reference.target)'"
      let message = "\(source) (\(boundary.from)) references \(what) (\(boundary.to)): the \(boundary.from) layer must not depend on the \(boundary.to) layer"
      // One problem per type and forbidden type (or module), at however many places.
      let subject = "\(reference.owner) \(reference.isImport ? "import " : "")\(reference.target)"
      for place in reference.places() {
        project.report(
          at: Location(path: reference.path, line: place.line, column: place.column), message,
          subject: subject)
      }
    }
  }

  /// One reference (all the places one owner names one type or module) as the layers see it.
  struct ResolvedReference {
    /// The file it is written in.
    var path: String
    /// The top-level type (or extended type) it is written in; empty outside any type and for
    /// imports.
    var owner: String
    /// The type's name (its first part) or the imported module.
    var target: String
    var isImport: Bool
    var fromLayers: Set<String>
    var toLayers: Set<String>
    /// The boundary it breaks, if any.
    var forbidden: (from: String, to: String)?
    /// Its places; valid during the call only.
    var places: () -> [(line: Int, column: Int)]
  }

  /// Resolves the references every file recorded. With `all: false` (the rule's check), only
  /// references to a layer are resolved, and only forbidden ones are told apart from the
  /// project's nested and SwiftUI names; with `all: true` (`canon graph`), every reference to a
  /// top-level project type and every import is given, each known to be the project's.
  /// `files` and their `facts` (default: the whole index's) are those whose references are
  /// resolved.
  static func forEachReference(
    in index: ProjectIndex, options: Options, all: Bool, factsOf ruleID: String = Self.id,
    files: [FileSummary]? = nil, facts: [(path: String, value: String)]? = nil,
    _ body: (ResolvedReference) -> Void
  ) {
    let layers = options.layers.layers
    var forbidden: [String: [String]] = [:]
    for boundary in options.forbidden.boundaries {
      forbidden[boundary.from, default: []] += boundary.to
    }
    if options.viperDialect == .vip {
      // VIP's view controller sends requests to its interactor and holds its router, which
      // builds child scenes through their assemblies: the view may know those layers.
      let viewRoles: Set<Role> = [.view, .viewController]
      let allowed: Set<Role> = [.interactor, .router, .assembly]
      let views = Set(layers.filter { !$0.roles.isDisjoint(with: viewRoles) }.map(\.name))
      let reachable = Set(layers.filter { !$0.roles.isDisjoint(with: allowed) }.map(\.name))
      for from in views { forbidden[from]?.removeAll { reachable.contains($0) } }
    }
    let resolver = LayerResolver(index: index, layers: layers, files: files ?? index.files)
    let swiftUIExempt = Set(options.swiftUIViewsMayReference)
    let entityFolders = Set(index.rolePatterns.folders[.entity] ?? [])
    // The layers of what a name refers to, by the name's first part (a module's for imports):
    // the project writes the same few thousand names in every file, resolved once each here.
    var typeLayers: [String: Set<String>] = [:]
    var moduleLayers: [String: Set<String>] = [:]

    for (path, fact) in facts ?? index.facts(of: ruleID) {
      // What depends on the file alone, worked out when a line first needs it.
      lazy var pathLayers = resolver.layers(ofPath: path)
      lazy var isInEntityFolder = PathUtilities.components(path).dropLast().contains {
        entityFolders.contains(String($0))
      }
      FactLine.forEach(in: fact) { line in
        // Most names are not the project's: settle that before making anything else.
        let isImport = line.kind == UInt8(ascii: "I")
        let target = line.firstName
        let toLayers: Set<String>
        if isImport {
          if let known = moduleLayers[target] {
            toLayers = known
          } else {
            toLayers = resolver.moduleLayers(target)
            moduleLayers[target] = toLayers
          }
        } else {
          // A type's references to itself (and its nested types) stay inside its layer.
          guard target != line.owner else { return }
          if all {
            guard resolver.root(of: target) != nil else { return }
          }
          if let known = typeLayers[target] {
            toLayers = known
          } else {
            toLayers = resolver.root(of: target).map { resolver.layers(ofType: $0) } ?? []
            typeLayers[target] = toLayers
          }
        }
        guard all || !toLayers.isEmpty else { return }
        // In a package module that neither is nor imports the declaring module, the name is
        // another type's (SwiftUI's `List`, not the `Models` package's `List`).
        guard isImport || index.canSee(target, from: path) else { return }
        // The nearest declaration wins: `Coordinator` written in a `UIViewRepresentable` that
        // nests its own `Coordinator` is that one, not the project's top-level coordinator.
        // `List { … }` in a SwiftUI file is SwiftUI's unless the project's `List` is declared in
        // this file's own target (which would shadow SwiftUI's there).
        func isOtherType() -> Bool {
          !isImport
            && ((!line.owner.isEmpty && resolver.declaresNested(target, in: line.owner))
              || resolver.isSwiftUIName(target, inFile: path))
        }
        if all && isOtherType() { return }
        let owners = isImport ? resolver.topLevelTypes(inFile: path) : (line.owner.isEmpty ? [] : [line.owner])

        var fromLayers = pathLayers
        for name in owners {
          // An extension written outside the model's folders (a data source extension of a
          // model enum in the UI module) is not the model's own code.
          let roleLayers =
            line.kind == UInt8(ascii: "E") && !isInEntityFolder
            ? resolver.layers(ofRoles: name, excluding: .entity) : resolver.layers(ofRoles: name)
          fromLayers.formUnion(roleLayers)
        }
        var broken: (from: String, to: String)?
        if !fromLayers.isEmpty && !toLayers.isEmpty {
          // A SwiftUI view binds to its view model itself; asked only of a forbidden reference.
          lazy var exempt =
            !isImport && !swiftUIExempt.isEmpty && owners.count == 1 && resolver.isSwiftUIView(owners[0])
            ? swiftUIExempt : []
          for from in layers.map(\.name) where fromLayers.contains(from) {
            guard
              let to = (forbidden[from] ?? []).first(where: {
                toLayers.contains($0) && !fromLayers.contains($0) && !exempt.contains($0)
              })
            else { continue }
            if !all && isOtherType() { return }
            broken = (from, to)
            break
          }
          // A private type beside the one it serves (a coordinator's own SwiftUI view) is that
          // type's code, as its nested types are.
          if broken != nil, owners.count == 1, !isImport,
            resolver.isPrivateHelper(owners[0], of: target, inFile: path)
          {
            if !all { return }
            broken = nil
          }
        }
        guard all || broken != nil else { return }
        body(
          ResolvedReference(
            path: path, owner: isImport ? "" : line.owner, target: target, isImport: isImport,
            fromLayers: fromLayers, toLayers: toLayers, forbidden: broken, places: { line.places }))
      }
    }
  }
}

/// A line of a file's fact, read from the fact's bytes: `String.split` and `UTF8View` indices
/// cost tens of instructions a byte, and the check reads every type name the project writes.
private struct FactLine {
  var kind: UInt8
  var owner: String
  /// The name's first part: `Profile` of `Profile.State`, the module of an import.
  var firstName: String
  /// The places' bytes, valid during the call only.
  private var placeBytes: UnsafeBufferPointer<UInt8>

  /// Calls `body` with each line of `fact`.
  static func forEach(in fact: String, _ body: (FactLine) -> Void) {
    var fact = fact
    fact.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        var tabs = (first: 0, second: 0, count: 0)
        var dot = -1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
          if bytes[end] == UInt8(ascii: "\t") {
            tabs.count += 1
            if tabs.count == 1 { tabs.first = end } else { tabs.second = end }
          } else if bytes[end] == UInt8(ascii: "."), tabs.count == 1, dot < 0 {
            dot = end
          }
          end += 1
        }
        defer { start = end + 1 }
        guard tabs.count == 2, tabs.first > start else { continue }
        body(
          FactLine(
            kind: bytes[start],
            owner: String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<tabs.first]), as: UTF8.self),
            firstName: String(
              decoding: UnsafeBufferPointer(rebasing: bytes[(tabs.first + 1)..<(dot < 0 ? tabs.second : dot)]),
              as: UTF8.self),
            placeBytes: UnsafeBufferPointer(rebasing: bytes[(tabs.second + 1)..<end])))
      }
    }
  }

  /// The places, `line:column` separated by commas.
  var places: [(line: Int, column: Int)] {
    var places: [(line: Int, column: Int)] = []
    var numbers: [Int] = []
    var number = 0
    for byte in placeBytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number = number * 10 + Int(byte - UInt8(ascii: "0"))
      default:
        numbers.append(number)
        number = 0
        if byte == UInt8(ascii: ",") {
          if numbers.count == 2 { places.append((numbers[0], numbers[1])) }
          numbers = []
        }
      }
    }
    numbers.append(number)
    if numbers.count == 2 { places.append((numbers[0], numbers[1])) }
    return places
  }
}

/// A file's type references, grouped by the type they are written in.
private final class References {
  /// The names of the file's top-level types and extensions (the first part of the extended
  /// type), numbered in order, as bytes.
  var ownerNames: [[UInt8]] = []
  /// Whether each owner is an extension.
  var isExtension: [Bool] = []
  /// The owner number of imports; -1 is code outside any type.
  static let importOwner = -2
  /// The group (owner and name) of each reference, numbered as first met.
  var simple: [OwnedName: Int] = [:]
  var dotted: [OwnedDottedName: Int] = [:]
  var groups: [(owner: Int, name: GroupName)] = []
  /// Every reference as its group and byte offset, in the order of the walk: one flat array,
  /// where an array of places per group was an allocation for each name of each file.
  var places: [(group: Int32, offset: Int32)] = []

  enum GroupName {
    case simple(TokenText)
    case dotted(String)
  }

  func place(_ key: OwnedName, at offset: Int) {
    add(group(of: key, in: &simple, owner: key.owner, name: .simple(key.name)), offset)
  }

  func place(_ key: OwnedDottedName, at offset: Int) {
    add(group(of: key, in: &dotted, owner: key.owner, name: .dotted(key.name)), offset)
  }

  /// The number of the key's group, a new one the first time the key is met.
  private func group<Key: Hashable>(
    of key: Key, in table: inout [Key: Int], owner: Int, name: @autoclosure () -> GroupName
  ) -> Int {
    if let known = table[key] { return known }
    table[key] = groups.count
    groups.append((owner, name()))
    return groups.count - 1
  }

  private func add(_ group: Int, _ offset: Int) {
    places.append((Int32(truncatingIfNeeded: group), Int32(truncatingIfNeeded: offset)))
  }

  /// The offsets grouped, each group's in the order of the walk: group `g`'s are
  /// `offsets[starts[g]..<starts[g + 1]]`.
  func offsetsByGroup() -> (offsets: [Int32], starts: [Int]) {
    var starts = [Int](repeating: 0, count: groups.count + 1)
    for place in places { starts[Int(place.group) + 1] += 1 }
    for group in groups.indices { starts[group + 1] += starts[group] }
    var next = starts
    var offsets = [Int32](repeating: 0, count: places.count)
    for place in places {
      offsets[next[Int(place.group)]] = place.offset
      next[Int(place.group)] += 1
    }
    return (offsets, starts)
  }
}

private struct OwnedName: Hashable {
  var owner: Int
  var name: TokenText

  // One word to the hasher, the name hashed with FNV: SipHash over the bytes of every type
  // reference of the project was a measurable share of the rule.
  func hash(into hasher: inout Hasher) {
    hasher.combine(NameSet.hash(of: name) &+ UInt64(truncatingIfNeeded: owner))
  }
}

private struct OwnedDottedName: Hashable {
  var owner: Int
  var name: String
}

/// Which layers a type, a file or a module belongs to; memoized per name.
final class LayerResolver {
  let index: ProjectIndex
  let layers: [Layer]
  /// The files whose references are resolved: what the per-file tables are made of.
  let files: [FileSummary]
  private var byRoles: [String: Set<String>] = [:]
  private var byType: [String: Set<String>] = [:]
  private var byPath: [String: Set<String>] = [:]
  private var roots: [String: String?] = [:]

  init(index: ProjectIndex, layers: [Layer], files: [FileSummary]) {
    self.index = index
    self.layers = layers
    self.files = files
  }

  /// Layers a type belongs to by its roles.
  func layers(ofRoles name: String) -> Set<String> {
    if let known = byRoles[name] { return known }
    let result = layers(for: index.roles(of: name))
    byRoles[name] = result
    return result
  }

  func layers(ofRoles name: String, excluding role: Role) -> Set<String> {
    layers(for: index.roles(of: name).subtracting([role]))
  }

  private func layers(for roles: Set<Role>) -> Set<String> {
    Set(layers.filter { !$0.roles.isDisjoint(with: roles) }.map(\.name))
  }

  /// The project type a name written outside its declaration refers to: one declared at the
  /// top level. A type nested in another (`State` in a view model, `Data` in a view) is written
  /// qualified from elsewhere, so an unqualified `Data` is Foundation's.
  func root(of name: String) -> String? {
    if let known = roots[name] { return known }
    let result = index.types(named: name).contains { $0.parents.isEmpty } ? name : nil
    roots[name] = result
    return result
  }

  /// Layers a file belongs to by its path, or by its module: a layer whose `modules` name the
  /// package, Xcode target or pod that compiles the file holds it.
  func layers(ofPath path: String) -> Set<String> {
    if let known = byPath[path] { return known }
    let module = hasModuleLayers ? index.module(of: path) : nil
    let result = Set(
      layers.filter { $0.contains(path: path) || module.map($0.modules.contains) == true }
        .map(\.name))
    byPath[path] = result
    return result
  }

  /// Layers of a declared top-level type: by roles and by where it is declared. The entity role
  /// counts only when it is that type's own (a nested `Item` under `Models/` does not make a
  /// top-level `Item` an entity).
  func layers(ofType name: String) -> Set<String> {
    if let known = byType[name] { return known }
    var result = index.isEntity(name) ? layers(ofRoles: name) : layers(ofRoles: name, excluding: .entity)
    for declaration in index.types(named: name) where declaration.parents.isEmpty {
      result.formUnion(layers(ofPath: declaration.location.path))
    }
    byType[name] = result
    return result
  }

  private lazy var topLevelTypesByFile: [String: [String]] = {
    var types: [String: [String]] = [:]
    for file in files {
      types[file.path] = file.types.filter { $0.parents.isEmpty }.map(\.name)
    }
    return types
  }()

  /// The types a file declares at its top level (what an import in it serves).
  func topLevelTypes(inFile path: String) -> [String] {
    topLevelTypesByFile[path] ?? []
  }

  /// Whether `owner` (a top-level type or extended type) declares a type `name` inside it.
  func declaresNested(_ name: String, in owner: String) -> Bool {
    index.types(named: name).contains { $0.parents.first == owner }
  }

  private var swiftUIViews: [String: Bool] = [:]

  /// SwiftUI's types whose names apps also give their own types (a Mastodon client's `List`
  /// model).
  static let swiftUITypeNames: Set<String> = [
    "List", "Text", "Button", "Image", "Label", "Section", "Link", "Menu", "Table", "Group",
    "Form", "Toggle", "Picker", "Color", "Font", "Tab", "TabView", "Stepper", "Slider", "Gauge",
    "Grid", "Canvas", "Divider", "Spacer", "Alert", "Animation", "Path", "Shape", "Capsule",
    "Circle", "Rectangle", "Gradient", "Material", "ShareLink", "Layout", "Transaction",
  ]

  private lazy var importsByFile: [String: [String]] = {
    var imports: [String: [String]] = [:]
    for file in files { imports[file.path] = file.imports }
    return imports
  }()

  /// Whether `name` written in the file at `path` is SwiftUI's type: the file imports SwiftUI,
  /// SwiftUI declares a type of that name, and the project declares it in another target only.
  func isSwiftUIName(_ name: String, inFile path: String) -> Bool {
    guard Self.swiftUITypeNames.contains(name), importsByFile[path]?.contains("SwiftUI") == true
    else { return false }
    let module = index.module(of: path)
    return !index.types(named: name).contains {
      $0.parents.isEmpty && index.module(of: $0.location.path) == module
    }
  }

  /// A SwiftUI view: a view-role type declared only as structs or enums (UIKit and AppKit views
  /// are classes), so a view struct conforming to `View` or a project protocol that refines it.
  func isSwiftUIView(_ name: String) -> Bool {
    if let known = swiftUIViews[name] { return known }
    let declarations = index.types(named: name)
    let result =
      !declarations.isEmpty && index.hasRole(.view, name)
      && declarations.allSatisfy { $0.kind == .struct || $0.kind == .enum }
    swiftUIViews[name] = result
    return result
  }

  /// Whether `owner` is a `private` or `fileprivate` type declared in the file at `path` beside
  /// `target`: it serves the file's other types only (element-x-ios's
  /// `private struct NavigationRootCoordinatorView` renders `NavigationRootCoordinator`).
  func isPrivateHelper(_ owner: String, of target: String, inFile path: String) -> Bool {
    index.types(named: owner).contains { type in
      type.parents.isEmpty && type.location.path == path
        && (type.modifiers.contains("private") || type.modifiers.contains("fileprivate"))
    } && index.types(named: target).contains { $0.parents.isEmpty && $0.location.path == path }
  }

  /// Whether any layer names modules (only then is a file's module asked for).
  private lazy var hasModuleLayers = layers.contains { !$0.modules.isEmpty }

  func moduleLayers(_ module: String) -> Set<String> {
    Set(layers.filter { $0.modules.contains(module) }.map(\.name))
  }
}
