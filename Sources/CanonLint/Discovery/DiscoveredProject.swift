import Foundation

/// The configuration and the files of one project, found the way `canon lint` finds them: the
/// root `.canon.yml` above the paths (or the one named), each folder's own `.canon.yml` below it,
/// and the files its filters keep. `canon lint` and `canon lsp` both load projects through this
/// type, so an editor sees a file configured exactly as the command line does.
public struct DiscoveredProject: Sendable {
  public var setup: LintSetup
  /// The files to lint, absolute, sorted; empty when not discovering.
  public var files: [String]
  /// The root configuration as read (its path as displayed from the current folder), if any.
  public var configuration: YAMLSource?
  /// The root configuration file, absolute; `nil` for none.
  public var configurationFile: String?
  /// Folders skipped because their licence names another copyright holder than the project's
  /// (`LicensedFolders`); none when `vendored:` is `[]`.
  public var vendoredByLicence: [VendoredFolder] = []

  /// Why a project cannot be loaded, in the words `canon lint` prints after `error: `.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// - Parameters:
  ///   - paths: files and folders to lint (empty: the current folder).
  ///   - configPath: a configuration to use instead of looking one up.
  ///   - presets: presets that replace the configuration's.
  ///   - discovering: whether to list the files (a command that needs only the configuration
  ///     does not).
  /// - Throws: `Failure`, `ConfigurationLookup.Failure`, `ConfigurationError`.
  public static func load(
    paths: [String], configPath: String?, presets: [String], registry: RuleRegistry,
    currentDirectory: String = FileManager.default.currentDirectoryPath, discovering: Bool = true
  ) throws -> DiscoveredProject {
    var timer = PhaseTimer()
    for name in presets where registry.preset(name) == nil {
      throw Failure(
        description:
          "unknown preset '\(name)'; presets: \(registry.presets.map(\.name).joined(separator: ", "))"
      )
    }
    var source: YAMLSource?
    var root = currentDirectory
    let loader = ConfigurationLoader(registry: registry)
    let chosen =
      try configPath.map { PathUtilities.absolute($0, from: currentDirectory) }
      ?? ConfigurationLookup.root(for: paths, from: currentDirectory, loader: loader)
    if let chosen {
      source = try ConfigurationLookup.source(chosen, displayedFrom: currentDirectory)
      root = ConfigurationLookup.folder(of: chosen)
    }
    var setup = try loader.load(source, rootDirectory: root, presetOverride: presets)
    timer.lap("configuration")
    var project = DiscoveredProject(
      setup: setup, files: [], configuration: source, configurationFile: chosen)
    guard discovering else { return project }
    var files: [String]
    do {
      files = try FileDiscovery(rootDirectory: root, filter: setup.paths)
        .files(in: paths.isEmpty ? [currentDirectory] : paths)
    } catch let error as FileDiscovery.NotFound {
      throw Failure(description: error.description)
    }
    // `vendored: []` asks for every folder to be linted, so it turns this off too.
    if !setup.paths.vendored.isEmpty {
      let split = LicensedFolders.split(files, root: root, filter: setup.paths)
      files = split.kept
      project.vendoredByLicence = split.vendored
    }
    if let source {
      setup.folders = try ConfigurationLookup.refinements(
        of: source, in: root, files: files, displayedFrom: currentDirectory
      ).map {
        FolderSetup(
          folder: $0.folder,
          setup: try loader.load(chain: $0.chain, rootDirectory: root, presetOverride: presets))
      }
      // A folder's configuration may exclude more of its subtree.
      if !setup.folders.isEmpty {
        files.removeAll { file in
          let relative = PathUtilities.relative(file, to: root)
          return setup.paths.contains(relative)
            && !setup.setup(for: relative).paths.contains(relative)
        }
      }
    }
    timer.lap("discovery")
    project.setup = setup
    project.files = files
    return project
  }

  /// Whether this project lints `file` (absolute), with the configuration of its folder: what
  /// discovery would keep, for a file an editor opens or creates.
  public func lints(_ file: String) -> Bool {
    guard FileDiscovery.isLintable(file) else { return false }
    let relative = PathUtilities.relative(file, to: setup.rootDirectory)
    guard !relative.hasPrefix("../"), setup.paths.contains(relative),
      !vendoredByLicence.contains(where: { relative.hasPrefix($0.folder + "/") })
    else { return false }
    return setup.folders.isEmpty || setup.setup(for: relative).paths.contains(relative)
  }
}
