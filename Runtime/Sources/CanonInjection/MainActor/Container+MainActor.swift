import Swinject

extension Container {
  /// Registers `service` built on the main actor by `factory`, from the resolver and any runtime
  /// arguments. Resolve it with ``Swinject/Resolver/onMainActor`` from main-actor code; from
  /// anywhere else, resolving it does not compile. Callable from an `Assembly`'s nonisolated
  /// `assemble(container:)`: nothing is built until it is resolved.
  ///
  /// ```swift
  /// container.registerOnMainActor(DetailViewController.self) { (resolver, viewModel: any DetailViewModeling) in
  ///     DetailViewController(viewModel: viewModel)
  /// }
  /// let detail = container.onMainActor.resolve(DetailViewController.self, argument: viewModel)
  /// ```
  @discardableResult
  public func registerOnMainActor<Service, each Argument>(
    _ service: Service.Type,
    name: String? = nil,
    factory: @escaping @MainActor (MainActorResolver, repeat each Argument) -> Service
  ) -> ServiceEntry<Service> {
    recordRegistration(service, name: name, arguments: (repeat (each Argument).self), onMainActor: true)
    let builder = MainActorBuilder(make: factory)
    return _register(
      service, factory: { (_: MainActorCall<repeat each Argument>) -> Any in builder }, name: name,
      option: MainActorRegistration())
  }

  /// Registers a ``MainActorFactory`` that builds `Product` on the main actor from runtime
  /// arguments plus what the container resolves: the form for view-controller factories. The
  /// factory itself resolves anywhere; calling it takes main-actor code.
  ///
  /// ```swift
  /// container.registerFactoryOnMainActor { (resolver, viewModel: any DetailViewModeling) in
  ///     DetailViewController(viewModel: viewModel)
  /// }
  /// let makeDetail = container.resolve(MainActorFactory<any DetailViewModeling, DetailViewController>.self)
  /// ```
  /// As with ``registerFactory(name:_:)``, the factory holds its container weakly.
  @discardableResult
  public func registerFactoryOnMainActor<each Argument, Product>(
    name: String? = nil,
    _ make: @escaping @MainActor (MainActorResolver, repeat each Argument) -> Product
  ) -> ServiceEntry<MainActorFactory<repeat each Argument, Product>> {
    register(MainActorFactory<repeat each Argument, Product>.self, name: name) { resolver in
      let reference = ResolverReference(resolver)
      return MainActorFactory { (arguments: repeat each Argument) in
        make(MainActorResolver(reference.resolver(building: Product.self)), repeat each arguments)
      }
    }
  }
}
