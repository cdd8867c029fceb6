import Foundation

/// Which `.canon.yml` files a run uses.
///
/// The root configuration, when `--config` does not name one, is the nearest `.canon.yml` above
/// the paths, or a parent's when the parent lints that folder: `canon lint Legacy` and `canon lint`
/// then configure `Legacy/` alike, while a folder the parent leaves out (an example app, a
/// fixture) keeps a configuration of its own. Configurations in folders below the root refine it
/// for their subtree.
///
/// Shared by `canon lint` and `canon lsp`: both configure a file the same way.
public enum ConfigurationLookup {
  /// A configuration that cannot be used: the message says which and why.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  public static let fileName = ".canon.yml"

  /// The root configuration of every path, or `nil` when there is none; paths with different
  /// roots are an error.
  public static func root(
    for paths: [String], from currentDirectory: String, loader: ConfigurationLoader
  )
    throws -> String?
  {
    var found: Set<String> = []
    for path in paths.isEmpty ? ["."] : paths {
      let absolute = PathUtilities.absolute(path, from: currentDirectory)
      if let configuration = try root(for: absolute, loader: loader) { found.insert(configuration) }
    }
    guard found.count <= 1 else {
      throw Failure(
        description:
          "the paths have different configurations (\(found.sorted().joined(separator: ", "))): "
          + "lint them separately, or choose one with --config")
    }
    return found.first
  }

  private static func root(for path: String, loader: ConfigurationLoader) throws -> String? {
    var configurations = self.configurations(above: path)
    guard var chosen = configurations.first else { return nil }
    configurations.removeFirst()
    // Up while the parent lints the chosen configuration's folder.
    for parent in configurations {
      let parentFolder = folder(of: parent)
      let setup = try load(parent, loader: loader)
      let child = PathUtilities.relative(folder(of: chosen), to: parentFolder)
      guard setup.paths.contains(child + "/File.swift") else { break }
      chosen = parent
    }
    return chosen
  }

  /// The `.canon.yml` files in `path`'s folder and above it, nearest first, up to the root of the
  /// repository `path` is in: a configuration in a home folder does not reach into a project.
  private static func configurations(above path: String) -> [String] {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    var folder = URL(fileURLWithPath: path)
    if !(exists && isDirectory.boolValue) { folder.deleteLastPathComponent() }
    var found: [String] = []
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { found.append(candidate) }
      let isRepositoryRoot = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".git").path)
      let parent = folder.deletingLastPathComponent()
      if isRepositoryRoot && !found.isEmpty || parent.path == folder.path { return found }
      folder = parent
    }
  }

  public static func folder(of configuration: String) -> String {
    URL(fileURLWithPath: configuration).deletingLastPathComponent().path
  }

  /// A configuration file as a source, its path as the user would write it.
  public static func source(_ absolute: String, displayedFrom currentDirectory: String) throws
    -> YAMLSource
  {
    let display = PathUtilities.relative(absolute, to: currentDirectory)
    guard let data = FileManager.default.contents(atPath: absolute) else {
      throw Failure(description: "cannot read configuration file \(display)")
    }
    guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
      throw Failure(description: "\(display): configuration is not UTF-8 text")
    }
    return YAMLSource(path: display, text: text)
  }

  private static func load(_ configuration: String, loader: ConfigurationLoader) throws -> LintSetup
  {
    let source = try source(configuration, displayedFrom: FileManager.default.currentDirectoryPath)
    return try loader.load(source, rootDirectory: folder(of: configuration))
  }

  /// The folders below the root, holding some of `files`, that have their own `.canon.yml`, with
  /// the chain of configurations from the root's down to theirs.
  public static func refinements(
    of root: YAMLSource, in rootDirectory: String, files: [String],
    displayedFrom currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws -> [(folder: String, chain: [ConfigurationFile])] {
    var hasConfiguration: [String: Bool] = [:]
    var folders: Set<String> = []
    let prefix = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
    // String arithmetic, not `URL`: this runs for every file of the run. The prefix is dropped
    // by bytes where that gives the same answer; and a file in the folder of the file before
    // it (the files are sorted) has nothing new to look up.
    var previousFolder: String?
    for file in files {
      let relative: String
      if let dropped = PathUtilities.droppingPrefixBytes(file, rootDirectory) {
        relative = dropped
      } else if file.hasPrefix(prefix) {
        relative = String(file.dropFirst(prefix.count))
      } else {
        continue
      }
      var folder = parentFolder(relative)
      if folder == previousFolder { continue }
      previousFolder = folder
      while !folder.isEmpty {
        if let known = hasConfiguration[folder] {
          if known { folders.insert(folder) }
          // Its parents were looked at when it was.
          break
        }
        let exists = FileManager.default.fileExists(
          atPath: rootDirectory + "/" + folder + "/" + fileName)
        hasConfiguration[folder] = exists
        if exists { folders.insert(folder) }
        folder = parentFolder(folder)
      }
    }
    var sources: [String: YAMLSource] = [:]
    for folder in folders {
      sources[folder] = try source(
        rootDirectory + "/" + folder + "/" + fileName, displayedFrom: currentDirectory)
    }
    return folders.sorted().map { folder in
      var chain = [ConfigurationFile(source: root, folder: "")]
      var ancestors: [String] = []
      var current = folder
      while !current.isEmpty {
        if folders.contains(current) { ancestors.append(current) }
        current = parentFolder(current)
      }
      for ancestor in ancestors.reversed() {
        if let source = sources[ancestor] {
          chain.append(ConfigurationFile(source: source, folder: ancestor))
        }
      }
      return (folder, chain)
    }
  }

  private static func parentFolder(_ folder: String) -> String {
    PathUtilities.parent(of: folder)
  }
}

extension PathFilter {
  /// The keys that choose files, as `.canon.yml` writes them.
  public var described: String {
    var parts: [String] = []
    if !included.isEmpty { parts.append("included: [\(included.joined(separator: ", "))]") }
    if !excluded.isEmpty { parts.append("excluded: [\(excluded.joined(separator: ", "))]") }
    return parts.isEmpty ? "its vendored folders" : parts.joined(separator: ", ")
  }
}
