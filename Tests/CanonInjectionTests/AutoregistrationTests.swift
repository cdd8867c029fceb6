import CanonInjection
import Swinject
import Testing

struct AutoregistrationTests {
  @Test func buildsAServiceFromItsInitializerResolvingEveryParameter() throws {
    let container = Container()
    container.autoregister((any Networking).self, initializer: Network.init)
    container.autoregister((any API).self, initializer: SomeAPI.init)
    container.autoregister((any ImageResizing).self, initializer: ImageResizer.init)
    container.autoregister((any ImageSearching).self, initializer: ImageSearch.init)

    let search = try #require(container.resolve((any ImageSearching).self))

    #expect(search.api is SomeAPI)
    #expect(search.api.network is Network)
    #expect(search.resizer is ImageResizer)
  }

  @Test func keepsSwinjectScopesAndNames() throws {
    let container = Container()
    container.autoregister((any Networking).self, initializer: Network.init).inObjectScope(
      .container)
    container.autoregister((any API).self, name: "primary", initializer: SomeAPI.init)

    let first = try #require(container.resolve((any API).self, name: "primary"))
    let second = try #require(container.resolve((any API).self, name: "primary"))

    #expect(first !== second)
    #expect(first.network === second.network)
    #expect(container.resolve((any API).self) == nil)
  }

  @Test func passesARuntimeArgumentFirstAndResolvesTheRest() throws {
    let container = Container()
    container.autoregister((any Networking).self, initializer: Network.init)
    container.autoregister((any API).self, initializer: SomeAPI.init)
    container.autoregister((any ImageResizing).self, initializer: ImageResizer.init)
    container.autoregister((any ImageSearching).self, initializer: ImageSearch.init)
    container.autoregister((any Geocoding).self, initializer: Geocoder.init)
    container.autoregister(
      (any DetailViewModeling).self, argument: Banana.self, initializer: DetailViewModel.init)

    let viewModel = try #require(
      container.resolve((any DetailViewModeling).self, argument: Banana(name: "Red")))

    #expect(viewModel.banana == Banana(name: "Red"))
    #expect((viewModel as? DetailViewModel)?.geocoder is Geocoder)
  }
}
