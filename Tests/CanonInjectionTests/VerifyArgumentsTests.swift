import CanonInjection
import Swinject
import Testing

/// A view model that needs the detail view model without arguments, as a list's might.
final class ListViewModel {
  let detail: any DetailViewModeling
  init(detail: any DetailViewModeling) { self.detail = detail }
}

@MainActor final class MainActorClock {
  init() {}
}
final class Ticker {
  let clock: MainActorClock
  init(clock: MainActorClock) { self.clock = clock }
}

struct VerifyArgumentsTests {
  /// The wiring of `DetailViewModeling` with its `Banana` argument and everything it needs.
  private func detailWiring() -> Container {
    let container = Container()
    container.autoregister((any Networking).self, initializer: Network.init)
    container.autoregister((any API).self, initializer: SomeAPI.init)
    container.autoregister((any ImageResizing).self, initializer: ImageResizer.init)
    container.autoregister((any ImageSearching).self, initializer: ImageSearch.init)
    container.autoregister((any Geocoding).self, initializer: Geocoder.init)
    container.autoregister(
      (any DetailViewModeling).self, argument: Banana.self, initializer: DetailViewModel.init)
    return container
  }

  @Test func aServiceRegisteredOnlyWithAnArgumentIsReportedWithItsArity() {
    let container = detailWiring()

    let missing = container.verify((any DetailViewModeling).self)

    #expect(
      missing.map(\.description) == [
        "CanonInjectionTests.DetailViewModeling is registered only with 1 argument (Banana), not without arguments"
      ])
    #expect(missing.first?.reason == .onlyWithArguments([["Banana"]]))
  }

  @Test func aDependencyRegisteredOnlyWithAnArgumentIsReported() {
    let container = detailWiring()
    container.autoregister(ListViewModel.self, initializer: ListViewModel.init)

    let missing = container.verify(ListViewModel.self)

    #expect(
      missing.map(\.description) == [
        "CanonInjectionTests.ListViewModel needs CanonInjectionTests.DetailViewModeling without arguments, which is registered only with 1 argument (Banana)"
      ])
  }

  @Test func swinjectsOwnRegistrationWithAnArgumentIsReportedToo() {
    let container = Container()
    container.register(Banana.self) { (_, name: String) in Banana(name: name) }

    #expect(
      container.verify(Banana.self).map(\.description) == [
        "CanonInjectionTests.Banana is registered only with runtime arguments, not without arguments"
      ])
  }

  @Test func aNonisolatedInitializerCannotTakeAMainActorService() {
    let container = Container()
    container.autoregister(MainActorClock.self, initializer: MainActorClock.init)
    container.autoregister(Ticker.self, initializer: Ticker.init)

    #expect(
      container.verify(MainActorClock.self).map(\.description) == [
        "CanonInjectionTests.Ticker needs CanonInjectionTests.MainActorClock, which is registered on the main actor: make the initializer @MainActor"
      ])
  }

  @Test func aServiceRegisteredBothWaysVerifiesClean() {
    let container = detailWiring()
    container.register((any DetailViewModeling).self) { resolver in
      DetailViewModel(
        banana: Banana(name: "plain"), search: ImageSearch(api: SomeAPI(network: Network()), resizer: ImageResizer()),
        geocoder: Geocoder())
    }

    #expect(container.verify((any DetailViewModeling).self) == [])
  }

  @Test func verifyingBuildsNothingAndKeepsContainerScopedInstances() throws {
    let container = Container()
    var built = 0
    container.register(Network.self) { _ in
      built += 1
      return Network()
    }.inObjectScope(.container)

    #expect(container.verify(Network.self) == [])
    #expect(built == 0)
    let first = try #require(container.resolve(Network.self))
    #expect(container.verify(Network.self) == [])
    #expect(container.resolve(Network.self) === first)
    #expect(built == 1)
  }
}
