import CanonLint
import Testing

/// Roles in SwiftUI-era apps: what a model folder holds that is presentation, which observable
/// classes are view models, and why a type's name and superclass come before its conformances.
@Suite struct SwiftUIRoleTests {
  private static func summaries(_ files: [String: String]) -> [FileSummary] {
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything, rules: [], rolePatterns: .default)
    let inputs = files.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, content: .text($0.value)) }
    return Linter(setup: setup, knownRuleIDs: []).lint(inputs).summaries
  }

  /// A display size of corner radii and symbol names, an appearance of label, colour and icon,
  /// and an enum wrapping a pasted image live in `Models/` but are presentation; the data beside
  /// them, one image among its fields included, is still an entity.
  @Test func presentationValuesInAModelFolderAreNoEntities() {
    let index = RoleResolutionTests.index([
      "App/Models/DisplaySize.swift": """
        enum DisplaySize {
          case small, large
          var cornerRadius: CGFloat { self == .small ? 4 : 8 }
          var symbolName: String { self == .small ? "rectangle" : "rectangle.fill" }
          var title: String { "" }
        }
        """,
      "App/Models/Appearance.swift": """
        struct Appearance {
          let label: String
          let color: Color
          let icon: String
        }
        """,
      "App/Models/PastedItem.swift": "enum PastedItem {\n  case image(UIImage)\n  case text(String)\n}\n",
      "App/Models/Note.swift": "struct Note {\n  let title: String\n  let body: String\n  let createdAt: Date\n}\n",
      "App/Models/Photo.swift": """
        struct Photo {
          let id: UUID
          let url: URL
          let caption: String
          var thumbnail: UIImage?
        }
        """,
      "App/Models/Badge.swift": "struct Badge {\n  let image: Image\n}\n",
      "App/Models/Image.swift": "struct Image: Codable {\n  let url: URL\n}\n",
    ])
    #expect(index.roles(of: "DisplaySize").isEmpty)
    #expect(index.roles(of: "Appearance").isEmpty)
    #expect(index.roles(of: "PastedItem").isEmpty)
    #expect(index.roles(of: "Note") == [.entity])
    #expect(index.roles(of: "Photo") == [.entity])
    // The project's own `Image` is data, not SwiftUI's.
    #expect(index.roles(of: "Badge") == [.entity])
  }

  /// A setting's options (a `CaseIterable` enum kept in user defaults or with `@AppStorage`) and
  /// a `…Store` that keeps only UI state are not the model layer: neither gets the entity or
  /// store role, and `canon roles` says why. An option enum nothing keeps as a preference, an
  /// enum with associated values kept so, and a store of entities keep their roles. What is
  /// named for navigation is neither a store nor an entity, and neither is a namespace of
  /// constants.
  /// A property wrapper views read settings through, and a SwiftUI key or style, kept in a
  /// model folder, are how views read and draw values, not data; a plain struct beside them is.
  @Test func swiftUIMachineryInAModelFolderIsNotAnEntity() {
    let index = RoleResolutionTests.index(
      [
        "App/Models/AppSettings.swift": """
          import SwiftUI
          @propertyWrapper
          struct AppSettings<T>: DynamicProperty {
            var wrappedValue: T
          }
          struct ThemeKey: EnvironmentKey {
            static let defaultValue = 0
          }
          struct CardStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label }
          }
          struct Terminal {
            let shell: String
          }
          """
      ], explaining: true)
    #expect(index.roles(of: "AppSettings").isEmpty)
    #expect(index.roles(of: "ThemeKey").isEmpty)
    #expect(index.roles(of: "CardStyle").isEmpty)
    #expect(index.roles(of: "Terminal") == [.entity])
    #expect(
      index.rolesSetAside(of: "AppSettings").map(\.because) == [
        "declared in a model folder, but it is a property wrapper (@propertyWrapper), no data"
      ])
    #expect(
      index.rolesSetAside(of: "ThemeKey").map(\.because) == [
        "declared in a model folder, but it is SwiftUI's machinery (EnvironmentKey), no data"
      ])
  }

  @Test func settingsAndUIStateAreNotTheModelLayer() {
    let index = RoleResolutionTests.index(
      [
        "App/Model/Enum.swift": """
          import Defaults
          enum ExternalLinkPolicy: String, CaseIterable, Identifiable, Defaults.Serializable {
            case alwaysAsk, alwaysLoad, neverLoad
            var id: String { rawValue }
            var name: String { rawValue }
          }
          enum Category: String, CaseIterable {
            case wikipedia, wikibooks
          }
          enum Visibility: String, Codable, CaseIterable, Defaults.Serializable {
            case pub, unlisted
          }
          enum Download: Defaults.Serializable {
            case file(URL)
          }
          """,
        "App/Model/ColorScheme.swift": """
          import SwiftUI
          enum UserColorScheme: Int, CaseIterable {
            case system, light, dark
          }
          @MainActor
          final class UserColorSchemeStore: ObservableObject {
            @AppStorage("userColorScheme") var userColorScheme: UserColorScheme = .system
            private var keyWindow: UIWindow? { nil }
          }
          final class ArticleStore: ObservableObject {
            @AppStorage("sort") var sort: String = ""
            @Published var articles: [Article] = []
          }
          """,
        "App/Model/Article.swift": "struct Article {\n  let title: String\n}\n",
        "App/Model/Brand.swift": """
          enum Brand {
            static let appName = "Reader"
            static let hideDonation: Bool = false
          }
          enum Region {
            static let all: [Region] = []
          }
          enum Migration {
            private static var host: String?
            static func run() async {}
          }
          extension Region: Codable {}
          """,
        "App/Model/NavigationItem.swift": "enum NavigationItem {\n  case article(Article)\n}\n",
        "App/NavigationStore.swift": """
          protocol NavigationStoreProtocol: AnyObject {
            var path: [Article] { get set }
          }
          final class NavigationStore: NavigationStoreProtocol {
            var path: [Article] = []
          }
          """,
      ], explaining: true)
    #expect(index.roles(of: "Brand").isEmpty)
    #expect(index.roles(of: "Region") == [.entity])
    #expect(index.roles(of: "Migration") == [.entity])
    #expect(index.roles(of: "NavigationItem").isEmpty)
    #expect(index.roles(of: "NavigationStore").isEmpty)
    #expect(index.roles(of: "NavigationStoreProtocol").isEmpty)
    #expect(
      index.rolesSetAside(of: "NavigationStore").map(\.because) == [
        "named for navigation (Navigation), which is no model data"
      ])
    #expect(index.roles(of: "ExternalLinkPolicy").isEmpty)
    #expect(index.roles(of: "UserColorScheme").isEmpty)
    #expect(index.roles(of: "UserColorSchemeStore").isEmpty)
    #expect(index.roles(of: "Category") == [.entity])
    #expect(index.roles(of: "Download") == [.entity])
    #expect(index.roles(of: "Visibility") == [.entity])
    #expect(index.roles(of: "ArticleStore") == [.store])
    #expect(
      index.rolesSetAside(of: "ExternalLinkPolicy").map(\.because) == [
        "declared in a model folder, but it is a setting's options (CaseIterable), kept in user defaults (Serializable)"
      ])
    #expect(
      index.rolesSetAside(of: "UserColorScheme").map(\.because) == [
        "declared in a model folder, but it is a setting's options (CaseIterable), kept as a preference by UserColorSchemeStore"
      ])
    #expect(
      index.rolesSetAside(of: "UserColorSchemeStore").map(\.role) == [.store, .entity])
    #expect(
      index.rolesSetAside(of: "UserColorSchemeStore").first?.because
        == "named like a store, but it keeps only UI state (@AppStorage userColorScheme), no entity")
  }

  /// The app's settings for how its screens look, kept in `Models/` (yattee's player controls,
  /// nos' `RepliesDisplayType`): named as display settings, or held only by display settings,
  /// they are no entities, and `canon roles` says why. Data the service provides stays an
  /// entity: what an entity holds (an instance's decoded `Configuration`), what the app only
  /// decodes (a server's `ServerPreferences`), and what views show (a `Video`, Loop's
  /// `GlucoseDisplay`, named for what is displayed rather than how).
  @Test func displaySettingsInAModelFolderAreNoEntities() {
    let index = RoleResolutionTests.index(
      [
        "App/Models/PlayerControls/PlayerControlsLayout.swift": """
          struct PlayerControlsLayout: Codable, Hashable {
            var topSection: LayoutSection
            var globalSettings: GlobalLayoutSettings
          }
          struct LayoutSection: Codable, Hashable {
            var buttons: [ControlButtonConfiguration]
          }
          struct GlobalLayoutSettings: Codable, Hashable {
            var theme: ControlsTheme
          }
          enum ControlsTheme: String, Codable, CaseIterable {
            case system, light, dark
            var displayName: String { rawValue }
          }
          struct ControlButtonConfiguration: Identifiable, Codable, Hashable {
            let id: UUID
            let buttonType: ControlButtonType
            var settings: ButtonSettings?
          }
          enum ControlButtonType: String, Codable {
            case playPause, seek
          }
          enum ButtonSettings: Codable, Hashable {
            case titleAuthor(TitleAuthorSettings)
          }
          struct TitleAuthorSettings: Codable, Hashable {
            var showSourceImage: Bool
            var showTitle: Bool
          }
          """,
        "App/Models/RepliesDisplayType.swift": """
          enum RepliesDisplayType {
            case displayNothing, discussion, count
          }
          """,
        "App/Models/Instance.swift": """
          struct Instance: Codable {
            let title: String
            let configuration: InstanceConfiguration?
          }
          struct InstanceConfiguration: Codable {
            let maxCharacters: Int
          }
          struct ServerPreferences: Decodable {
            let autoExpandMedia: Bool
          }
          struct Video: Codable {
            let id: String
            let title: String
            let quality: VideoQuality
          }
          enum VideoQuality: String, Codable {
            case hd, sd
          }
          struct GlucoseDisplay {
            let trendRate: Double
            let isStateValid: Bool
          }
          """,
        "App/Views/NoteCard.swift": """
          struct NoteCard: View {
            let video: Video
            let repliesDisplayType: RepliesDisplayType
            let theme: ControlsTheme
            var body: some View { EmptyView() }
          }
          """,
      ], explaining: true)
    for name in [
      "PlayerControlsLayout", "LayoutSection", "GlobalLayoutSettings", "ControlsTheme",
      "ControlButtonConfiguration", "ControlButtonType", "ButtonSettings", "TitleAuthorSettings",
      "RepliesDisplayType",
    ] {
      #expect(index.roles(of: name).isEmpty, "\(name)")
    }
    for name in [
      "Instance", "InstanceConfiguration", "ServerPreferences", "Video", "VideoQuality", "GlucoseDisplay",
    ] {
      #expect(index.roles(of: name) == [.entity], "\(name)")
    }
    #expect(
      index.rolesSetAside(of: "TitleAuthorSettings").map(\.because) == [
        "declared in a model folder, but it is the app's display settings (named …Settings), which no entity holds"
      ])
    #expect(
      index.rolesSetAside(of: "ControlButtonType").map(\.because) == [
        "declared in a model folder, but it is the app's display settings (held by ControlButtonConfiguration), which no entity holds"
      ])
    #expect(
      index.rolesSetAside(of: "RepliesDisplayType").map(\.because) == [
        "declared in a model folder, but it is the app's display settings (named …Display…), which no entity holds"
      ])
  }

  /// A type that an edit makes an entity hold is the entity's data from then on, and no
  /// longer display settings; the edit that takes it away gives that back.
  @Test func anEditedEntityTakesAndGivesBackDisplaySettings() {
    let theme = "App/Models/ControlsTheme.swift"
    let post = "App/Models/Post.swift"
    let files = Self.summaries([
      theme: "enum ControlsTheme: String, Codable {\n  case light, dark\n}\n",
      post: "struct Post: Codable {\n  let title: String\n}\n",
    ])
    let index = ProjectIndex(files: files, rolePatterns: .default)
    #expect(index.roles(of: "ControlsTheme").isEmpty)
    let held = index.updating(with: Self.summaries([post: "struct Post: Codable {\n  let theme: ControlsTheme\n}\n"]))
    #expect(held.roles(of: "ControlsTheme") == [.entity])
    let released = held.updating(with: Self.summaries([post: "struct Post: Codable {\n  let title: String\n}\n"]))
    #expect(released.roles(of: "ControlsTheme").isEmpty)
  }

  /// An observable class a view creates as its state, or that one view only is handed, is the
  /// view's view model; one several views are handed (shared data), one named for other code,
  /// one only the environment carries and one only the app holds are not.
  @Test func observableClassesAViewHoldsAreViewModels() {
    let index = RoleResolutionTests.index(
      [
        "App/Search/SearchScreen.swift": """
          import SwiftUI
          struct SearchScreen: View {
            @State private var model = SearchModel()
            @StateObject private var history = HistoryModel()
            @ObservedObject var details: DetailsModel
            @Bindable var filter: FilterState
            @StateObject private var player = PlayerService()
            @State private var routerPath = RouterPath()
            @State private var cache = TimelineCache()
            @EnvironmentObject var settings: AppSettings
            @Environment(Session.self) private var session
            var body: some View { Text("") }
          }
          """,
        "App/Search/Model/SearchModel.swift": "@Observable final class SearchModel {}\n",
        "App/Search/HistoryModel.swift": "final class HistoryModel: ObservableObject {}\n",
        "App/Search/DetailsModel.swift": "final class DetailsModel: ObservableObject {}\n",
        "App/Search/FilterState.swift": "@Observable final class FilterState {}\n",
        "App/Model/Entities/OutlineItem.swift": "final class OutlineItem: ObservableObject {}\n",
        "App/Outline/OutlineRow.swift": "struct OutlineRow: View {\n  @ObservedObject var item: OutlineItem\n}\n",
        "App/Services/PlayerService.swift": "final class PlayerService: ObservableObject {}\n",
        "App/AppSettings.swift": "final class AppSettings: ObservableObject {}\n",
        "App/Session.swift": "@Observable final class Session {}\n",
        "App/MyApp.swift": """
          @main struct MyApp: App {
            @StateObject private var library = Library()
            var body: some Scene { WindowGroup { SearchScreen() } }
          }
          """,
        "App/Library.swift": "final class Library: ObservableObject {}\n",
        "App/Navigation.swift": "@Observable final class RouterPath {}\n@Observable final class TimelineCache {}\n",
        "App/Plain.swift": "final class Counter {}\nstruct CounterView: View {\n  @State var counter = Counter()\n}\n",
        "App/Posts.swift": """
          @Observable final class Post {}
          struct PostRow: View {
            @Bindable var post: Post
          }
          struct PostDetail: View {
            @State var post: Post
            @ObservedObject var download: DownloadTask
          }
          final class DownloadTask: ObservableObject {}
          """,
      ], explaining: true)
    for name in ["SearchModel", "HistoryModel", "DetailsModel", "FilterState"] {
      #expect(index.roles(of: name) == [.viewModel], "\(name)")
    }
    for name in [
      "PlayerService", "RouterPath", "TimelineCache", "AppSettings", "Session", "Library", "Counter",
      "Post", "DownloadTask", "OutlineItem",
    ] {
      #expect(index.roles(of: name).isEmpty, "\(name)")
    }
    #expect(
      index.reasons(forRolesOf: "SearchModel").map(\.because) == [
        "an observable class that the view SearchScreen holds as @State"
      ])
  }

  /// A class of a package module is that module's, even when one app view is handed it; the
  /// package's own view makes its own class a view model.
  @Test func aClassOfAnotherModuleIsNoViewModelOfTheApp() {
    let index = RoleResolutionTests.index([
      "Packages/Middleware/Package.swift": "let package = Package(name: \"Middleware\")\n",
      "Packages/Middleware/Sources/Middleware/Community.swift": "@Observable public final class Community {}\n",
      "Packages/Middleware/Sources/Middleware/Picker.swift": """
        @Observable final class PickerModel {}
        struct PickerScreen: View {
          @State var model: PickerModel
        }
        """,
      "App/CommunityView.swift": "struct CommunityView: View {\n  @State var community: Community\n}\n",
    ])
    #expect(index.roles(of: "Community").isEmpty)
    #expect(index.roles(of: "PickerModel") == [.viewModel])
  }

  /// A view that comes to hold a class, in an edit of the view's file alone, makes it a view
  /// model; the edit that takes it away takes the role away.
  @Test func anEditedViewGivesAndTakesTheRole() {
    let model = "App/FeedModel.swift"
    let screen = "App/FeedScreen.swift"
    let holding = "struct FeedScreen: View {\n  @StateObject var model = FeedModel()\n}\n"
    let plain = "struct FeedScreen: View {\n  let title = \"\"\n}\n"
    let files = Self.summaries([model: "final class FeedModel: ObservableObject {}\n", screen: plain])
    let index = ProjectIndex(files: files, rolePatterns: .default)
    #expect(index.roles(of: "FeedModel").isEmpty)
    let held = index.updating(with: Self.summaries([screen: holding]))
    #expect(held.roles(of: "FeedModel") == [.viewModel])
    let released = held.updating(with: Self.summaries([screen: plain]))
    #expect(released.roles(of: "FeedModel").isEmpty)
  }

  /// A view controller that adopts the project's `ErrorPresenter` stays a view controller (and
  /// so do its subclasses); a type whose name and superclass say nothing takes the protocol's
  /// role.
  @Test func nameAndSuperclassComeBeforeConformances() {
    let index = RoleResolutionTests.index([
      "App/ErrorPresenter.swift": "protocol ErrorPresenter: AnyObject {}\n",
      "App/Feed/FeedViewController.swift": "final class FeedViewController: UIViewController, ErrorPresenter {}\n",
      "App/Base/BaseScreen.swift": "class BaseScreen: UIViewController, ErrorPresenter {}\nfinal class LoginScreen: BaseScreen {}\n",
      "App/Banner/ErrorBanner.swift": "final class ErrorBanner: ErrorPresenter {}\n",
    ])
    #expect(index.roles(of: "FeedViewController") == [.viewController])
    #expect(index.roles(of: "BaseScreen") == [.viewController])
    #expect(index.roles(of: "LoginScreen") == [.viewController])
    #expect(index.roles(of: "ErrorBanner") == [.presenter])
  }
}
