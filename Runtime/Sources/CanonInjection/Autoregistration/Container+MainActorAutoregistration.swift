import Swinject

extension Container {
  /// Registers a `@MainActor` service (a view model) built by its main-actor `initializer`, every
  /// parameter resolved from the container; callable from a Swinject `Assembly`'s nonisolated
  /// `assemble(container:)`.
  ///
  /// ```swift
  /// container.autoregister(LoginViewModeling.self, initializer: LoginViewModel.init)  // @MainActor init
  /// let viewModel = container.onMainActor.resolve(LoginViewModeling.self)            // main-actor code
  /// ```
  /// The service is registered on the main actor
  /// (``registerOnMainActor(_:name:factory:)``): it is resolved through
  /// ``Swinject/Resolver/onMainActor``, which only main-actor code can call, and its parameters may
  /// themselves be main-actor services.
  @discardableResult
  public func autoregister<Service, each Dependency>(
    _ service: Service.Type,
    name: String? = nil,
    initializer: @escaping @MainActor (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    record(
      service, name: name, parameters: (repeat (each Dependency).self), arguments: (),
      onMainActor: true)
    return registerOnMainActor(service, name: name) { resolver in
      initializer(repeat resolver.dependency((each Dependency).self, of: Service.self))
    }
  }

  /// Registers a `@MainActor` service built from one runtime argument (the parameter of type
  /// `Argument`, in any position) and resolved dependencies; see
  /// ``autoregister(_:name:initializer:)-(_,_,@MainActor(repeat(each Dependency))->Service)``.
  @discardableResult
  public func autoregister<Service, Argument, each Parameter>(
    _ service: Service.Type,
    name: String? = nil,
    argument: Argument.Type,
    initializer: @escaping @MainActor (repeat each Parameter) -> Service
  ) -> ServiceEntry<Service> {
    record(
      service, name: name, parameters: (repeat (each Parameter).self), arguments: argument,
      onMainActor: true)
    return registerOnMainActor(service, name: name) { (resolver, argument: Argument) in
      let supplied = RuntimeArguments(argument)
      return initializer(
        repeat supplied.take((each Parameter).self)
          ?? resolver.dependency((each Parameter).self, of: Service.self))
    }
  }
}
