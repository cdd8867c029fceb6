/// A `…Store` that is a screen's state rather than G0's store (the resource storage: an API,
/// Core Data, Realm, files). SwiftUI apps in the Flux style name their observable state objects
/// so: an `@Observable final class AppStore` of which screen is shown, the toasts and whether
/// the server answers, which views hold as `@State`. Such a class:
///
/// - is observable (`@Observable`, an `ObservableObject`), and a SwiftUI view holds it as its
///   state (`@State`, `@StateObject`, `@ObservedObject`, `@Bindable`);
/// - holds no storage or network: none of its stored properties names a store, a client, a
///   service, a repository, a database or its context (`…Store`, `…Client`, `…Service`,
///   `ModelContext`, `URLSession`, `UserDefaults`, …), nor raw `Data`;
/// - holds no data the app decodes or persists: no project type that is `Codable`, a SwiftData
///   `@Model`, a Core Data or Realm object or a GRDB record;
/// - keeps screen state: a flag, an enum of plain cases (which screen is shown), a preference or
///   a presentation value.
///
/// A `…Store` that wraps the app's persistence (`ConversationStore` holding a
/// `SwiftDataService`) stays a store, however much selection state it also keeps.
enum ScreenStateStores {
  /// Framework types that reach storage or the network.
  static let storageTypes: Set<String> = [
    "UserDefaults", "FileManager", "URLSession", "NSManagedObjectContext", "NSPersistentContainer",
    "NSPersistentCloudKitContainer", "ModelContext", "ModelContainer", "Realm", "CKContainer",
    "CKDatabase", "NSUbiquitousKeyValueStore", "HKHealthStore", "DatabaseQueue", "DatabasePool",
    "Data", "URLRequest", "FileHandle",
  ]

  /// Name endings of types that reach storage, the network or the services that do.
  static let storageSuffixes = [
    "Store", "Storage", "Repository", "Client", "API", "Api", "Service", "Database", "Context",
    "Container", "Session", "Connection", "Socket", "Manager", "Provider", "Cache",
    "Persistence", "DataSource", "Fetcher", "Loader", "Gateway", "Keychain",
  ]

  /// Supertypes and conformances of data the app decodes or persists.
  static let dataSupertypes: Set<String> = RoleResolver.dataProtocols.union([
    "NSManagedObject", "Object", "EmbeddedObject", "FetchableRecord", "PersistableRecord",
    "MutablePersistableRecord", "TableRecord", "Record",
  ])

  /// Why the store is a screen's state, or `nil`. `holder` is a view that holds it as its state;
  /// `project` gives the project's declarations of a name and what they inherit.
  static func evidence(
    _ decls: [TypeSummary], heldBy holder: String,
    project: (String) -> (decls: [TypeSummary], inherited: Set<String>)?
  ) -> String? {
    var kept: [String] = []
    var screenState = false
    for decl in decls where decl.kind != .protocol {
      for property in decl.properties where property.isStored && !property.modifiers.contains("static") {
        let preference = !property.attributes.isDisjoint(with: NonModelEvidence.preferenceWrappers)
        guard let type = property.typeText ?? property.createdType else {
          guard preference else { return nil }
          screenState = true
          kept.append(property.name)
          continue
        }
        let names = typeNames(in: type)
        for name in names {
          if storageTypes.contains(name) || storageSuffixes.contains(where: { name.hasSuffix($0) }) {
            return nil
          }
          if let declared = project(name), isData(declared.decls, inherited: declared.inherited) {
            return nil
          }
        }
        if preference || isScreenState(names, project: project) {
          screenState = true
          kept.append(property.name)
        }
      }
    }
    guard screenState else { return nil }
    let shown = kept.prefix(3).joined(separator: ", ") + (kept.count > 3 ? ", …" : "")
    return "it keeps the screen state that the view \(holder) holds (\(shown)): no storage, service or decoded data"
  }

  /// A flag, an enum of plain cases the project declares, or a presentation value.
  private static func isScreenState(
    _ names: [String], project: (String) -> (decls: [TypeSummary], inherited: Set<String>)?
  ) -> Bool {
    guard let name = names.first, names.count == 1 else { return false }
    if name == "Bool" { return true }
    if let declared = project(name) {
      return !declared.decls.isEmpty
        && declared.decls.allSatisfy { $0.kind == .enum && $0.caseValueTypes.isEmpty }
    }
    return PresentationValues.isPresentationType(name, { project($0) != nil })
  }

  private static func isData(_ decls: [TypeSummary], inherited: Set<String>) -> Bool {
    !inherited.isDisjoint(with: dataSupertypes) || decls.contains { $0.attributes.contains("Model") }
  }

  /// The capitalised names a type is written with: `Set`, `AnyCancellable` of
  /// `Set<AnyCancellable>`; `NotificationMessage` of `[NotificationMessage]`.
  static func typeNames(in type: String) -> [String] {
    type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
      .map { NonModelEvidence.baseName(String($0)) }
      .filter { $0.first?.isUppercase == true }
  }
}
