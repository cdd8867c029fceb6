import CanonInjection
import Swinject
import Testing

@MainActor
protocol LoginViewModeling: AnyObject {
  var username: String { get }
}

/// A view model as the guides write them: main-actor, built from its dependencies.
@MainActor
final class LoginViewModel: LoginViewModeling {
  let username: String
  let api: any API
  init(api: any API) {
    self.api = api
    username = ""
  }
  init(username: String, api: any API) {
    self.api = api
    self.username = username
  }
}

/// An assembly registers from `assemble(container:)`, which Swinject does not isolate.
final class LoginAssembly: Assembly {
  func assemble(container: Container) {
    container.autoregister((any Networking).self, initializer: Network.init)
    container.autoregister((any API).self, initializer: SomeAPI.init)
    container.autoregister(
      (any LoginViewModeling).self, initializer: LoginViewModel.init(api:))
    container.autoregister(
      (any LoginViewModeling).self, name: "prefilled", argument: String.self,
      initializer: LoginViewModel.init(username:api:))
  }
}

/// Runtime arguments in the middle and at the end of the parameter list.
final class Report {
  let title: String
  let api: any API
  let page: Int
  let resizer: any ImageResizing
  init(title: String, api: any API, page: Int, resizer: any ImageResizing) {
    self.title = title
    self.api = api
    self.page = page
    self.resizer = resizer
  }
}

@MainActor
struct MainActorAndArgumentsTests {
  @Test func mainActorViewModelsAreRegisteredFromAnAssembly() throws {
    let assembler = Assembler([LoginAssembly()])

    let plain = try #require(assembler.resolver.onMainActor.resolve((any LoginViewModeling).self))
    let prefilled = try #require(
      assembler.resolver.onMainActor.resolve(
        (any LoginViewModeling).self, name: "prefilled", argument: "ana"))

    #expect(plain is LoginViewModel)
    #expect(prefilled.username == "ana")
  }

  @Test func runtimeArgumentsFillTheirParametersInAnyPosition() throws {
    let container = Container()
    container.autoregister((any Networking).self, initializer: Network.init)
    container.autoregister((any API).self, initializer: SomeAPI.init)
    container.autoregister((any ImageResizing).self, initializer: ImageResizer.init)
    container.autoregister(
      Report.self, arguments: String.self, Int.self, initializer: Report.init)

    let report = try #require(container.resolve(Report.self, arguments: "Sales", 3))

    #expect(report.title == "Sales")
    #expect(report.page == 3)
    #expect(report.api.network is Network)
  }

  @Test func anArgumentMayBeTheLastParameter() throws {
    let container = Container()
    container.autoregister((any Networking).self, initializer: Network.init)
    container.autoregister((any API).self, initializer: SomeAPI.init)
    container.autoregister(
      (any LoginViewModeling).self, argument: String.self,
      initializer: { (api: any API, name: String) in LoginViewModel(username: name, api: api) })

    let viewModel = try #require(
      container.onMainActor.resolve((any LoginViewModeling).self, argument: "bo"))

    #expect(viewModel.username == "bo")
  }

  @Test func verifyReportsEveryMissingDependencyAtOnce() {
    let container = Container()
    container.autoregister((any ImageSearching).self, initializer: ImageSearch.init)
    container.autoregister(
      (any DetailViewModeling).self, argument: Banana.self, initializer: DetailViewModel.init)
    container.autoregister((any ImageResizing).self, initializer: ImageResizer.init)

    let missing = container.verify((any Geocoding).self, (any ImageSearching).self)

    #expect(
      missing.map(\.description) == [
        "CanonInjectionTests.Geocoding is not registered",
        "CanonInjectionTests.ImageSearching needs CanonInjectionTests.API, which is not registered",
        "CanonInjectionTests.DetailViewModeling needs CanonInjectionTests.Geocoding, which is not registered",
      ])
  }

  @Test func verifyTakesTheServicesAsAList() {
    let container = Container()
    container.autoregister((any ImageSearching).self, initializer: ImageSearch.init)
    let services: [Any.Type] = [(any Geocoding).self, (any ImageSearching).self]

    let missing = container.verify(services)

    #expect(
      missing.map(\.description) == [
        "CanonInjectionTests.Geocoding is not registered",
        "CanonInjectionTests.ImageSearching needs CanonInjectionTests.API, which is not registered",
        "CanonInjectionTests.ImageSearching needs CanonInjectionTests.ImageResizing, which is not registered",
      ])
  }

  @Test func aWiredContainerVerifiesClean() {
    let assembler = Assembler([LoginAssembly()])

    #expect(assembler.resolver is Container)
    #expect((assembler.resolver as? Container)?.verify((any LoginViewModeling).self) == [])
  }
}
