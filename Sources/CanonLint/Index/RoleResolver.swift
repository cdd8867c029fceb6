import Foundation

/// Assigns roles to every declared type once, the way a reader of the code would: by its own
/// name, by what it inherits (followed through the classes and protocols the project declares),
/// and, for a type that neither says nor shows what it is, by its folder.
///
/// - A name is resolved where it is written: a type nested in another (`L10n.View`) does not
///   stand for a framework type of the same simple name (`View`) used elsewhere.
/// - The folder is the weakest evidence: it only gives a role to a type that has none from its
///   name or supertypes, and it is not passed on to subtypes or conformers declared elsewhere.
/// - Test doubles (`MockLoginInteractor`) and types declared only in test sources play no role
///   of the app's architecture (only `test-case`).
struct RoleResolver: Sendable {
  let declarations: [String: [TypeSummary]]
  let inherited: [String: Set<String>]
  let folderRoles: [String: Set<Role>]
  let patterns: RolePatterns
  /// Files of test sources: their types are tests, whatever their names say.
  let testPaths: Set<String>
  /// The types that hold each name as SwiftUI state (see `ViewStateHoldings`).
  var holdings: [String: Set<ViewStateHolding>] = [:]
  /// The folders of the linted `Package.swift` files: a view model lives in its view's module.
  var packageRoots: Set<String> = []
  /// The types of model folders that are the app's display settings, and why
  /// (`NonModelEvidence.DisplaySettings`).
  var displaySettings: [String: String] = [:]
  /// Whether to keep why each role was given (for `canon roles`); off for a lint run.
  var explaining = false

  /// Conformances that mark a type as decoded data.
  /// How far up a chain of supertypes roles are inherited from (real apps: a dozen). A level is
  /// about 0.6 KB of stack in a release build and 25 KB in a debug build.
  static let maximumInheritanceDepth = 200

  static let dataProtocols: Set<String> = [
    "Codable", "Decodable", "Encodable", "Mappable", "ImmutableMappable", "StaticMappable",
  ]

  /// Name endings of types that are code, not data, whatever folder they sit in.
  static let nonEntitySuffixes = [
    "View", "Cell", "Controller", "Template", "Factory", "Builder", "Service", "Provider",
    "Formatter", "Delegate", "DataSource", "Handler", "Manager", "Helper", "Tests", "Spec",
  ]

  /// Roles of every declared type, and why each was given when `explaining`.
  func resolveAll() -> Resolution {
    var state = State()
    for name in declarations.keys {
      _ = roles(of: name, &state)
    }
    return Resolution(
      roles: state.resolved, inheritable: state.inheritable, reasons: state.reasons,
      setAside: state.setAside)
  }

  /// What `resolveAll()` finds, on all cores: the names in parts, each part with its own memo of
  /// what it resolved (a supertype shared by two parts is resolved in both). The index is built
  /// between the phases that use every core, and resolving roles was most of it, on one core.
  /// Reasons are kept by one part only, so `explaining` resolves on one core.
  func resolveAllOnAllCores() -> Resolution {
    let names = Array(declarations.keys)
    let parts = ProcessInfo.processInfo.activeProcessorCount
    guard !explaining, parts > 1, names.count > 1 else { return resolveAll() }
    let size = (names.count + parts - 1) / parts
    let chunks = stride(from: 0, to: names.count, by: size).map {
      Array(names[$0..<min($0 + size, names.count)])
    }
    let resolved = ParallelMap.map(chunks) { chunk -> Resolution in
      var state = State()
      for name in chunk { _ = roles(of: name, &state) }
      return Resolution(roles: state.resolved, inheritable: state.inheritable, reasons: [:])
    }
    // The largest part's tables take the others' names in, a name's roles with what it passes on
    // from the same part. Two parts give a name the same roles, unless its supertypes loop
    // (invalid code), where even one core's answer depends on the order of the names.
    guard let largest = resolved.indices.max(by: { resolved[$0].roles.count < resolved[$1].roles.count })
    else { return Resolution() }
    var all = resolved[largest]
    for part in resolved.indices where part != largest {
      for (name, roles) in resolved[part].roles where all.roles[name] == nil {
        all.roles[name] = roles
        if let passedOn = resolved[part].inheritable[name] { all.inheritable[name] = passedOn }
      }
      for (name, roles) in resolved[part].inheritable where all.inheritable[name] == nil {
        all.inheritable[name] = roles
      }
    }
    return all
  }

  /// `previous` with the roles of `names` resolved again (those no longer declared dropped):
  /// for names whose declarations, supertypes or folders changed, and every name below them in
  /// the inheritance graph, since roles pass down. Reasons are not kept.
  func resolve(_ names: Set<String>, updating previous: Resolution) -> Resolution {
    var state = State(resolved: previous.roles, inheritable: previous.inheritable)
    for name in names {
      state.resolved[name] = nil
      state.inheritable[name] = nil
    }
    for name in names { _ = roles(of: name, &state) }
    return Resolution(roles: state.resolved, inheritable: state.inheritable, reasons: [:])
  }

  /// What resolving found: each declared name's roles, what it passes on, and why (when
  /// explaining).
  struct Resolution: Sendable {
    var roles: [String: Set<Role>] = [:]
    var inheritable: [String: Set<Role>] = [:]
    var reasons: [String: [RoleReason]] = [:]
    /// Roles that weaker evidence suggested and stronger evidence set aside, and why.
    var setAside: [String: [RoleReason]] = [:]
  }

  private struct State {
    /// Final roles, folder included.
    var resolved: [String: Set<Role>] = [:]
    /// What a type passes on to its subtypes and conformers: roles from names and supertypes.
    var inheritable: [String: Set<Role>] = [:]
    var inProgress = Set<String>()
    var reasons: [String: [RoleReason]] = [:]
    var setAside: [String: [RoleReason]] = [:]
  }

  private func roles(of name: String, _ state: inout State) -> Set<Role> {
    if let known = state.resolved[name] { return known }
    guard let decls = declarations[name] else { return [] }
    let passedOn = inheritableRoles(of: name, &state)
    var roles = passedOn
    var reasons = explaining ? state.reasons[name] ?? [] : []
    if roles.isEmpty, let holding = viewHolding(of: name, decls, &state) {
      roles = [.viewModel]
      if explaining {
        reasons.append(
          RoleReason(
            role: .viewModel,
            because: "an observable class that the view \(holding.holder) holds as @\(holding.wrapper)"))
      }
    }
    let folder = folderRoles[name] ?? []
    let presentation =
      (roles.isEmpty || roles == [.store]) && folder.contains(.entity)
      && PresentationValues.describes(decls, projectDeclares: { declarations[$0] != nil })
    if presentation, explaining {
      state.setAside[name, default: []].append(
        RoleReason(
          role: .entity,
          because: "declared in a model folder, but its members are presentation values (metrics, colours, images, fonts, symbol names)"))
    }
    let uiState = roles.isEmpty || roles == [.store] ? uiStateEvidence(name, decls, roles, &state) : nil
    if let uiState {
      if roles == [.store] {
        roles = []
        reasons.removeAll { $0.role == .store }
      }
      if explaining {
        for role in ([Role.store, .entity].filter { $0 == .store ? uiState.wasStore : folder.contains($0) }) {
          state.setAside[name, default: []].append(RoleReason(role: role, because: uiState.because))
        }
      }
    }
    if roles.isEmpty || roles == [.store], !folder.isEmpty,
      !isCodeByName(name),
      !isTest(name, decls),
      !isObservedState(name, decls),
      !presentation, uiState == nil
    {
      // Decodable data in a model folder is an entity even when its name reads like a store
      // (GitHub's `struct Repository: Codable`); conforming to a store protocol keeps it a store.
      if roles == [.store], folder.contains(.entity),
        !(inherited[name] ?? []).isDisjoint(with: Self.dataProtocols), !isStoreByInheritance(name)
      {
        roles = []
        reasons.removeAll { $0.role == .store }
      }
      if roles.isEmpty {
        roles = folder
        if explaining {
          for role in folder.sorted(by: { $0.rawValue < $1.rawValue }) {
            let names = patterns.folders[role] ?? []
            let found = decls.lazy.flatMap { PathUtilities.components($0.location.path).dropLast() }
              .first { names.contains(String($0)) }
            reasons.append(RoleReason(role: role, because: "declared in a \(found ?? "model")/ folder"))
          }
        }
      }
    }
    roles = narrowed(roles)
    state.resolved[name] = roles
    if explaining { state.reasons[name] = reasons.filter { roles.contains($0.role) } }
    return roles
  }

  /// Roles from the type's own name and from what it inherits: what its subtypes inherit too.
  private func inheritableRoles(of name: String, _ state: inout State) -> Set<Role> {
    if let known = state.inheritable[name] { return known }
    guard let decls = declarations[name] else { return [] }
    // An inheritance cycle (invalid code) must not recurse forever, nor a chain of thousands of
    // subclasses (generated or hostile code) overflow the stack: 50,000 crashed the run. Roles
    // are not inherited from further up than real code ever goes.
    guard state.inProgress.count < Self.maximumInheritanceDepth,
      state.inProgress.insert(name).inserted
    else { return [] }
    defer { state.inProgress.remove(name) }

    var reasons: [RoleReason] = []
    let isProtocol = decls.allSatisfy { $0.kind == .protocol }
    let isTestCode = isTest(name, decls)
    var roles = isTestCode ? [] : patterns.roles(forName: name, isProtocol: isProtocol)
    // SwiftUI's `UIViewRepresentable` nests a class named `Coordinator` (a delegate, not a flow
    // controller): a nested type named exactly so is a coordinator only by what it inherits.
    if name == "Coordinator", decls.allSatisfy({ !$0.parents.isEmpty }) {
      roles.remove(.coordinator)
    }
    // A request description named `…Router` routes to endpoints, not between screens.
    if roles.contains(.router),
      let request = RequestEndpoints.evidence(name, declarations: declarations, inherited: inherited)
    {
      roles.remove(.router)
      if explaining {
        state.setAside[name, default: []].append(
          RoleReason(role: .router, because: "named …Router, but it is \(request), not navigation"))
      }
    }
    if explaining {
      for role in roles.sorted(by: { $0.rawValue < $1.rawValue }) {
        reasons.append(RoleReason(role: role, because: nameReason(name, role)))
      }
    }
    let scopes = decls.map { $0.parents + [name] }
    // What the project's protocols give, kept apart: a type's name and its superclass (or the
    // framework type it is) say what it is before the protocols it adopts. A view controller
    // that adopts the project's `ErrorPresenter` is no presenter.
    var conformed: [(supertype: String, roles: Set<Role>)] = []
    for supertype in (inherited[name] ?? []).sorted() where supertype != name {
      let found: Set<Role>
      let declared: Bool
      if isVisible(supertype, from: scopes) {
        found = inheritableRoles(of: supertype, &state)
        declared = true
      } else {
        found = patterns.roles(forOutsideBase: supertype)
        declared = false
      }
      let kept = isTestCode ? found.intersection([.testCase]) : found
      if declared, isProjectProtocol(supertype) {
        conformed.append((supertype, kept))
        continue
      }
      roles.formUnion(kept)
      if explaining { appendInherited(kept, from: supertype, declared: declared, to: &reasons) }
    }
    roles.formUnion(rolesOfConformances(conformed, of: name, decided: roles, &reasons, &state))
    // A class whose superclass comes from a package (`SwipeTableViewCell`, `ShimmerView`'s
    // base) is a cell or view when its name says so.
    if roles.isEmpty, !isTestCode, let external = externalSuperclass(of: decls) {
      if name.hasSuffix("Cell") {
        roles.insert(.cell)
        if explaining { reasons.append(RoleReason(role: .cell, because: "named …Cell, inherits \(external)")) }
      } else if name.hasSuffix("View") {
        roles.insert(.view)
        if explaining { reasons.append(RoleReason(role: .view, because: "named …View, inherits \(external)")) }
      }
    }
    if decls.contains(where: { $0.attributes.contains("Suite") }) {
      roles.insert(.testCase)
      if explaining { reasons.append(RoleReason(role: .testCase, because: "marked @Suite")) }
    }
    roles = narrowed(roles)
    state.inheritable[name] = roles
    if explaining { state.reasons[name] = reasons }
    return roles
  }

  /// What the project's protocols a type adopts give it, once its name and superclass gave
  /// `decided`: nothing that these did not (a view controller adopting `ErrorPresenter` is no
  /// presenter), and no module part's role from a protocol that names a capability
  /// (`CapabilityProtocols`).
  private func rolesOfConformances(
    _ conformed: [(supertype: String, roles: Set<Role>)], of name: String, decided: Set<Role>,
    _ reasons: inout [RoleReason], _ state: inout State
  ) -> Set<Role> {
    var roles = Set<Role>()
    for (supertype, found) in conformed {
      var kept = decided.isEmpty ? found : found.intersection(decided.union([.testCase]))
      var capabilities: [Role: String] = [:]
      if decided.isEmpty {
        for role in kept {
          guard
            let why = CapabilityProtocols.setAside(
              role, from: supertype, adoptedBy: name, patterns: patterns)
          else { continue }
          kept.remove(role)
          capabilities[role] = why
        }
      }
      roles.formUnion(kept)
      guard explaining else { continue }
      appendInherited(kept, from: supertype, declared: true, to: &reasons)
      for role in found.subtracting(kept).sorted(by: { $0.rawValue < $1.rawValue }) {
        state.setAside[name, default: []].append(
          RoleReason(
            role: role,
            because: capabilities[role]
              ?? "adopts \(supertype), but its name or superclass says what it is"))
      }
    }
    return roles
  }

  private func appendInherited(
    _ roles: Set<Role>, from supertype: String, declared: Bool, to reasons: inout [RoleReason]
  ) {
    for role in roles.sorted(by: { $0.rawValue < $1.rawValue })
    where !reasons.contains(where: { $0.role == role }) {
      reasons.append(
        RoleReason(
          role: role,
          because: declared
            ? "inherits \(supertype), a \(role.rawValue) of the project"
            : "inherits \(supertype)"))
    }
  }

  /// Whether the project declares the name only as protocols.
  private func isProjectProtocol(_ name: String) -> Bool {
    guard let decls = declarations[name], !decls.isEmpty else { return false }
    return decls.allSatisfy { $0.kind == .protocol }
  }

  /// Whether a supertype written in one of these scopes (a type's enclosing types and itself)
  /// means a project declaration: a top-level one, or one nested in an enclosing scope. A type
  /// nested elsewhere (`L10n.View`) is not what a plain `View` names there.
  private func isVisible(_ name: String, from scopes: [[String]]) -> Bool {
    guard let decls = declarations[name] else { return false }
    return decls.contains { decl in
      decl.parents.isEmpty
        || scopes.contains { scope in
          scope.count >= decl.parents.count && Array(scope.prefix(decl.parents.count)) == decl.parents
        }
    }
  }

  /// The superclass of a class, when it is not declared in the project: the first name of its
  /// inheritance clause, unless that reads like a protocol or is `NSObject`.
  private func externalSuperclass(of decls: [TypeSummary]) -> String? {
    for decl in decls where decl.kind == .class {
      guard let first = decl.inherited.first, declarations[first] == nil, first != "NSObject"
      else { continue }
      let protocolEndings = ["Delegate", "DataSource", "Protocol", "able", "ible", "ing", "Type"]
      if protocolEndings.contains(where: { first.hasSuffix($0) }) { continue }
      return first
    }
    return nil
  }

  private func isTest(_ name: String, _ decls: [TypeSummary]) -> Bool {
    if TestSources.isTestDoubleName(name) { return true }
    return !testPaths.isEmpty && decls.allSatisfy { testPaths.contains($0.location.path) }
  }

  /// Whether the name itself says the type is code (a view, a factory), not stored data; so
  /// does the name of its interface.
  private func isCodeByName(_ name: String) -> Bool {
    let interface = ["Protocol", "Type"].first { name.hasSuffix($0) && name.count > $0.count }
    let named = interface.map { String(name.dropLast($0.count)) } ?? name
    return Self.nonEntitySuffixes.contains { named.hasSuffix($0) }
  }

  /// Whether a type is state SwiftUI observes: an `ObservableObject` (directly or through the
  /// project's classes) or an `@Observable` class. Kept in a `Model/` folder, it is a screen's
  /// state that its views hold (`@StateObject`, `@EnvironmentObject`), not the app's data.
  private func isObservedState(_ name: String, _ decls: [TypeSummary]) -> Bool {
    if decls.contains(where: { $0.attributes.contains("Observable") }) { return true }
    var seen: Set<String> = [name]
    var pending = [name]
    while let current = pending.popLast() {
      for supertype in inherited[current] ?? [] {
        if supertype == "ObservableObject" { return true }
        // Up the project's own classes, as far as roles are inherited.
        guard declarations[supertype] != nil, seen.count < Self.maximumInheritanceDepth,
          seen.insert(supertype).inserted
        else { continue }
        pending.append(supertype)
      }
    }
    return false
  }

  /// A view that holds the type as its state, when that makes the type its view model: an
  /// observable class (`@Observable`, `ObservableObject`) that a SwiftUI view creates as its own
  /// state (`@State`, `@StateObject`), or that one view only is handed to hold or observe
  /// (`@State`, `@ObservedObject`, `@Bindable`; what several views are handed is shared data),
  /// declared in the view's package module when it is in one, whose name does not say it is
  /// other code (`…Service`, `…Manager`, `…Cache`, `…Tracker`,
  /// navigation's `RouterPath`; a `…Store` has its role already) and whose folder places it nowhere but a model folder (where observed state is no
  /// entity). What only the environment carries (`@Environment`, `@EnvironmentObject`) is shared
  /// by many screens (a session, the settings) and is not one view's model.
  private func viewHolding(of name: String, _ decls: [TypeSummary], _ state: inout State)
    -> ViewStateHolding?
  {
    guard let held = holdings[name], decls.contains(where: { $0.kind == .class }),
      !isCodeByName(name), !Self.isSharedObjectName(name), !isTest(name, decls),
      (folderRoles[name] ?? []).isSubset(of: [.entity]),
      isObservedState(name, decls)
    else { return nil }
    // A class of another package module (a library's observable `Community`) is that
    // module's, not the view's.
    let module = declarations[name]?.first.flatMap {
      ProjectIndex.module(ofPath: $0.location.path, packageRoots: packageRoots)
    }
    let byViews = held.sorted { ($0.holder, $0.wrapper) < ($1.holder, $1.wrapper) }.filter { holding in
      guard holding.holder != name, ViewStateHoldings.wrappers.contains(holding.wrapper),
        inheritableRoles(of: holding.holder, &state).contains(.view)
      else { return false }
      guard let module else { return true }
      return declarations[holding.holder]?.contains {
        ProjectIndex.module(ofPath: $0.location.path, packageRoots: packageRoots) == module
      } == true
    }
    // A view that creates it owns it: its model. Otherwise the guide's one view to one view
    // model: what several views are handed (a post, an account) is data they share.
    if let owner = byViews.first(where: \.created) { return owner }
    // Handed to a view, a class its folder places with the entities is data (kiwix's
    // `Model/Entities/OutlineItem`); created by the view, it is the view's state wherever it is.
    if folderRoles[name]?.contains(.entity) == true { return nil }
    return Set(byViews.map(\.holder)).count == 1 ? byViews.first : nil
  }

  /// Name endings of observable objects that are not one screen's model: data and caches
  /// (`TimelineCache`), what watches or tracks something for many screens (`AccountsTracker`),
  /// work in progress (`DownloadTask`).
  static let sharedObjectSuffixes = [
    "Store", "Cache", "Client", "Repository", "Observer", "Tracker", "Session", "Database",
    // A unit of work and its queue (`DownloadTask`), not a screen.
    "Task", "Job", "Operation", "Queue",
  ]

  /// Words that name navigation anywhere in a name (`RouterPath`, `NavigationModel`): the
  /// navigation role's state, not a view model.
  static let navigationWords = ["Router", "Navigator", "Navigation", "Coordinator"]

  static func isSharedObjectName(_ name: String) -> Bool {
    sharedObjectSuffixes.contains { name.hasSuffix($0) }
      || navigationWords.contains { name.contains($0) }
  }

  /// Why a type with no role but its folder's, or a store by its name only, is UI state rather
  /// than the model layer (`NonModelEvidence`), or `nil`.
  private func uiStateEvidence(
    _ name: String, _ decls: [TypeSummary], _ roles: Set<Role>, _ state: inout State
  ) -> (because: String, wasStore: Bool)? {
    let projectDeclares = { (name: String) in declarations[name] != nil }
    // Navigation's state (`NavigationStore` and its protocol, a `Model/NavigationItem`) is the
    // navigation's, whatever its suffix or folder says.
    if roles == [.store] || folderRoles[name]?.contains(.entity) == true,
      let word = Self.navigationWords.first(where: { name.contains($0) })
    {
      return ("named for navigation (\(word)), which is no model data", roles == [.store])
    }
    if roles == [.store] {
      guard !isStoreByInheritance(name) else { return nil }
      if let kept = NonModelEvidence.onlyUIState(
        decls, projectDeclares: projectDeclares, isSetting: { settingOptions($0) != nil })
      {
        return ("named like a store, but it keeps only UI state (\(kept)), no entity", true)
      }
      return screenState(name, decls, &state).map { ("named like a store, but \($0)", true) }
    }
    guard folderRoles[name]?.contains(.entity) == true else { return nil }
    if let options = settingOptions(name) {
      return ("declared in a model folder, but it is \(options)", false)
    }
    if NonModelEvidence.isConstantsNamespace(decls, inherited: inherited[name] ?? []) {
      return ("declared in a model folder, but it is a namespace of static constants, no data", false)
    }
    if let machinery = NonModelEvidence.swiftUIMachinery(
      decls, inherited: inherited[name] ?? [], projectDeclares: projectDeclares)
    {
      return ("declared in a model folder, but it is \(machinery), no data", false)
    }
    if let because = displaySettings[name] {
      return ("declared in a model folder, but it is the app's display settings (\(because)), which no entity holds", false)
    }
    return nil
  }

  /// `ScreenStateStores.evidence` for an observable class a SwiftUI view holds as its state.
  private func screenState(_ name: String, _ decls: [TypeSummary], _ state: inout State) -> String? {
    guard decls.contains(where: { $0.kind == .class }), isObservedState(name, decls),
      let holder = (holdings[name] ?? []).map(\.self)
        .filter({ $0.holder != name && ViewStateHoldings.wrappers.contains($0.wrapper) })
        .map(\.holder).sorted()
        .first(where: { inheritableRoles(of: $0, &state).contains(.view) })
    else { return nil }
    return ScreenStateStores.evidence(decls, heldBy: holder) { type in
      declarations[type].map { ($0, inherited[type] ?? []) }
    }
  }

  /// `NonModelEvidence.settingOptions` of a declared name.
  private func settingOptions(_ name: String) -> String? {
    guard let decls = declarations[name] else { return nil }
    let holders = (holdings[name] ?? []).filter { NonModelEvidence.preferenceWrappers.contains($0.wrapper) }
    return NonModelEvidence.settingOptions(
      decls, inherited: inherited[name] ?? [], preferenceHolders: holders.map(\.holder),
      projectDeclares: { declarations[$0] != nil })
  }

  private func isStoreByInheritance(_ name: String) -> Bool {
    (inherited[name] ?? []).contains { patterns.roles(forName: $0, isProtocol: true).contains(.store) }
  }

  private func nameReason(_ name: String, _ role: Role) -> String {
    if let suffix = patterns.nameSuffixes[role]?.filter({ name.hasSuffix($0) }).max(by: { $0.count < $1.count }) {
      let configured = !(RolePatterns.default.nameSuffixes[role]?.contains(suffix) ?? false)
      return "named …\(suffix)" + (configured ? " (roles: in the configuration)" : "")
    }
    return "named like a view-model protocol"
  }

  /// A cell or view controller is not also a plain view; a store is not an entity.
  private func narrowed(_ roles: Set<Role>) -> Set<Role> {
    var roles = roles
    if roles.contains(.cell) || roles.contains(.viewController) { roles.remove(.view) }
    if roles.contains(.store) { roles.remove(.entity) }
    return roles
  }
}

/// Why a type has a role: "named …ViewModel", "inherits UIViewController".
public struct RoleReason: Sendable, Equatable {
  public var role: Role
  public var because: String
}
