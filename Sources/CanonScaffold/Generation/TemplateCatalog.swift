import Foundation

/// The template folders: the built-in ones bundled with Canon, and the team's in
/// `.canon/templates/`. A team file with the same relative name replaces the built-in one;
/// a team folder with its own `template.yml` adds a new template.
public struct TemplateCatalog: Sendable {
  /// Where the team's templates live, relative to the app's root.
  public static let overridePath = ".canon/templates"
  /// The manifest file of every template folder.
  public static let manifestName = "template.yml"

  /// The bundled templates.
  public let builtInDirectory: URL
  /// The team's templates (`<app>/.canon/templates`), if any.
  public let overrideDirectory: URL?

  /// Where a template file comes from.
  public enum Origin: String, Sendable {
    /// Bundled with Canon.
    case builtIn = "built-in"
    /// A team file replacing a bundled one.
    case overridden
    /// A team file with no bundled counterpart.
    case team
  }

  /// One template file, named `folder/file`.
  public struct Entry: Sendable, Equatable {
    public let name: String
    public let origin: Origin
  }

  /// The catalog for the app at `projectRoot` (overrides from its `.canon/templates/`).
  public init(projectRoot: URL?) {
    builtInDirectory = Self.bundledTemplates
    overrideDirectory = projectRoot.map { $0.appendingPathComponent(Self.overridePath) }
  }

  /// A catalog with explicit folders (tests).
  public init(builtInDirectory: URL, overrideDirectory: URL?) {
    self.builtInDirectory = builtInDirectory
    self.overrideDirectory = overrideDirectory
  }

  /// The templates bundled as resources of this module.
  public static var bundledTemplates: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Templates")
  }

  /// Every template file, built-in ones first, sorted by name.
  public func entries() -> [Entry] {
    let builtIn = Set(Self.files(under: builtInDirectory))
    let team = overrideDirectory.map { Set(Self.files(under: $0)) } ?? []
    return builtIn.union(team).sorted().map { name in
      Entry(
        name: name,
        origin: builtIn.contains(name) ? (team.contains(name) ? .overridden : .builtIn) : .team)
    }
  }

  /// The template folders (those with a `template.yml`), sorted.
  public func folders() -> [String] {
    Set(
      entries().compactMap { entry -> String? in
        let parts = entry.name.split(separator: "/")
        return parts.count == 2 && parts[1] == Substring(Self.manifestName) ? String(parts[0]) : nil
      }
    ).sorted()
  }

  /// The text of `name` (`folder/file`), the team's version when there is one.
  ///
  /// A team file is read only if it is inside the app once symbolic links are followed: a
  /// repository could otherwise ship `.canon/templates/…/View.swift.stencil` as a link to a key
  /// of the user's, and `canon new` would copy it into `Sources/`.
  public func text(of name: String) throws -> String {
    if let overrideDirectory, let team = teamFile(name, in: overrideDirectory) {
      try Self.requireInsideApp(team, name: name, overrideDirectory: overrideDirectory)
    }
    guard let url = url(of: name), let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ScaffoldError.unknownTemplate(name, available: entries().map(\.name))
    }
    return text
  }

  /// The team's file `name`, if there is one (followed or not).
  private func teamFile(_ name: String, in directory: URL) -> URL? {
    let url = directory.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Refuses `file` when its real path is outside the app (the folder holding `.canon/`).
  static func requireInsideApp(_ file: URL, name: String, overrideDirectory: URL) throws {
    let app = overrideDirectory.deletingLastPathComponent().deletingLastPathComponent()
    let root = app.resolvingSymlinksInPath().standardizedFileURL.path
    let resolved = file.resolvingSymlinksInPath().standardizedFileURL.path
    guard resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
      throw ScaffoldError.templateOutsideApp(name, resolved: resolved)
    }
  }

  /// The file `name` resolves to: the team's, else the built-in one.
  public func url(of name: String) -> URL? {
    let candidates = [overrideDirectory, builtInDirectory].compactMap {
      $0?.appendingPathComponent(name)
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The built-in file `name`, ignoring overrides (what `eject` copies).
  public func builtInURL(of name: String) -> URL? {
    let url = builtInDirectory.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The manifest of `folder`.
  public func manifest(of folder: String) throws -> TemplateManifest {
    let name = folder + "/" + Self.manifestName
    guard url(of: name) != nil else {
      throw ScaffoldError.unknownTemplate(folder, available: folders())
    }
    return try TemplateManifest(yaml: try text(of: name), folder: folder)
  }

  /// Relative paths of the regular files under `directory`, `/`-separated.
  static func files(under directory: URL) -> [String] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory.path) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = directory.appendingPathComponent(relative).path
      if manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
        !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      {
        result.append(relative)
      }
    }
    return result.sorted()
  }
}
