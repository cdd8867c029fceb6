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
