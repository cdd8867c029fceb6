import Foundation

/// What `canon init` and `canon new` do, without the command line: plan, then write or print.
public struct Scaffolder: Sendable {
  /// How generated apps depend on Canon.
  public var canon: CanonDependency

  public init(canon: CanonDependency = .released) {
    self.canon = canon
  }

  /// The template folder `canon init` uses.
  public static let appTemplate = "app"

  /// Plans a new app named `name` in `directory/name`.
  ///
  /// - Parameter canonCheckout: a local checkout of Canon the app depends on by a path relative
  ///   to it (`canon init --canon-path`); `nil`: this scaffolder's ``canon`` dependency.
  public func planApp(
    name: String, architecture: Architecture, in directory: URL, canonCheckout: URL? = nil
  ) throws -> (root: URL, plan: ScaffoldPlan) {
    let validName = try ScaffoldName(name)
    if let reason = ScaffoldName.appNameProblem(validName.value) {
      throw ScaffoldError.invalidName(validName.value, reason: reason)
    }
    let root = directory.appendingPathComponent(validName.value)
    let settings = ProjectSettings(app: validName.value, architecture: architecture)
    let dependency =
      try canonCheckout.map { try CanonDependency.local(checkout: $0, appRoot: root) } ?? canon
    // A root package is named after its folder, a path dependency after its own: `Check` next
    // to a Canon checkout in `check/` made "product 'CanonKit' not found in package 'check'".
    for identity in [dependency.identity, dependency.runtimeIdentity]
    where validName.value.lowercased() == identity.lowercased() {
      throw ScaffoldError.samePackageIdentity(app: validName.value, canon: identity)
    }
    // A new app has no team templates yet: built-in ones only.
    let generator = Generator(catalog: TemplateCatalog(projectRoot: nil), root: root)
    // The prebuilt plugins when the checkout has them: an app's first build then takes seconds,
    // not the minutes swift-syntax takes (README, "In a Swift package: plugins").
    let binaryPlugins = canonCheckout.map(CanonDependency.hasBinaryPlugins) ?? false
    let plan = try generator.plan(
      folder: Self.appTemplate, name: validName,
      context: settings.context(canon: dependency, binaryPlugins: binaryPlugins))
    return (root, plan)
  }

  /// What to do after `canon init`, one command a line, from the folder `canon init` ran in.
  public static func nextSteps(appName: String, architecture: Architecture, folder: String)
    -> [String]
  {
    let kind = architecture == .viper ? "module" : "screen"
    let purpose = architecture == .viper ? " --purpose \"Greets the user.\"" : ""
    return [
      "cd \(folder)",
      "xcodegen generate && open \(appName).xcodeproj  # on a Mac (brew install xcodegen): the iOS app",
      "swift test  # the core's tests, on any platform",
      "canon new \(kind) Home\(purpose)   # your first \(kind), shown at launch",
      "canon lint --strict  # the architecture's rules",
    ]
  }

  /// Plans `canon new kind name` in the app at `root`.
  ///
  /// - Parameters:
  ///   - kind: `module`, `screen`, `store`, `entity`, `coordinator`, or a template folder name.
  ///   - architecture: the module's architecture; the app's by default.
  public func planNew(
    kind: String,
    name: String,
    architecture: Architecture?,
    parameters: [String: String],
    in root: URL
  ) throws -> ScaffoldPlan {
    var validName = try ScaffoldName(name)
    var renamed: String?
    if kind == "store" || kind == "entity", let singular = validName.singular {
      // A store provides one entity, named in the singular: `Orders` would make an entity
      // `Orders` whose every instance is one order.
      renamed =
        "named \(singular.value), not \(validName.value): an entity is one thing, and its store is named after it"
      validName = singular
    }
    let settings = try ProjectSettings.load(from: root)
    let chosen = architecture ?? settings.architecture
    let folder: String
    switch kind {
    case "module", "screen": folder = chosen.screenTemplate
    default: folder = kind
    }
    if folder == "coordinator", chosen == .mvvm {
      throw ScaffoldError.notInArchitecture(
        "coordinators", architecture: "mvvm",
        instead:
          "screens are opened through the Navigation Service. Use `canon new screen \(validName.value)`: it adds "
          + "`Screen.\(validName.lowerCamel)`, shown with `navigation.show(.\(validName.lowerCamel), style: .push)`"
      )
    }
    var parameters = parameters
    if let opener = parameters[Self.openedFrom], !opener.isEmpty {
      try checkOpener(opener, of: validName, folder: folder, settings: settings, in: root)
      // An opened VIPER module reports back to its opener.
      if folder == Architecture.viper.screenTemplate { parameters["withModuleOutput"] = "true" }
    }
    if folder == Architecture.viper.screenTemplate, let service = parameters["service"],
      !service.isEmpty, settings.architecture.rootKind != .swinject
    {
      throw ScaffoldError.badParameter(
        "service",
        reason:
          "a VIPER module's assembly resolves its interactor's services from the app's Swinject container, "
          + "and this \(settings.architecture.rawValue) app has none: give \(validName.value)Interactor its store through its init by hand")
    }
    try checkStores(parameters["store"], of: validName, folder: folder, app: settings.architecture)
    var context = settings.context(canon: canon)
    context["architecture"] = chosen.rawValue
    let generator = Generator(catalog: TemplateCatalog(projectRoot: root), root: root)
    var plan = try generator.plan(
      folder: folder, name: validName, context: context, parameters: parameters)
    if let renamed { plan.notes.insert(renamed, at: 0) }
    return plan
  }

  /// The apps whose stores an mvvm-c or mvvm-di screen can take (`--param store=…`): the screen's
  /// `init` takes a store as `AppDependencies` holds it there, and its tests give spies of that
  /// type. An mvvm app hands its entities out through protocols (`any <Entity>StoreType`); an
  /// mvvm-di screen's assembly resolves its stores from the container that only an mvvm-di app
  /// registers them in.
  private static let appsWhoseStoresFit: [String: Set<Architecture>] = [
    Architecture.mvvmC.screenTemplate: [.mvvmC, .mvvmDI, .mvvmBindings, .viper],
    Architecture.mvvmDI.screenTemplate: [.mvvmDI],
  ]

  /// Throws if `stores` (the `store` parameter) is given to a screen of `folder` in an app whose
  /// stores it cannot take.
  private func checkStores(_ stores: String?, of name: ScaffoldName, folder: String, app: Architecture)
    throws
  {
    guard let stores, !stores.isEmpty, let fitting = Self.appsWhoseStoresFit[folder], !fitting.contains(app)
    else { return }
    throw ScaffoldError.badParameter(
      "store",
      reason:
        "\(name.value) would take its stores as an \(folder.replacingOccurrences(of: "screen-", with: "")) screen does, "
        + "and this \(app.rawValue) app holds them otherwise: give \(name.value)ViewModel its stores through its init by hand")
  }

  /// The parameter `canon new module <Name> --opened-from <Module>` sets.
  public static let openedFrom = "openedFrom"

  /// What `--opened-from` edits in the opener, by the template of what it opens: a VIPER module
  /// is opened by a module's router (G2), an mvvm-di screen by a view controller holding the
  /// factories of its destinations (G4).
  private static let openerFiles: [String: (kind: String, files: @Sendable (String) -> [String])] = [
    Architecture.viper.screenTemplate: (
      "VIPER module",
      { ["Router/\($0)RouterInput.swift", "Router/\($0)Router.swift", "Presenter/\($0)Presenter.swift", "Assembly/\($0)Assembly.swift"] }
    ),
    Architecture.mvvmDI.screenTemplate: (
      "mvvm-di screen", { ["\($0)Destinations.swift", "\($0)ViewController.swift"] }
    ),
  ]

  /// Throws unless `opener` is a module or screen of the app that can open `name`: the files
  /// `--opened-from` edits must be there.
  private func checkOpener(
    _ opener: String, of name: ScaffoldName, folder: String, settings: ProjectSettings, in root: URL
  ) throws {
    guard let expected = Self.openerFiles[folder] else {
      throw ScaffoldError.cannotOpen(
        name.value, from: opener,
        reason: "--opened-from opens VIPER modules and mvvm-di screens, and \(name.value) would be made from '\(folder)'")
    }
    let openerName: ScaffoldName
    do {
      openerName = try ScaffoldName(opener)
    } catch {
      throw ScaffoldError.cannotOpen(name.value, from: opener, reason: "'\(opener)' is not a module name")
    }
    guard openerName.value != name.value else {
      throw ScaffoldError.cannotOpen(name.value, from: opener, reason: "a module does not open itself")
    }
    let module = "Sources/\(settings.ui)/\(openerName.value)"
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent(module).path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ScaffoldError.cannotOpen(
        name.value, from: opener, reason: "the app has no module \(openerName.value) (no \(module)/)")
    }
    if let missing = expected.files(openerName.value).first(where: {
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("\(module)/\($0)").path)
    }) {
      throw ScaffoldError.cannotOpen(
        name.value, from: opener,
        reason: "\(openerName.value) is not a \(expected.kind) (no \(module)/\(missing))")
    }
  }

  /// Writes `plan` under `root` (all or nothing, never overwriting).
  public func write(_ plan: ScaffoldPlan, to root: URL) throws {
    try PlanWriter(root: root).write(plan)
  }
}
