import Swinject

final class ServicesAssembly: Assembly {
  func assemble(container: Container) {
    container.register(Networking.self) { _ in
      Network(baseURL: "https://api.example.cz")
    }
    .inObjectScope(.container)
    container.register(LanguagesAPI.self) { resolver in
      LanguagesAPI(network: resolver.resolve(Networking.self)!)
    }
    container.register(Geocoding.self) { _ in Geocoder() }
  }
}
