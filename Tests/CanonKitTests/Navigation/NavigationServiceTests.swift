import CanonKit
import CanonTesting
import Logging
import Testing

private struct AppDependencies {
  let greeting: String
  let unusedByDetail: Int
}

@MainActor
private final class DetailViewModel {
  let id: Int
  let greeting: String
  let navigation: NavigationService<AppDependencies>
  init(id: Int, greeting: String, navigation: NavigationService<AppDependencies>) {
    self.id = id
    self.greeting = greeting
    self.navigation = navigation
  }
}

@MainActor
private final class HomeViewModel {}

private enum HostCall: Equatable, Sendable {
  case show(String, PresentationStyle, animated: Bool)
  case dismiss(PresentationStyle, animated: Bool)
}

@MainActor
private final class HostSpy: NavigationHost {
  let recorder = CallRecorder<HostCall>()
  func show(_ viewModel: AnyObject, style: PresentationStyle, animated: Bool) {
    recorder.record(.show(String(describing: type(of: viewModel)), style, animated: animated))
  }
  func dismiss(shownWith style: PresentationStyle, animated: Bool) {
    recorder.record(.dismiss(style, animated: animated))
  }
}

extension Screen where Dependencies == AppDependencies, ViewModel == HomeViewModel {
  fileprivate static var home: Self { Screen("Home") { _, _ in HomeViewModel() } }
}

extension Screen where Dependencies == AppDependencies, ViewModel == DetailViewModel {
  fileprivate static func detail(id: Int) -> Self {
    Screen("Detail") { dependencies, navigation in
      DetailViewModel(id: id, greeting: dependencies.greeting, navigation: navigation)
    }
  }
}

@MainActor
struct NavigationServiceTests {
  private let host = HostSpy()
  private let logs = LogRecorder()
  private var navigation: NavigationService<AppDependencies> {
    NavigationService(
      dependencies: AppDependencies(greeting: "hi", unusedByDetail: 0), host: host,
      logger: logs.logger())
  }

  @Test func createsTheViewModelFromTheDependenciesAndShowsItThroughTheHost() throws {
    let navigation = self.navigation

    let viewModel = try navigation.show(.detail(id: 7), style: .push, animated: false)

    #expect(viewModel.id == 7)
    #expect(viewModel.greeting == "hi")
    #expect(viewModel.navigation === navigation)
    expectCalls(host.recorder, .exactly([.show("DetailViewModel", .push, animated: false)]))
  }

  @Test func logsEveryTransitionWithFromToAndStyle() throws {
    let navigation = self.navigation

    try navigation.show(.home, style: .setRoot)
    try navigation.show(.detail(id: 1), style: .present)
    navigation.dismiss()

    let transitions = logs.entries.filter { $0.message == "navigation transition" }
    #expect(
      transitions.map(\.metadata) == [
        ["from": "none", "to": "Home", "style": "setRoot"],
        ["from": "Home", "to": "Detail", "style": "present"],
        ["from": "Detail", "to": "Home", "style": "dismiss"],
      ])
    #expect(transitions.allSatisfy { $0.level == .info })
  }

  @Test func tracksTheStackAndDismissesWithTheStyleTheScreenWasShownWith() throws {
    let navigation = self.navigation
    try navigation.show(.home, style: .setRoot)
    try navigation.show(.detail(id: 1), style: .push)
    try navigation.show(.detail(id: 2), style: .present)
    #expect(navigation.stack == ["Home", "Detail", "Detail"])

    #expect(navigation.dismiss(animated: false))

    #expect(navigation.stack == ["Home", "Detail"])
    #expect(host.recorder.calls.last == .dismiss(.present, animated: false))
  }

  @Test func setRootReplacesTheStack() throws {
    let navigation = self.navigation
    try navigation.show(.home, style: .setRoot)
    try navigation.show(.detail(id: 1), style: .push)

    try navigation.show(.home, style: .setRoot)

    #expect(navigation.stack == ["Home"])
  }

  @Test func refusesToDismissTheRootAndSaysSo() throws {
    let navigation = self.navigation
    try navigation.show(.home, style: .setRoot)
    host.recorder.reset()

    #expect(navigation.dismiss() == false)

    expectCalls(host.recorder, .nothing)
    #expect(logs.entries.last?.level == .warning)
  }

  @Test func throwsWithoutMakingTheViewModelOnceTheHostIsGone() {
    var host: HostSpy? = HostSpy()
    let navigation = NavigationService(
      dependencies: AppDependencies(greeting: "", unusedByDetail: 0), host: host!,
      logger: logs.logger())
    host = nil
    var madeViewModels = 0
    let counted = Screen<AppDependencies, HomeViewModel>("Home") { _, _ in
      madeViewModels += 1
      return HomeViewModel()
    }

    #expect(throws: NavigationError.hostReleased) { try navigation.show(counted, style: .setRoot) }

    #expect(madeViewModels == 0)
    #expect(navigation.stack.isEmpty)
    #expect(logs.entries.last?.level == .error)
    #expect(!logs.entries.contains { $0.message == "navigation transition" })
  }
}
