import Swinject

extension Container {
  /// Registers a ``Factory`` that builds `Product` from runtime arguments plus what the
  /// container resolves, so consumers resolve (or get injected) the factory, not the container.
  ///
  /// ```swift
  /// container.registerFactory { (resolver, viewModel: DetailViewModeling) in
  ///     DetailViewController(viewModel: viewModel, images: resolver.resolve(ImageLoading.self)!)
  /// }
  /// let makeDetail = container.resolve(Factory<DetailViewModeling, DetailViewController>.self)!
  /// ```
  /// The factory keeps the resolver it was resolved from alive.
  @discardableResult
  public func registerFactory<each Argument, Product>(
    name: String? = nil,
    _ make: @escaping (any Resolver, repeat each Argument) -> Product
  ) -> ServiceEntry<Factory<repeat each Argument, Product>> {
    register(Factory<repeat each Argument, Product>.self, name: name) { resolver in
      Factory { (arguments: repeat each Argument) in
        make(resolver, repeat each arguments)
      }
    }
  }
}
