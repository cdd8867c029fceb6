import Swinject

extension Container {
  /// Checks the wiring without building anything: every parameter of every registration made with
  /// `autoregister` (and, for each type in `services`, that it resolves without arguments), and
  /// returns every missing dependency at once, instead of the first `fatalError` at run time.
  ///
  /// ```swift
  /// @Test func theAppIsWired() {
  ///     let container = Container()
  ///     _ = Assembler([NetworkAssembly(), LoginAssembly()], container: container)
  ///     #expect(container.verify(LoginViewModeling.self) == [])
  /// }
  /// ```
  /// A type counts as provided only by a registration that takes no runtime arguments: one made
  /// with `argument:` is reported with its arity. `services` are resolved by main-actor code (a
  /// composition root), so main-actor registrations provide them; a nonisolated initializer's
  /// parameters must be ordinary registrations. Registrations made with plain `register` are seen
  /// as providers, but their closures' own `resolve` calls cannot be inspected.
  public func verify(_ services: Any.Type...) -> [MissingDependency] {
    verify(services)
  }

  /// The same check for a list of services: a composition root keeps the services it resolves in
  /// one list, and checks that list at launch and in its tests.
  public func verify(_ services: [Any.Type]) -> [MissingDependency] {
    var missing: [MissingDependency] = []
    for service in services {
      if let reason = reason(for: service, fromMainActor: true) {
        missing.append(
          MissingDependency(service: String(reflecting: service), dependency: nil, reason: reason))
      }
    }
    for record in RegistrationLedger.shared.records(of: self) {
      for parameter in record.dependencies {
        if let reason = reason(for: parameter, fromMainActor: record.onMainActor) {
          missing.append(
            MissingDependency(
              service: record.label, dependency: String(reflecting: parameter), reason: reason))
        }
      }
    }
    return missing
  }

  private func reason(for service: Any.Type, fromMainActor: Bool) -> MissingDependency.Reason? {
    func check<Service>(_ type: Service.Type) -> MissingDependency.Reason? {
      MissingDependency.reason(for: type, in: self, fromMainActor: fromMainActor)
    }
    return check(service)
  }

  /// Whether `service` has a registration (unnamed) that a resolve without runtime arguments
  /// finds: an ordinary one, or a main-actor one. Nothing is built: Swinject hands the
  /// registration's factory to the invoker, which does not call it.
  func isResolvable<Service>(_ service: Service.Type, onMainActor: Bool) -> Bool {
    onMainActor
      ? probe(service, arguments: mainActorCall(), option: MainActorRegistration())
      : probe(service, arguments: (any Resolver).self, option: nil)
  }

  private func probe<Service, Arguments>(
    _ service: Service.Type, arguments: Arguments.Type, option: (any ServiceKeyOption)?
  ) -> Bool {
    var found = false
    let instance: Service? = _resolve(name: nil, option: option) {
      (_: (Arguments) -> Any) -> Any in
      found = true
      return NotBuilt()
    }
    return found || instance != nil
  }

  /// Notes what an autoregistered initializer takes, for ``verify(_:)-([Any.Type])``.
  func record<each Parameter, each Argument>(
    _ service: Any.Type, name: String?, parameters: (repeat (each Parameter).Type),
    arguments: (repeat (each Argument).Type), onMainActor: Bool = false
  ) {
    var remainingArguments: [ObjectIdentifier] = []
    var argumentTypes: [Any.Type] = []
    for argument in repeat each arguments {
      remainingArguments.append(ObjectIdentifier(argument))
      argumentTypes.append(argument)
    }
    var dependencies: [Any.Type] = []
    for parameter in repeat each parameters {
      if let index = remainingArguments.firstIndex(of: ObjectIdentifier(parameter)) {
        remainingArguments.remove(at: index)
      } else {
        dependencies.append(parameter)
      }
    }
    RegistrationLedger.shared.add(
      RegistrationRecord(
        service: service, name: name, arguments: argumentTypes, dependencies: dependencies,
        onMainActor: onMainActor), to: self)
  }

  /// Notes a registration's runtime arguments, so that ``verify(_:)-([Any.Type])`` can say
  /// which ones a service takes when it is resolved without.
  func recordRegistration<each Argument>(
    _ service: Any.Type, name: String?, arguments: (repeat (each Argument).Type), onMainActor: Bool
  ) {
    record(service, name: name, parameters: (), arguments: (repeat each arguments), onMainActor: onMainActor)
  }
}

/// The key's arguments type of a main-actor registration taking `arguments` (none: no arguments).
func mainActorCall<each Argument>(_ arguments: repeat (each Argument).Type)
  -> MainActorCall<repeat each Argument>.Type
{
  MainActorCall<repeat each Argument>.self
}
