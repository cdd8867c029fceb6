import Swinject

extension Container {
  /// Registers `service`, built by `initializer` with every parameter resolved from the
  /// container: no `resolve` to spell out per dependency (what SwinjectAutoregistration does,
  /// for any number of parameters thanks to parameter packs).
  ///
  /// ```swift
  /// container.autoregister(ImageSearching.self, initializer: ImageSearch.init)
  /// ```
  /// Resolving `service` stops the program with the missing type's name if a parameter's type
  /// is not registered: a wiring mistake to fix at once, not a runtime condition.
  @discardableResult
  public func autoregister<Service, each Dependency>(
    _ service: Service.Type,
    name: String? = nil,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    register(service, name: name) { resolver in
      initializer(repeat resolver.resolveDependency((each Dependency).self, of: Service.self))
    }
  }

  /// Registers `service`, built by `initializer` from one runtime argument (first parameter,
  /// passed to `resolve(_:argument:)`) and dependencies resolved from the container.
  ///
  /// ```swift
  /// container.autoregister(DetailViewModeling.self, argument: Banana.self, initializer: DetailViewModel.init)
  /// let viewModel = container.resolve(DetailViewModeling.self, argument: banana)
  /// ```
  @discardableResult
  public func autoregister<Service, Argument, each Dependency>(
    _ service: Service.Type,
    name: String? = nil,
    argument: Argument.Type,
    initializer: @escaping (Argument, repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    register(service, name: name) { (resolver: any Resolver, argument: Argument) in
      initializer(
        argument, repeat resolver.resolveDependency((each Dependency).self, of: Service.self))
    }
  }
}

extension Resolver {
  fileprivate func resolveDependency<Dependency, Service>(
    _ dependency: Dependency.Type, of service: Service.Type
  ) -> Dependency {
    guard let resolved = resolve(dependency) else {
      fatalError(
        "CanonInjection: cannot build \(service): no registration for its parameter \(dependency).")
    }
    return resolved
  }
}
