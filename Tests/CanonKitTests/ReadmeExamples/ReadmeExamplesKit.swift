import CanonKit
import Observation
import Testing

// The README's CanonKit example, compiled as written; ReadmeExamplesTests checks the text matches.

private struct Session: Sendable {}
@MainActor private protocol Authenticating: AnyObject {
  func session(for username: String, password: String) async throws -> Session
}
private struct Refused: Error {}
private final class AuthStub: Authenticating {
  func session(for username: String, password: String) async throws -> Session { throw Refused() }
}

private enum Readme {
  @MainActor @Observable final class LoginViewModel {
    var username = ""
    @ObservationIgnored var auth: any Authenticating = AuthStub()

    @ObservationIgnored private(set) lazy var logIn = Command<String, Session>(owner: self) {
      !$0.username.isEmpty
    } execute: { viewModel, password in
      try await viewModel.auth.session(for: viewModel.username, password: password)
    }
  }

  struct AppDependencies {}
  @MainActor final class HomeViewModel {}
  @MainActor final class DetailViewModel {}

  @MainActor final class Button { var isEnabled = true }

  @MainActor final class LoginViewController {
    let viewModel: LoginViewModel
    let navigation: NavigationService<AppDependencies>
    let button = Button()
    var tokens: [ObservationToken] = []
    var alerts = 0

    init(viewModel: LoginViewModel, navigation: NavigationService<AppDependencies>) {
      self.viewModel = viewModel
      self.navigation = navigation
    }

    func showAlert(_ error: any Error) { alerts += 1 }

    func viewDidLoad() {
      // In the view controller, which keeps `tokens`: releasing it ends every binding.
      tokens.append(observe { [viewModel] in viewModel.logIn.isEnabled } onChange: { [button] in button.isEnabled = $0 })
      tokens.append(viewModel.logIn.onError { [weak self] in self?.showAlert($0) })
    }

    func hostReports(_ poppedViewModel: AnyObject) {
      // In the navigation host, when the user went back or swiped a sheet away:
      navigation.userDidLeave(screenOf: poppedViewModel)
      // A deep link:
      navigation.show(path: [Route(.home, style: .setRoot), Route(.detail(id: 7), style: .push)])
    }
  }

  @MainActor final class Host: NavigationHost {
    var shown: [AnyObject] = []
    func show(_ viewModel: AnyObject, style: PresentationStyle, animated: Bool) {
      shown.append(viewModel)
    }
    func dismiss(shownWith style: PresentationStyle, animated: Bool) { shown.removeLast() }
  }
}

extension Screen where Dependencies == Readme.AppDependencies, ViewModel == Readme.HomeViewModel {
  fileprivate static var home: Self { Screen("Home") { _, _ in Readme.HomeViewModel() } }
}

extension Screen where Dependencies == Readme.AppDependencies, ViewModel == Readme.DetailViewModel {
  fileprivate static func detail(id: Int) -> Self {
    Screen("Detail") { _, _ in Readme.DetailViewModel() }
  }
}

@MainActor
struct ReadmeKitExampleTests {
  @Test func theReadmeExampleRuns() async {
    let host = Readme.Host()
    let navigation = NavigationService(dependencies: Readme.AppDependencies(), host: host)
    let controller = Readme.LoginViewController(
      viewModel: Readme.LoginViewModel(), navigation: navigation)
    controller.viewDidLoad()
    #expect(controller.button.isEnabled == false)

    controller.viewModel.username = "ana"
    await controller.viewModel.logIn.execute("secret")
    controller.hostReports(Readme.HomeViewModel())

    #expect(controller.alerts == 1)
    #expect(navigation.stack == ["Home", "Detail"])
  }
}
