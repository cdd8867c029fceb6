import Swinject

/// Resolves services registered on the main actor (``Swinject/Container/registerOnMainActor(_:name:factory:)``,
/// or `autoregister` with a `@MainActor` initializer) as well as ordinary ones. Its methods are
/// `@MainActor`: resolving a main-actor service from another thread does not compile, where a
/// plain `resolve` would have to build it off the main thread or stop the program.
///
/// ```swift
/// @MainActor func makeRoot() -> UIViewController? {
///     let viewModel = container.onMainActor.resolve((any LoginViewModeling).self)
///     …
/// }
/// ```
/// A main-actor registration is invisible to Swinject's own `resolve`, which returns `nil` for it
/// rather than building it on the caller's thread.
public struct MainActorResolver {
  /// The resolver main-actor registrations are looked up in, and ordinary services come from.
  public let base: any Resolver

  /// A main-actor view of `base`.
  public init(_ base: any Resolver) {
    self.base = base
  }

  /// The service registered for `service` (and `name`) without runtime arguments: a main-actor
  /// registration if there is one, else an ordinary one; `nil` when neither exists.
  @MainActor
  public func resolve<Service>(_ service: Service.Type, name: String? = nil) -> Service? {
    onMainActor(service, name: name) ?? base.resolve(service, name: name)
  }

  /// The service registered for `service` (and `name`) with one runtime argument of `Argument`'s
  /// type: a main-actor registration if there is one, else an ordinary one.
  @MainActor
  public func resolve<Service, Argument>(
    _ service: Service.Type, name: String? = nil, argument: Argument
  ) -> Service? {
    onMainActor(service, name: name, arguments: argument)
      ?? base.resolve(service, name: name, argument: argument)
  }

  /// The service registered on the main actor for `arguments`' types, built here, on the main
  /// actor, inside Swinject's resolution: object scopes and graph sharing work as for any service.
  @MainActor
  func onMainActor<Service, each Argument>(
    _ service: Service.Type, name: String?, arguments: repeat each Argument
  ) -> Service? {
    guard let swinject = base as? any _Resolver else { return nil }
    let resolver = self
    let supplied = (repeat each arguments)
    return swinject._resolve(name: name, option: MainActorRegistration()) {
      (factory: (MainActorCall<repeat each Argument>) -> Any) -> Any in
      guard let builder = factory(MainActorCall()) as? MainActorBuilder<Service, repeat each Argument>
      else { return NotBuilt() }
      return builder.make(resolver, repeat each supplied)
    }
  }

  /// What a main-actor initializer's parameter gets: the service, or a stop naming what is wrong
  /// with the wiring (``Swinject/Container/verify(_:)-([Any.Type])`` reports it beforehand).
  @MainActor
  func dependency<Dependency, Service>(_ dependency: Dependency.Type, of service: Service.Type)
    -> Dependency
  {
    guard let resolved = resolve(dependency) else {
      fatalError(base.missingDependencyMessage(dependency, of: service))
    }
    return resolved
  }
}

extension Resolver {
  /// This resolver's main-actor side: resolves services registered on the main actor, from
  /// main-actor code only.
  public var onMainActor: MainActorResolver { MainActorResolver(self) }
}

/// The key option of main-actor registrations: Swinject's own `resolve` never matches it, so only
/// ``MainActorResolver`` (main-actor code) finds them.
struct MainActorRegistration: ServiceKeyOption {
  func isEqualTo(_ another: any ServiceKeyOption) -> Bool { another is MainActorRegistration }
  func hash(into hasher: inout Hasher) { hasher.combine("CanonInjection.MainActorRegistration") }
  var description: String { "on the main actor" }
}

/// The arguments type of a main-actor registration's key: one per list of runtime argument types.
struct MainActorCall<each Argument> {}

/// What Swinject stores for a main-actor registration: the main-actor closure, called only by
/// ``MainActorResolver`` (Swinject's stored factories are nonisolated and never build it).
struct MainActorBuilder<Service, each Argument> {
  let make: @MainActor (MainActorResolver, repeat each Argument) -> Service
}

/// Returned in place of a service whose registration holds something else; never a `Service`.
final class NotBuilt {}
