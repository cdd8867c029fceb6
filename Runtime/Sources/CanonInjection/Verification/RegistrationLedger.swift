import Foundation
import Swinject

/// One registration CanonInjection made: the service, its runtime arguments and, for an
/// autoregistration, the parameter types the container must provide.
struct RegistrationRecord {
  let service: Any.Type
  let name: String?
  let arguments: [Any.Type]
  let dependencies: [Any.Type]
  /// Whether it is built on the main actor (its dependencies may be main-actor services).
  let onMainActor: Bool

  /// "LoginViewModeling", or "LoginViewModeling named "prefilled"".
  var label: String {
    String(reflecting: service) + (name.map { " named \"\($0)\"" } ?? "")
  }
}

/// The registrations of every live container. Swinject does not expose a registration's
/// factory parameters, so CanonInjection keeps them itself; containers are held weakly.
final class RegistrationLedger: @unchecked Sendable {
  static let shared = RegistrationLedger()

  private struct Entry {
    weak var container: Container?
    var records: [RegistrationRecord]
  }

  private let lock = NSLock()
  private var entries: [Entry] = []

  func add(_ record: RegistrationRecord, to container: Container) {
    lock.withLock {
      entries.removeAll { $0.container == nil }
      if let index = entries.firstIndex(where: { $0.container === container }) {
        entries[index].records.append(record)
      } else {
        entries.append(Entry(container: container, records: [record]))
      }
    }
  }

  func records(of container: Container) -> [RegistrationRecord] {
    lock.withLock { entries.first { $0.container === container }?.records ?? [] }
  }

  /// The argument types of each unnamed registration of `service` that takes runtime arguments,
  /// as written in Swift ("Banana"), without repeats.
  func argumentLists(of service: Any.Type, in container: Container) -> [[String]] {
    var lists: [[String]] = []
    for record in records(of: container)
    where record.service == service && record.name == nil && !record.arguments.isEmpty {
      let list = record.arguments.map { String(describing: $0) }
      if !lists.contains(list) { lists.append(list) }
    }
    return lists
  }
}
