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
  /// The factory holds the resolver it was resolved from weakly: a container-scoped object that
  /// keeps a factory would otherwise keep its own container alive (container → object → factory
  /// → container). Keep the container (the composition root) alive while its factories are used;
  /// calling one after its container was released stops the program with a message saying so.
  @discardableResult
  public func registerFactory<each Argument, Product>(
    name: String? = nil,
    _ make: @escaping (any Resolver, repeat each Argument) -> Product
  ) -> ServiceEntry<Factory<repeat each Argument, Product>> {
    register(Factory<repeat each Argument, Product>.self, name: name) { resolver in
      let reference = ResolverReference(resolver)
      return Factory { (arguments: repeat each Argument) in
        make(reference.resolver(building: Product.self), repeat each arguments)
      }
    }
  }
}

/// A resolver held weakly when it is an object (Swinject's resolvers are containers). Set once
/// and never changed, so it may be captured by a main-actor factory built on another thread; the
/// resolver it hands out is then used from that factory, on the main actor.
final class ResolverReference: @unchecked Sendable {
  private weak var object: AnyObject?
  private let value: (any Resolver)?

  init(_ resolver: any Resolver) {
    if type(of: resolver) is AnyClass {
      object = resolver as AnyObject
      value = nil
    } else {
      value = resolver
    }
  }

  func resolver<Product>(building product: Product.Type) -> any Resolver {
    guard let resolver = value ?? object as? any Resolver else {
      fatalError(
        "CanonInjection: a Factory of \(product) was called after its container was released; "
          + "keep the container alive as long as the objects it built use factories.")
    }
    return resolver
  }
}
