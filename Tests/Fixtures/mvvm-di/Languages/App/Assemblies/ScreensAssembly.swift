import Swinject

final class ScreensAssembly: Assembly {
  func assemble(container: Container) {
    container.register(LanguagesViewModeling.self) { resolver in
      LanguagesViewModel(
        api: resolver.resolve(LanguagesAPI.self)!,
        geocoder: resolver.resolve(Geocoding.self)!)
    }
    container.register(DetailViewControllerFactory.self) { resolver in
      { language in
        DetailViewController(
          viewModel: DetailViewModel(language: language),
          resolver: resolver)
      }
    }
    container.register(LanguagesViewController.self) { resolver in
      LanguagesViewController(
        viewModel: resolver.resolve(LanguagesViewModeling.self)!,
        makeDetail: resolver.resolve(DetailViewControllerFactory.self)!)
    }
  }
}
