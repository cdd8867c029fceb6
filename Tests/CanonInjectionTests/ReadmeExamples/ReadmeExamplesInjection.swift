import CanonInjection
import Swinject
import Testing

// The README's CanonInjection example, compiled as written; ReadmeExamplesTests checks the text
// matches. The fixtures' types stand in for the README's.

protocol ImageLoading {}
struct NoImages: ImageLoading {}

private final class ReadmeDetailViewController {
  let viewModel: any DetailViewModeling
  let images: any ImageLoading
  init(viewModel: any DetailViewModeling, images: any ImageLoading) {
    self.viewModel = viewModel
    self.images = images
  }
}

struct ReadmeInjectionExampleTests {
  @MainActor
  @Test func theReadmeExampleRuns() throws {
    typealias DetailViewController = ReadmeDetailViewController
    let container = Container()
    container.autoregister((any Networking).self, initializer: Network.init)
    container.autoregister((any API).self, initializer: SomeAPI.init)
    container.autoregister((any ImageResizing).self, initializer: ImageResizer.init)
    container.autoregister((any Geocoding).self, initializer: Geocoder.init)

    container.autoregister(ImageSearching.self, initializer: ImageSearch.init)
    container.autoregister(DetailViewModeling.self, argument: Banana.self, initializer: DetailViewModel.init)
    container.registerFactory { (r, viewModel: DetailViewModeling) in
      DetailViewController(viewModel: viewModel, images: r.resolve(ImageLoading.self) ?? NoImages())
    }
    let makeDetail = container.resolve(Factory<DetailViewModeling, DetailViewController>.self)
    #expect(container.verify(ImageSearching.self) == [])   // in a test: every missing dependency
    container.registerFactoryOnMainActor { (r, viewModel: LoginViewModeling) in LoginScreen(viewModel: viewModel, title: "Log in") }
    let makeLogin = container.resolve(MainActorFactory<LoginViewModeling, LoginScreen>.self)   // called from main-actor code

    let viewModel = try #require(container.resolve(DetailViewModeling.self, argument: Banana(name: "Red")))
    #expect(makeDetail?(viewModel).viewModel.banana == Banana(name: "Red"))
    let login = makeLogin?(ThreadNotingViewModel()).title
    #expect(login == "Log in")
  }
}
