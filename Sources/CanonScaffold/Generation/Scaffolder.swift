import Foundation

/// What `canon init` and `canon new` do, without the command line: plan, then write or print.
public struct Scaffolder: Sendable {
  /// How generated apps depend on Canon.
  public var canon: CanonDependency

  public init(canon: CanonDependency = .current()) {
    self.canon = canon
  }

  /// The template folder `canon init` uses.
  public static let appTemplate = "app"

  /// Plans a new app named `name` in `directory/name`.
  public func planApp(name: String, architecture: Architecture, in directory: URL) throws -> (
    root: URL, plan: ScaffoldPlan
  ) {
    let validName = try ScaffoldName(name)
    let root = directory.appendingPathComponent(validName.value)
    let settings = ProjectSettings(app: validName.value, architecture: architecture)
    // A new app has no team templates yet: built-in ones only.
    let generator = Generator(catalog: TemplateCatalog(projectRoot: nil), root: root)
    let plan = try generator.plan(
      folder: Self.appTemplate, name: validName, context: settings.context(canon: canon))
    return (root, plan)
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
    let validName = try ScaffoldName(name)
    let settings = try ProjectSettings.load(from: root)
    let chosen = architecture ?? settings.architecture
    let folder: String
    switch kind {
    case "module", "screen": folder = chosen.screenTemplate
    default: folder = kind
    }
    var context = settings.context(canon: canon)
    context["architecture"] = chosen.rawValue
    let generator = Generator(catalog: TemplateCatalog(projectRoot: root), root: root)
    return try generator.plan(
      folder: folder, name: validName, context: context, parameters: parameters)
  }

  /// Writes `plan` under `root` (all or nothing, never overwriting).
  public func write(_ plan: ScaffoldPlan, to root: URL) throws {
    try PlanWriter(root: root).write(plan)
  }
}
