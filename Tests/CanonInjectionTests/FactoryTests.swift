import CanonInjection
import Swinject
import Testing

struct FactoryTests {
  @Test func aFactoryBuildsFromItsArguments() {
    let makeTitle = Factory<String, Int, String> { name, count in "\(name) ×\(count)" }

    #expect(makeTitle("banana", 3) == "banana ×3")
  }

  @Test func registeredFactoriesCombineRuntimeArgumentsWithResolvedDependencies() throws {
    let container = Container()
    container.register(String.self) { _ in "Detail" }
    container.registerFactory { (resolver, viewModel: any DetailViewModeling) in
      DetailViewController(viewModel: viewModel, title: resolver.resolve(String.self)!)
    }
    let viewModel = DetailViewModel(
      banana: Banana(name: "Red"),
      search: ImageSearch(api: SomeAPI(network: Network()), resizer: ImageResizer()),
      geocoder: Geocoder())

    let makeDetail = try #require(
      container.resolve(Factory<any DetailViewModeling, DetailViewController>.self))
    let first = makeDetail(viewModel)
    let second = makeDetail(viewModel)

    #expect(first.title == "Detail")
    #expect(first.viewModel.banana == Banana(name: "Red"))
    #expect(first !== second)
  }

  @Test func factoriesWithoutArgumentsAndNamedFactoriesAreDistinct() throws {
    let container = Container()
    container.registerFactory { _ in Banana(name: "plain") }
    container.registerFactory(name: "ripe") { _ in Banana(name: "ripe") }

    let plain = try #require(container.resolve(Factory<Banana>.self))
    let ripe = try #require(container.resolve(Factory<Banana>.self, name: "ripe"))

    #expect(plain() == Banana(name: "plain"))
    #expect(ripe() == Banana(name: "ripe"))
  }
}

/// A container-scoped object that keeps a factory, as a coordinator keeps the factory of the
/// screens it opens.
final class DetailOpener {
  let makeTitle: Factory<String>
  init(makeTitle: Factory<String>) { self.makeTitle = makeTitle }
}

struct FactoryRetainCycleTests {
  @Test func aContainerHoldingAnObjectThatHoldsAFactoryIsReleased() throws {
    weak var releasedContainer: Container?
    weak var releasedOpener: DetailOpener?
    do {
      let container = Container()
      container.register(String.self) { _ in "Detail" }
      container.registerFactory { resolver in resolver.resolve(String.self) ?? "" }
      container.autoregister(DetailOpener.self, initializer: DetailOpener.init)
        .inObjectScope(.container)
      let opener = try #require(container.resolve(DetailOpener.self))
      #expect(opener.makeTitle() == "Detail")
      releasedContainer = container
      releasedOpener = opener
    }

    #expect(releasedContainer == nil)
    #expect(releasedOpener == nil)
  }
}
