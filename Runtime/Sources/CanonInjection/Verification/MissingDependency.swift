import Swinject

/// A dependency a registration needs and the container cannot provide.
public struct MissingDependency: Sendable, Equatable, CustomStringConvertible {
  /// Why a service cannot be resolved without runtime arguments.
  public enum Reason: Sendable, Equatable {
    /// Nothing is registered for the type.
    case notRegistered
    /// The type is registered only for resolves with runtime arguments; each element lists one
    /// registration's argument types (empty when unknown: made with Swinject's own `register`).
    case onlyWithArguments([[String]])
    /// The type is registered on the main actor, and the initializer that needs it is not.
    case onlyOnMainActor
  }

  /// The service that cannot be built (or was asked for and cannot be resolved).
  public let service: String
  /// The parameter type the container cannot provide; `nil` when `service` itself is the problem.
  public let dependency: String?
  /// What is wrong with the missing type's registration.
  public let reason: Reason

  init(service: String, dependency: String?, reason: Reason = .notRegistered) {
    self.service = service
    self.dependency = dependency
    self.reason = reason
  }

  /// "ImageSearch needs API, which is not registered", "ImageSearching is not registered", or
  /// "DetailViewModeling is registered only with 1 argument (Banana), not without arguments".
  public var description: String {
    guard let dependency else {
      switch reason {
      case .notRegistered: return "\(service) is not registered"
      case .onlyWithArguments(let lists):
        return "\(service) is registered only \(Self.arities(lists)), not without arguments"
      case .onlyOnMainActor:
        return "\(service) is registered on the main actor: resolve it with onMainActor"
      }
    }
    switch reason {
    case .notRegistered:
      return "\(service) needs \(dependency), which is not registered"
    case .onlyWithArguments(let lists):
      return
        "\(service) needs \(dependency) without arguments, which is registered only \(Self.arities(lists))"
    case .onlyOnMainActor:
      return
        "\(service) needs \(dependency), which is registered on the main actor: make the initializer @MainActor"
    }
  }

  /// "with 1 argument (Banana)", "with 2 arguments (String, Int) or with 1 argument (Banana)".
  private static func arities(_ lists: [[String]]) -> String {
    guard !lists.isEmpty else { return "with runtime arguments" }
    return lists.map { types in
      "with \(types.count) argument\(types.count == 1 ? "" : "s") (\(types.joined(separator: ", ")))"
    }.joined(separator: " or ")
  }

  /// Why `service` cannot be resolved without arguments from `container`, or `nil` when it can.
  /// `fromMainActor`: whether the code that resolves it runs on the main actor (a main-actor
  /// initializer, the composition root), where main-actor registrations count.
  static func reason<Service>(for service: Service.Type, in container: Container, fromMainActor: Bool)
    -> Reason?
  {
    if container.isResolvable(service, onMainActor: false) { return nil }
    if container.isResolvable(service, onMainActor: true) {
      return fromMainActor ? nil : .onlyOnMainActor
    }
    let arities = RegistrationLedger.shared.argumentLists(of: service, in: container)
    if !arities.isEmpty || container.hasAnyRegistration(of: service) {
      return .onlyWithArguments(arities)
    }
    return .notRegistered
  }
}
