import Foundation
import Swinject

/// A dependency a registration needs and the container cannot provide.
public struct MissingDependency: Sendable, Equatable, CustomStringConvertible {
  /// The service that cannot be built (or was asked for and is not registered).
  public let service: String
  /// The parameter type nobody registered; `nil` when `service` itself is not registered.
  public let dependency: String?

  /// "ImageSearch needs API, which is not registered", or "ImageSearching is not registered".
  public var description: String {
    dependency.map { "\(service) needs \($0), which is not registered" }
      ?? "\(service) is not registered"
  }
}

extension Container {
  /// Checks the wiring without building anything: every parameter of every registration made with
  /// `autoregister` (and, for each type in `services`, that it is registered), and returns every
  /// missing dependency at once, instead of the first `fatalError` at run time.
  ///
  /// ```swift
  /// @Test func theAppIsWired() {
  ///     let container = Container()
  ///     _ = Assembler([NetworkAssembly(), LoginAssembly()], container: container)
  ///     #expect(container.verify(LoginViewModeling.self) == [])
  /// }
  /// ```
  /// Runtime arguments are not dependencies. Registrations made with plain `register` are seen as
  /// providers, but their closures' own `resolve` calls cannot be inspected.
  public func verify(_ services: Any.Type...) -> [MissingDependency] {
    verify(services)
  }

  /// The same check for a list of services: a composition root keeps the services it resolves in
  /// one list, and checks that list at launch and in its tests.
  public func verify(_ services: [Any.Type]) -> [MissingDependency] {
    var missing: [MissingDependency] = []
    for service in services where !isRegistered(service) {
      missing.append(MissingDependency(service: String(reflecting: service), dependency: nil))
    }
    for record in AutoregistrationLedger.shared.records(of: self) {
      for parameter in record.parameters where !isRegistered(parameter) {
        missing.append(
          MissingDependency(service: record.service, dependency: String(reflecting: parameter)))
      }
    }
    return missing
  }

  private func isRegistered(_ service: Any.Type) -> Bool {
    func check<Service>(_ type: Service.Type) -> Bool { hasAnyRegistration(of: type) }
    return check(service)
  }

  /// Notes what an autoregistered initializer takes, for ``verify(_:)``.
  func record<each Parameter, each Argument>(
    _ service: Any.Type, name: String?, parameters: (repeat (each Parameter).Type),
    arguments: (repeat (each Argument).Type)
  ) {
    var remainingArguments: [ObjectIdentifier] = []
    for argument in repeat each arguments { remainingArguments.append(ObjectIdentifier(argument)) }
    var dependencies: [Any.Type] = []
    for parameter in repeat each parameters {
      if let index = remainingArguments.firstIndex(of: ObjectIdentifier(parameter)) {
        remainingArguments.remove(at: index)
      } else {
        dependencies.append(parameter)
      }
    }
    let label = String(reflecting: service) + (name.map { " named \"\($0)\"" } ?? "")
    AutoregistrationLedger.shared.add(
      AutoregistrationRecord(service: label, parameters: dependencies), to: self)
  }
}

/// One autoregistration: the service and the parameter types the container must provide.
struct AutoregistrationRecord {
  let service: String
  let parameters: [Any.Type]
}

/// The autoregistrations of every live container. Swinject does not expose a registration's
/// factory parameters, so CanonInjection keeps them itself; containers are held weakly.
final class AutoregistrationLedger: @unchecked Sendable {
  static let shared = AutoregistrationLedger()

  private struct Entry {
    weak var container: Container?
    var records: [AutoregistrationRecord]
  }

  private let lock = NSLock()
  private var entries: [Entry] = []

  func add(_ record: AutoregistrationRecord, to container: Container) {
    lock.withLock {
      entries.removeAll { $0.container == nil }
      if let index = entries.firstIndex(where: { $0.container === container }) {
        entries[index].records.append(record)
      } else {
        entries.append(Entry(container: container, records: [record]))
      }
    }
  }

  func records(of container: Container) -> [AutoregistrationRecord] {
    lock.withLock { entries.first { $0.container === container }?.records ?? [] }
  }
}
