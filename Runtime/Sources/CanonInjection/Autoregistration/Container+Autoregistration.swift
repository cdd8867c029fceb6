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
  /// is not registered: a wiring mistake to fix at once, not a runtime condition. Tests find
  /// every such mistake at once with ``verify(_:)``.
  @discardableResult
  public func autoregister<Service, each Dependency>(
    _ service: Service.Type,
    name: String? = nil,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    record(service, name: name, parameters: (repeat (each Dependency).self), arguments: ())
    return register(service, name: name) { resolver in
      initializer(repeat resolver.resolveDependency((each Dependency).self, of: Service.self))
    }
  }

  /// Registers `service`, built by `initializer` from one runtime argument (passed to
  /// `resolve(_:argument:)`) and dependencies resolved from the container. The argument is the
  /// parameter of type `Argument`, in any position.
  ///
  /// ```swift
  /// container.autoregister(DetailViewModeling.self, argument: Banana.self, initializer: DetailViewModel.init)
  /// let viewModel = container.resolve(DetailViewModeling.self, argument: banana)
  /// ```
  @discardableResult
  public func autoregister<Service, Argument, each Parameter>(
    _ service: Service.Type,
    name: String? = nil,
    argument: Argument.Type,
    initializer: @escaping (repeat each Parameter) -> Service
  ) -> ServiceEntry<Service> {
    record(service, name: name, parameters: (repeat (each Parameter).self), arguments: argument)
    return register(service, name: name) { (resolver: any Resolver, argument: Argument) in
      let supplied = RuntimeArguments(argument)
      return initializer(
        repeat supplied.take((each Parameter).self)
          ?? resolver.resolveDependency((each Parameter).self, of: Service.self))
    }
  }

  /// Registers `service` built from two runtime arguments (passed to
  /// `resolve(_:arguments:_:)` in this order), each the parameter of its type in any position,
  /// and dependencies resolved from the container. Two arguments of one type fill that type's
  /// parameters in order.
  @discardableResult
  public func autoregister<Service, Argument1, Argument2, each Parameter>(
    _ service: Service.Type,
    name: String? = nil,
    arguments first: Argument1.Type, _ second: Argument2.Type,
    initializer: @escaping (repeat each Parameter) -> Service
  ) -> ServiceEntry<Service> {
    record(service, name: name, parameters: (repeat (each Parameter).self), arguments: (first, second))
    return register(service, name: name) {
      (resolver: any Resolver, first: Argument1, second: Argument2) in
      let supplied = RuntimeArguments(first, second)
      return initializer(
        repeat supplied.take((each Parameter).self)
          ?? resolver.resolveDependency((each Parameter).self, of: Service.self))
    }
  }

  /// Registers `service` built from three runtime arguments; see
  /// ``autoregister(_:name:arguments:_:initializer:)``.
  @discardableResult
  public func autoregister<Service, Argument1, Argument2, Argument3, each Parameter>(
    _ service: Service.Type,
    name: String? = nil,
    arguments first: Argument1.Type, _ second: Argument2.Type, _ third: Argument3.Type,
    initializer: @escaping (repeat each Parameter) -> Service
  ) -> ServiceEntry<Service> {
    record(
      service, name: name, parameters: (repeat (each Parameter).self),
      arguments: (first, second, third))
    return register(service, name: name) {
      (resolver: any Resolver, first: Argument1, second: Argument2, third: Argument3) in
      let supplied = RuntimeArguments(first, second, third)
      return initializer(
        repeat supplied.take((each Parameter).self)
          ?? resolver.resolveDependency((each Parameter).self, of: Service.self))
    }
  }
}

extension Resolver {
  func resolveDependency<Dependency, Service>(
    _ dependency: Dependency.Type, of service: Service.Type
  ) -> Dependency {
    guard let resolved = resolve(dependency) else {
      fatalError(missingDependencyMessage(dependency, of: service))
    }
    return resolved
  }

  /// Why `dependency` cannot be resolved without arguments for `service`: not registered at all,
  /// or registered only with runtime arguments or on the main actor.
  func missingDependencyMessage<Dependency, Service>(
    _ dependency: Dependency.Type, of service: Service.Type
  ) -> String {
    let container = self as? Container
    let reason =
      container.flatMap { MissingDependency.reason(for: dependency, in: $0, fromMainActor: false) }
      ?? .notRegistered
    let missing = MissingDependency(
      service: String(reflecting: service), dependency: String(reflecting: dependency),
      reason: reason)
    return "CanonInjection: cannot build \(missing)."
  }
}

/// The runtime arguments of one resolution, matched to the initializer's parameters by type.
final class RuntimeArguments {
  private var remaining: [(type: ObjectIdentifier, value: Any)]

  init<each Argument>(_ arguments: repeat each Argument) {
    var remaining: [(type: ObjectIdentifier, value: Any)] = []
    for entry in repeat Self.entry(each arguments) { remaining.append(entry) }
    self.remaining = remaining
  }

  // Keyed by the declared type (`Argument`), not the dynamic one: an argument passed as
  // `any DetailViewModeling` fills the parameter of that protocol type.
  private static func entry<Argument>(_ argument: Argument) -> (type: ObjectIdentifier, value: Any) {
    (ObjectIdentifier(Argument.self), argument)
  }

  /// The next unused argument declared as `Parameter`; `nil` when the container provides it.
  func take<Parameter>(_ parameter: Parameter.Type) -> Parameter? {
    let wanted = ObjectIdentifier(parameter)
    guard let index = remaining.firstIndex(where: { $0.type == wanted }) else { return nil }
    return remaining.remove(at: index).value as? Parameter
  }
}
