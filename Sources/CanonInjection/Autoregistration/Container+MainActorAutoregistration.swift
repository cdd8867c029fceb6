import Swinject

extension Container {
  /// Registers a `@MainActor` service (a view model) built by its main-actor `initializer`, every
  /// parameter resolved from the container; callable from a Swinject `Assembly`'s nonisolated
  /// `assemble(container:)`.
  ///
  /// ```swift
  /// container.autoregister(LoginViewModeling.self, initializer: LoginViewModel.init)  // @MainActor init
  /// ```
  /// The service must be resolved on the main thread, as UIKit code does: resolving it from
  /// another thread stops the program (`MainActor.assumeIsolated`), where it would otherwise race.
  @discardableResult
  public func autoregister<Service, each Dependency>(
    _ service: Service.Type,
    name: String? = nil,
    initializer: @escaping @MainActor (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    record(service, name: name, parameters: (repeat (each Dependency).self), arguments: ())
    return register(service, name: name) { resolver in
      let resolved = UncheckedBox(
        (repeat resolver.resolveDependency((each Dependency).self, of: Service.self)))
      return MainActor.assumeIsolated {
        let dependencies = resolved.value
        return UncheckedBox(initializer(repeat each dependencies))
      }.value
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
    record(service, name: name, parameters: (repeat (each Parameter).self), arguments: argument)
    return register(service, name: name) { (resolver: any Resolver, argument: Argument) in
      let supplied = RuntimeArguments(argument)
      let resolved = UncheckedBox(
        (repeat supplied.value((each Parameter).self, of: Service.self, or: resolver)))
      return MainActor.assumeIsolated {
        let parameters = resolved.value
        return UncheckedBox(initializer(repeat each parameters))
      }.value
    }
  }
}

/// Carries values into and out of `MainActor.assumeIsolated`, which requires `Sendable` ones.
/// Sound here: `assumeIsolated` runs its closure synchronously on the calling (main) thread, so
/// the values never cross threads.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
