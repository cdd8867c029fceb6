import CanonLint
import Testing

/// Roles that a name or a conformance suggests and the type's content sets aside: a protocol
/// that names a capability, a request enum named `…Router`, a `…Store` that is a screen's state.
@Suite struct CapabilityAndStateRoleTests {
  /// Loop's `LoopAppManager` adopts the app-wide `AlertPresenter` ("can present alerts"): it is
  /// no VIPER presenter. A module's part that adopts its module's protocol (`LoginPresenterImpl:
  /// LoginPresenter`) or the role's base protocol (`BasePresenter`) still takes the role.
  @Test func aProtocolNamingACapabilityGivesNoModulePartRole() {
    let index = RoleResolutionTests.index(
      [
        "App/Managers/LoopAppManager.swift": """
          public protocol AlertPresenter: AnyObject {
            func present(_ viewController: UIViewController, animated: Bool)
          }
          protocol DeepLinkRouter: AnyObject {}
          final class LoopAppManager: NSObject {}
          extension LoopAppManager: AlertPresenter {}
          final class SessionFlow: DeepLinkRouter {}
          final class AlertCenter: AlertPresenter {}
          """,
        "App/Login/LoginPresenter.swift": """
          protocol LoginPresenter: AnyObject {}
          final class LoginPresenterImpl: LoginPresenter {}
          protocol BasePresenter: AnyObject {}
          final class FeedModule: BasePresenter {}
          protocol LoginInteractor {}
          final class DefaultLoginInteractor: LoginInteractor {}
          """,
      ], explaining: true)
    #expect(index.roles(of: "LoopAppManager").isEmpty)
    #expect(
      index.rolesSetAside(of: "LoopAppManager").map(\.because) == [
        "adopts AlertPresenter, a capability: its name (…Manager) says what it is"
      ])
    #expect(index.roles(of: "SessionFlow").isEmpty)
    #expect(
      index.rolesSetAside(of: "SessionFlow").map(\.because) == [
        "adopts DeepLinkRouter, a capability: it is no part of a module named DeepLink"
      ])
    #expect(index.roles(of: "AlertCenter") == [.presenter])
    #expect(index.roles(of: "LoginPresenterImpl") == [.presenter])
    #expect(index.roles(of: "FeedModule") == [.presenter])
    #expect(index.roles(of: "DefaultLoginInteractor") == [.interactor])
  }

  /// ContactApp's `APIRouter` is Alamofire's request enum (`URLRequestConvertible` through the
  /// project's `APIConfiguration`); a Moya target and an enum of paths and methods are requests
  /// too. A VIPER router stays a router.
  @Test func aRequestEnumNamedRouterIsNoRouter() {
    let index = RoleResolutionTests.index(
      [
        "App/API/APIConfiguration.swift": "import Alamofire\nprotocol APIConfiguration: URLRequestConvertible {}\n",
        "App/API/APIRouter.swift": """
          import Alamofire
          enum APIRouter: APIConfiguration {
            case listContact
            var path: String { "contacts.json" }
          }
          enum GitHubRouter: TargetType {
            case user
          }
          enum FeedRouter {
            case latest
            var path: String { "feed" }
            var method: String { "GET" }
          }
          """,
        "App/Login/LoginRouter.swift": "final class LoginRouter {\n  func showHome() {}\n}\n",
      ], explaining: true)
    #expect(index.roles(of: "APIRouter").isEmpty)
    #expect(index.roles(of: "GitHubRouter").isEmpty)
    #expect(index.roles(of: "FeedRouter").isEmpty)
    #expect(index.roles(of: "LoginRouter") == [.router])
    #expect(
      index.rolesSetAside(of: "APIRouter").map(\.because) == [
        "named …Router, but it is a request to an endpoint (URLRequestConvertible), not navigation"
      ])
  }

  /// Enchanted's `AppStore` is the observable state its views hold (which screen is shown,
  /// toasts, reachability), not a store of the model. A `…Store` that holds the app's
  /// persistence service, or data the app decodes, stays a store, and so does one no view holds.
  @Test func aStoreOfScreenStateIsNoStore() {
    let index = RoleResolutionTests.index(
      [
        "App/Stores/AppStore.swift": """
          import Combine
          enum AppState {
            case chat, voice
          }
          @Observable
          final class AppStore {
            static let shared = AppStore()
            private var cancellables = Set<AnyCancellable>()
            private var timer: Timer?
            var isReachable = true
            var notifications: [NotificationMessage] = []
            var appState: AppState = .chat
          }
          """,
        "App/Models/NotificationMessage.swift": "struct NotificationMessage: Identifiable {\n  var id = UUID()\n  var message: String\n}\n",
        "App/Stores/ConversationStore.swift": """
          @Observable
          final class ConversationStore {
            private var swiftDataService: SwiftDataService
            var isLoading = false
            init(swiftDataService: SwiftDataService) { self.swiftDataService = swiftDataService }
          }
          final class SwiftDataService {}
          """,
        "App/Stores/PostStore.swift": """
          final class PostStore: ObservableObject {
            @Published var isLoading = false
            @Published var posts: [Post] = []
          }
          @Observable final class BadgeStore {
            var isShown = false
          }
          """,
        "App/Models/Post.swift": "struct Post: Codable {\n  let title: String\n}\n",
        "App/Views/ChatView.swift": """
          import SwiftUI
          struct ChatView: View {
            @State var appStore: AppStore
            @State var conversationStore: ConversationStore
            @StateObject var postStore = PostStore()
            var body: some View { EmptyView() }
          }
          """,
      ], explaining: true)
    #expect(index.roles(of: "AppStore").isEmpty)
    #expect(
      index.rolesSetAside(of: "AppStore").map(\.because) == [
        "named like a store, but it keeps the screen state that the view ChatView holds (isReachable, appState): no storage, service or decoded data"
      ])
    #expect(index.roles(of: "ConversationStore") == [.store])
    #expect(index.roles(of: "PostStore") == [.store])
    #expect(index.roles(of: "BadgeStore") == [.store])
  }
}
