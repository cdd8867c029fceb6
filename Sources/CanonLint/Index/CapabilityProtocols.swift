/// When a project protocol named for a module part (`…Presenter`, `…Router`, `…Interactor`)
/// names a capability rather than a part: an app-wide `AlertPresenter` ("can present alerts"),
/// a `DeepLinkRouter` an app delegate adopts. A VIPER module's part adopts its module's protocol
/// (`LoginPresenterImpl: LoginPresenter`, `DefaultLoginInteractor: LoginInteractor`) or the
/// role's base protocol (`Presenter`, `BasePresenter`); a type that adopts a protocol named for
/// another subject (`LoopAppManager: AlertPresenter`) is what its own name says, not that
/// module's presenter.
enum CapabilityProtocols {
  /// The roles of a VIPER module's parts, whose protocols apps also name capabilities with.
  /// Store, coordinator and view-model protocols say what their adopters are (`TokenStore`,
  /// `TabCoordinator`, `CellViewModel`) and always give their role.
  static let modulePartRoles: Set<Role> = [.presenter, .router, .interactor]

  /// What comes before the role's word in the name of its base protocol (`BasePresenter`,
  /// `ViperRouter`): a protocol every module's part adopts.
  static let baseProtocolStems: Set<String> = [
    "", "Base", "Abstract", "Any", "Common", "Generic", "Default", "Module", "Viper", "VIPER",
    "Screen", "Scene",
  ]

  /// Name endings that say a type is other code (a service, a delegate): such a type adopting
  /// a part's protocol uses it as a capability.
  static let otherCodeSuffixes = [
    "Manager", "Service", "Provider", "Handler", "Helper", "Delegate", "DataSource", "Formatter",
  ]

  /// Why `role`, given by the project protocol `supertype` (named …`suffix`), is no role of the
  /// type `name`, or `nil` when it is: the protocol is the role's base protocol or the module's
  /// own, and the type's name does not say it is other code.
  static func setAside(
    _ role: Role, from supertype: String, adoptedBy name: String, patterns: RolePatterns
  ) -> String? {
    guard modulePartRoles.contains(role),
      let suffix = patterns.nameSuffixes[role]?.filter({ supertype.hasSuffix($0) })
        .max(by: { $0.count < $1.count })
    else { return nil }
    // A protocol that takes the role from its own supertypes (`LoginPresenterProtocol:
    // Presenter`) refines the role's base protocol: a module's.
    let stem = String(supertype.dropLast(suffix.count))
    guard !baseProtocolStems.contains(stem) else { return nil }
    if let other = otherCodeSuffixes.first(where: { name.hasSuffix($0) && name != $0 }) {
      return "adopts \(supertype), a capability: its name (…\(other)) says what it is"
    }
    let stemWords = Set(NameWords.words(of: stem))
    guard name.contains(stem) || !stemWords.isDisjoint(with: NameWords.words(of: name)) else {
      return "adopts \(supertype), a capability: it is no part of a module named \(stem)"
    }
    return nil
  }
}

/// The words of a camel-case name: `LoopAppManager` → Loop, App, Manager; `APIRouter` → API,
/// Router.
enum NameWords {
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (offset, character) in characters.enumerated() {
      let next = offset + 1 < characters.count ? characters[offset + 1] : nil
      let startsWord =
        character.isUppercase
        && (current.last.map { $0.isLowercase || $0.isNumber } == true
          || (current.last?.isUppercase == true && next?.isLowercase == true))
      if startsWord || character == "_" {
        if !current.isEmpty { words.append(current) }
        current = character == "_" ? "" : String(character)
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
