import CanonInjection
import Swinject
import Testing

/// A main-actor view model.
@MainActor
final class ThreadNotingViewModel: LoginViewModeling {
  let username = "noted"
  init() {}
}

/// How many times a registration's factory ran.
@MainActor
final class BuildCounter {
  var count = 0
}

/// Main-actor services that depend on each other, to check graph sharing.
@MainActor final class Session {
  init() {}
}
@MainActor final class Profile {
  let session: Session
  init(session: Session) { self.session = session }
}
@MainActor final class Screen {
  let session: Session
  let profile: Profile
  init(session: Session, profile: Profile) {
    self.session = session
    self.profile = profile
  }
}

/// A screen built from its view model on the main actor.
@MainActor final class LoginScreen {
  let viewModel: any LoginViewModeling
  let title: String
  init(viewModel: any LoginViewModeling, title: String) {
    self.viewModel = viewModel
    self.title = title
  }
}

struct MainActorRegistrationTests {
  @MainActor
  @Test func aMainActorServiceResolvesFromMainActorCode() throws {
    let container = Container()
    container.autoregister((any LoginViewModeling).self, initializer: ThreadNotingViewModel.init)

    let viewModel = try #require(container.onMainActor.resolve((any LoginViewModeling).self))

    #expect(viewModel is ThreadNotingViewModel)
  }

  // Before main-actor registrations had their own key, this resolve ran the initializer inside
  // `MainActor.assumeIsolated` on a background thread, which stops the program.
  @MainActor
  @Test func swinjectsOwnResolveOffTheMainActorBuildsNothing() async throws {
    let container = Container()
    let counter = BuildCounter()
    container.registerOnMainActor((any LoginViewModeling).self) { _ in
      counter.count += 1
      return ThreadNotingViewModel()
    }
    container.autoregister(Session.self, initializer: Session.init)
    let box = ContainerBox(container)

    let resolvedOffMain = await Task.detached {
      (
        viewModel: box.container.resolve((any LoginViewModeling).self) != nil,
        session: box.container.resolve(Session.self) != nil
      )
    }.value
    let builtOffMain = counter.count
    let onMain = box.container.onMainActor.resolve((any LoginViewModeling).self)

    #expect(resolvedOffMain.viewModel == false)
    #expect(resolvedOffMain.session == false)
    #expect(builtOffMain == 0)
    #expect(onMain is ThreadNotingViewModel)
    #expect(counter.count == 1)
  }

  @Test func aMainActorFactoryResolvesAnywhereAndBuildsOnTheMainActor() async throws {
    let container = Container()
    container.register(String.self) { _ in "Login" }
    container.autoregister((any LoginViewModeling).self, initializer: ThreadNotingViewModel.init)
    container.registerFactoryOnMainActor { (resolver, viewModel: any LoginViewModeling) in
      LoginScreen(viewModel: viewModel, title: resolver.resolve(String.self) ?? "")
    }
    let box = ContainerBox(container)

    let factoryOffMain = await Task.detached {
      box.container.resolve(MainActorFactory<any LoginViewModeling, LoginScreen>.self) != nil
    }.value
    let screen = await MainActor.run { () -> (title: String, viewModel: Bool)? in
      let resolver = box.container.onMainActor
      guard
        let makeScreen = resolver.resolve(MainActorFactory<any LoginViewModeling, LoginScreen>.self),
        let viewModel = resolver.resolve((any LoginViewModeling).self)
      else { return nil }
      let screen = makeScreen(viewModel)
      return (screen.title, screen.viewModel === viewModel)
    }

    #expect(factoryOffMain)
    #expect(screen?.title == "Login")
    #expect(screen?.viewModel == true)
  }

  @MainActor
  @Test func mainActorServicesShareTheirGraphAndKeepTheirScope() throws {
    let container = Container()
    container.autoregister(Session.self, initializer: Session.init)
    container.autoregister(Profile.self, initializer: Profile.init)
    container.autoregister(Screen.self, initializer: Screen.init)
    container.registerOnMainActor(Session.self, name: "shared") { _ in Session() }
      .inObjectScope(.container)

    let screen = try #require(container.onMainActor.resolve(Screen.self))
    let other = try #require(container.onMainActor.resolve(Screen.self))
    let shared = container.onMainActor.resolve(Session.self, name: "shared")

    #expect(screen.session === screen.profile.session)
    #expect(screen.session !== other.session)
    #expect(shared != nil)
    #expect(shared === container.onMainActor.resolve(Session.self, name: "shared"))
  }

  @MainActor
  @Test func registerOnMainActorTakesRuntimeArguments() throws {
    let container = Container()
    container.registerOnMainActor(LoginScreen.self) { (_, title: String) in
      LoginScreen(viewModel: ThreadNotingViewModel(), title: title)
    }

    let screen = container.onMainActor.resolve(LoginScreen.self, argument: "Welcome")

    #expect(screen?.title == "Welcome")
    #expect(container.onMainActor.resolve(LoginScreen.self) == nil)
  }
}

/// Carries a container into a detached task in these tests: each task uses it alone, one after
/// the other.
final class ContainerBox: @unchecked Sendable {
  let container: Container
  init(_ container: Container) { self.container = container }
}
